import { describe, expect, it } from 'vitest';
import { ORDER_TRACK_TEXTS, TRACKING_STEPS } from '@storefront/contract';
import ar from '@/i18n/ar.json';
import en from '@/i18n/en.json';
import fr from '@/i18n/fr.json';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'object' && inner ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe('tracking texts', () => {
  it('uses the spec’s English words', () => {
    expect(TRACKING_STEPS.map(({ status }) => en.tracking.steps[status])).toEqual(TRACKING_STEPS.map(({ label }) => label));
    expect(en.tracking.not_found).toBe(ORDER_TRACK_TEXTS.not_found);
    expect(en.tracking.errors.need_order_id).toBe(ORDER_TRACK_TEXTS.need_order_id);
    expect(en.tracking.errors.need_contact).toBe(ORDER_TRACK_TEXTS.need_contact);
  });

  it.each([['ar', ar], ['fr', fr]] as const)('is translated into %s, key for key', (_, language) => {
    expect(keysOf(language.tracking).sort()).toEqual(keysOf(en.tracking).sort());
    expect(language.tracking.steps.pending).not.toBe(en.tracking.steps.pending);
    expect(language.tracking.not_found).not.toBe(en.tracking.not_found);
  });
});
