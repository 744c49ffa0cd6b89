import { describe, expect, it } from 'vitest';
import { FAQ_KEYS } from './components/faq-list';
import ar from './faq/ar.json';
import en from './faq/en.json';
import fr from './faq/fr.json';

describe('the FAQ texts', () => {
  it('answer every question the page lists', () => {
    expect(Object.keys(en).sort()).toEqual([...FAQ_KEYS].sort());
  });

  it.each([['ar', ar], ['fr', fr]] as const)('are translated into %s, question for question', (_, language) => {
    expect(Object.keys(language).sort()).toEqual(Object.keys(en).sort());
    for (const key of FAQ_KEYS) {
      expect(language[key].q, key).not.toBe(en[key].q);
      expect(language[key].a, key).not.toBe(en[key].a);
    }
  });
});
