import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('uses the configured decimals and puts the symbol on the left', () => {
    expect(formatMoney(1234.5, { currency_symbol: '$', currency_symbol_direction: 'left', digit_after_decimal_point: 2 })).toBe('$1,234.50');
  });

  it('puts the symbol on the right', () => {
    expect(formatMoney(10, { currency_symbol: '€', currency_symbol_direction: 'right', digit_after_decimal_point: 2 })).toBe('10.00€');
  });

  it('rounds to the configured number of digits, including none', () => {
    const format = { currency_symbol: '৳', currency_symbol_direction: 'left' as const, digit_after_decimal_point: 0 };
    expect(formatMoney(99.6, format)).toBe('৳100');
    expect(formatMoney(2.005, { ...format, digit_after_decimal_point: 3 })).toBe('৳2.005');
  });

  it('signs negatives before the symbol and never shows minus zero', () => {
    const format = { currency_symbol: '$', currency_symbol_direction: 'left' as const, digit_after_decimal_point: 2 };
    expect(formatMoney(-5, format)).toBe('-$5.00');
    expect(formatMoney(-0.001, format)).toBe('$0.00');
    expect(formatMoney(Number.NaN, format)).toBe('$0.00');
  });

  it('writes every amount as Intl.NumberFormat in en-US does, grouping and rounding alike', () => {
    const amounts = [0, 0.5, 1.005, 2.675, 999.995, 1000, 12345.675, 1234567.891, 987654321.5, 1e15 + 0.5, 1e22];
    for (let n = 0; n < 300; n++) amounts.push(Math.round(Math.random() * 10 ** (n % 12)) / 10 ** (n % 4));
    for (const amount of amounts) {
      for (let digits = 0; digits <= 6; digits++) {
        const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
        expect(formatMoney(amount, { currency_symbol: '$', currency_symbol_direction: 'left', digit_after_decimal_point: digits }), `${amount} ${digits}`).toBe(`$${intl}`);
      }
    }
  });
});
