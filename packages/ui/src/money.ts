import type { Config } from '@storefront/contract';

export type CurrencyFormat = Pick<Config, 'currency_symbol' | 'currency_symbol_direction' | 'digit_after_decimal_point'>;

/** A string of digits plus one ("099" → "100"). */
function addOne(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * `1,234.50`: as Intl.NumberFormat('en-US') writes it (it rounds the shortest decimal that reads back as the number,
 * half away from zero: 1.005 → 1.01), without Intl, whose first formatter costs a phone tens of milliseconds while the
 * page starts, and every price waits for it. Amounts JavaScript writes with an exponent are left to Intl.
 */
function groupDigits(amount: number, digits: number): string {
  const text = String(amount);
  if (text.includes('e')) return new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  const [whole = '0', fraction = ''] = text.split('.');
  let kept = whole + fraction.slice(0, digits).padEnd(digits, '0');
  if (fraction.length > digits && fraction[digits]! >= '5') kept = addOne(kept);
  const integer = kept.slice(0, kept.length - digits) || '0';
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return digits ? `${grouped}.${kept.slice(kept.length - digits)}` : grouped;
}

/** `$1,234.50` or `1,234.50€`: digits and symbol side come from the business configuration. */
export function formatMoney(amount: number, format: CurrencyFormat): string {
  const digits = Math.min(Math.max(Math.trunc(format.digit_after_decimal_point) || 0, 0), 6);
  const value = Number.isFinite(amount) ? amount : 0;
  const number = groupDigits(Math.abs(value), digits);
  // A value that rounds to zero should not read as "-$0.00".
  const sign = value < 0 && /[1-9]/.test(number) ? '-' : '';
  return format.currency_symbol_direction === 'right'
    ? `${sign}${number}${format.currency_symbol}`
    : `${sign}${format.currency_symbol}${number}`;
}
