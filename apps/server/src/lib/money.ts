/** Money lives in integer minor units (the contract's conversions); the API shows major units as the spec's client expects. */
export { MINOR_PER_MAJOR, toMajor, toMinor } from '@storefront/contract';

/** Formats minor units the way the business shows money, for messages. */
export function moneyText(minor: number, c: { currency_symbol: string; currency_symbol_direction: string; digit_after_decimal_point: number }): string {
  const amount = (minor / 100).toFixed(c.digit_after_decimal_point);
  return c.currency_symbol_direction === 'right' ? `${amount}${c.currency_symbol}` : `${c.currency_symbol}${amount}`;
}
