import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

const keys = (texts: object, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) => (typeof value === 'object' && value ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
const blank = (texts: object): string[] =>
  Object.entries(texts).flatMap(([key, value]) => (typeof value === 'object' && value ? blank(value).map((k) => `${key}.${k}`) : String(value).trim() ? [] : [key]));

/** Plural forms a language has beside English's one and other (Arabic: zero, two, few, many), kept only where English has the word's other form. */
const ownPlurals = (list: string[]) => {
  const all = new Set(list);
  return list.filter((key) => {
    const match = /^(.*)_(zero|two|few|many)$/.exec(key);
    return !(match && all.has(`${match[1]}_other`));
  });
};

describe("the console's texts", () => {
  it.each([['ar', ar], ['fr', fr]] as const)('%s has every English key and no other (but its own plural forms), none of them blank', (_language, texts) => {
    expect(ownPlurals(keys(texts)).sort()).toEqual(keys(en).sort());
    expect(blank(texts)).toEqual([]);
  });
});
