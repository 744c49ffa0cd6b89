import type { Config } from '@storefront/contract';

export type CurrencyFormat = Pick<Config, 'currency_symbol' | 'currency_symbol_direction' | 'digit_after_decimal_point'>;

const formatters = new Map<number, Intl.NumberFormat>();

function numberFormat(digits: number) {
  let formatter = formatters.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(digits, formatter);
  }
  return formatter;
}

/** `$1,234.50` or `1,234.50€`: digits and symbol side come from the business configuration. */
export function formatMoney(amount: number, format: CurrencyFormat): string {
  const digits = Math.min(Math.max(Math.trunc(format.digit_after_decimal_point) || 0, 0), 6);
  const value = Number.isFinite(amount) ? amount : 0;
  const number = numberFormat(digits).format(Math.abs(value));
  // A value that rounds to zero should not read as "-$0.00".
  const sign = value < 0 && /[1-9]/.test(number) ? '-' : '';
  return format.currency_symbol_direction === 'right'
    ? `${sign}${number}${format.currency_symbol}`
    : `${sign}${format.currency_symbol}${number}`;
}
