import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TRACK_TEXTS, REVIEW_TEXTS } from '@storefront/contract';
import ar from '@/i18n/ar.json';
import en from '@/i18n/en.json';
import fr from '@/i18n/fr.json';

/** Every key path, plural forms folded into one (Arabic and French have more of them than English). */
const keysOf = (value: object, prefix = ''): string[] => [
  ...new Set(
    Object.entries(value).flatMap(([key, inner]) =>
      typeof inner === 'object' && inner ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
    ),
  ),
];

describe('orders texts', () => {
  it('uses the spec’s English words', () => {
    expect(en.orders.not_found).toBe(ORDER_TRACK_TEXTS.not_found);
    expect(en.orders.cancel_confirm).toBe(ORDER_TRACK_TEXTS.cancel_confirm);
    expect(en.orders.refund_too_many).toBe(ORDER_TRACK_TEXTS.refund_images);
    expect(en.reviews.too_many_photos).toBe(REVIEW_TEXTS.too_many_photos);
  });

  it.each([['en', en], ['ar', ar], ['fr', fr]] as const)('names every order status in %s', (_, language) => {
    for (const status of ORDER_STATUSES) expect(language.orders.status[status], status).toBeTruthy();
  });

  it.each([['ar', ar], ['fr', fr]] as const)('is translated into %s, key for key', (_, language) => {
    expect(keysOf(language.orders).sort()).toEqual(keysOf(en.orders).sort());
    expect(keysOf(language.reviews).sort()).toEqual(keysOf(en.reviews).sort());
    expect(language.orders.not_found).not.toBe(en.orders.not_found);
    expect(language.orders.status.delivered).not.toBe(en.orders.status.delivered);
    expect(language.reviews.prompt_title).not.toBe(en.reviews.prompt_title);
    expect(keysOf(language.suggested).sort()).toEqual(keysOf(en.suggested).sort());
    expect(language.profile.pages.my_orders).not.toBe(en.profile.pages.my_orders);
  });
});
