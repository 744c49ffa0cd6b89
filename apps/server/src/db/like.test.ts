import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { foldText } from './fold.js';
import { globContaining, regexContaining } from './like.js';

const sqlite = new Database(':memory:');
const globs = (text: string, search: string) => sqlite.prepare('select ? glob ? as hit').get(text, globContaining(search)) as { hit: number };

describe('a console search by part of a word on SQLite (GLOB, read by SQLite itself)', () => {
  it('matches whatever the case and the Latin accents, of the text and of the search', () => {
    for (const search of ['eclair', 'ÉCLAIR', 'Éclair', 'éclair', 'ECLAIR', 'clai']) expect(globs('Crème ÉCLAIR au café', search).hit, search).toBe(1);
    for (const search of ['brulee', 'BRÛLÉE', 'crème', 'CAFE']) expect(globs('crème brûlée et Café', search).hit, search).toBe(1);
    expect(globs('مستورد شاي', 'شاي').hit).toBe(1);
    expect(globs('Crème ÉCLAIR', 'eclairs').hit).toBe(0);
    expect(globs('Crème', 'crame').hit).toBe(0);
  });

  it('takes the GLOB\'s own characters in a search as themselves', () => {
    expect(globs('Sale 50% off [today]?', '50% off [today]?').hit).toBe(1);
    expect(globs('Sale 50 off', '5*').hit).toBe(0);
    expect(globs('Sale 50 off', '?').hit).toBe(0);
    expect(globs('a*b', 'a*b').hit).toBe(1);
    expect(globs('axb', 'a*b').hit).toBe(0);
  });

  it('writes the same search as a regular expression for PostgreSQL, its own characters taken as themselves', () => {
    const holds = (text: string, search: string) => new RegExp(regexContaining(search)).test(text);
    for (const search of ['eclair', 'ÉCLAIR', 'clai']) expect(holds('Crème ÉCLAIR au café', search), search).toBe(true);
    expect(holds('crème brûlée', 'BRULEE')).toBe(true);
    expect(holds('Sale 50% (today)? a.b', '50% (today)? a.b')).toBe(true);
    expect(holds('Sale 50% xtodayy? a.b', '(today)')).toBe(false);
    expect(holds('axb', 'a.b')).toBe(false);
  });

  it('folds as PostgreSQL\'s search_fold folds: lower case, then these accents dropped', () => {
    expect(foldText('ÉCLAIR Crème BRÛLÉE Ærø')).toBe('eclair creme brulee ærø');
  });
});
