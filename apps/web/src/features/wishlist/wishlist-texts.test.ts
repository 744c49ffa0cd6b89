import { describe, expect, it } from 'vitest';
import { WISHLIST_TEXTS } from '@storefront/contract';
import ar from '@/i18n/ar.json';
import en from '@/i18n/en.json';
import fr from '@/i18n/fr.json';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'object' && inner ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe('wishlist texts', () => {
  it('use the spec’s and the server’s English words', () => {
    expect(en.wishlist.added).toBe(WISHLIST_TEXTS.added);
    expect(en.wishlist.removed).toBe(WISHLIST_TEXTS.removed);
    expect(en.wishlist.login_required).toBe('You are not logged in');
  });

  it.each([['ar', ar], ['fr', fr]] as const)('are translated into %s, key for key', (_, language) => {
    expect(keysOf(language.wishlist).sort()).toEqual(keysOf(en.wishlist).sort());
    for (const key of ['title', 'add', 'remove', 'added', 'empty_items', 'empty_stores'] as const) {
      expect(language.wishlist[key], key).not.toBe(en.wishlist[key]);
    }
  });
});
