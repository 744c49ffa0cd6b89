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
});
