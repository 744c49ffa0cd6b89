import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

const keys = (texts: object, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) => (typeof value === 'object' && value ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
const blank = (texts: object): string[] =>
  Object.entries(texts).flatMap(([key, value]) => (typeof value === 'object' && value ? blank(value).map((k) => `${key}.${k}`) : String(value).trim() ? [] : [key]));

describe("the console's texts", () => {
  it.each([['ar', ar], ['fr', fr]] as const)('%s has every English key and no other, none of them blank', (_language, texts) => {
    expect(keys(texts).sort()).toEqual(keys(en).sort());
    expect(blank(texts)).toEqual([]);
  });
});
