import { describe, expect, it } from 'vitest';
import { WALLET_FILTERS, WALLET_TEXTS, WALLET_TRANSACTION_TYPES } from '@storefront/contract';
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

const GROUPS = ['wallet', 'loyalty', 'referral', 'offers'] as const;

describe('wallet, loyalty, referral and coupons texts', () => {
  it('use the spec’s English words', () => {
    expect(en.loyalty.transferred).toBe(WALLET_TEXTS.point_transferred);
    expect(en.loyalty.points_minimum).toBe(WALLET_TEXTS.point_minimum.replace('{point}', '{{point}}'));
    expect(en.loyalty.points_insufficient).toBe(WALLET_TEXTS.point_insufficient);
    expect(en.loyalty.points_too_small).toBe(WALLET_TEXTS.point_too_small);
    expect(en.auth.login_required).toBe(WALLET_TEXTS.login_needed);
    expect(en.offers.copied).toBe('Copied');
  });

  it.each([['en', en], ['ar', ar], ['fr', fr]] as const)('name every wallet filter and row type in %s', (_, language) => {
    for (const filter of WALLET_FILTERS) expect(language.wallet.filters[filter], filter).toBeTruthy();
    for (const type of WALLET_TRANSACTION_TYPES) expect(language.wallet.types[type], type).toBeTruthy();
  });

  it.each([['ar', ar], ['fr', fr]] as const)('are translated into %s, key for key', (_, language) => {
    for (const group of GROUPS) {
      expect(keysOf(language[group]).sort(), group).toEqual(keysOf(en[group]).sort());
      expect(language[group].subtitle, group).not.toBe(en[group].subtitle);
    }
    expect(language.wallet.add_fund_success).not.toBe(en.wallet.add_fund_success);
    expect(language.referral.how_it_works).not.toBe(en.referral.how_it_works);
  });
});
