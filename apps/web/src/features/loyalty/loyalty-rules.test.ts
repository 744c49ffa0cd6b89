import { describe, expect, it } from 'vitest';
import { checkPoints, pointsWorth, type ConversionRules } from './loyalty-rules';

const rules: ConversionRules = { loyalty_point_exchange_rate: 10, loyalty_point_minimum_point: 100, digit_after_decimal_point: 2 };

describe('pointsWorth', () => {
  it('divides by the rate and cuts to the currency decimals', () => {
    expect(pointsWorth(155, rules)).toBe(15.5);
    expect(pointsWorth(100, { ...rules, loyalty_point_exchange_rate: 3 })).toBe(33.33);
    expect(pointsWorth(3, { ...rules, loyalty_point_exchange_rate: 10, digit_after_decimal_point: 1 })).toBe(0.3);
    expect(pointsWorth(155, { ...rules, digit_after_decimal_point: 0 })).toBe(15);
    expect(pointsWorth(100, { ...rules, loyalty_point_exchange_rate: 0 })).toBe(0);
  });
});

describe('checkPoints', () => {
  it('accepts whole points from the minimum up to the balance', () => {
    expect(checkPoints('100', 500, rules)).toEqual({ points: 100 });
    expect(checkPoints(' 500 ', 500, rules)).toEqual({ points: 500 });
  });

  it('refuses the rest with the reason', () => {
    expect(checkPoints('', 500, rules)).toEqual({ problem: 'required' });
    expect(checkPoints('12.5', 500, rules)).toEqual({ problem: 'whole' });
    expect(checkPoints('-100', 500, rules)).toEqual({ problem: 'whole' });
    expect(checkPoints('99', 500, rules)).toEqual({ problem: 'minimum' });
    expect(checkPoints('501', 500, rules)).toEqual({ problem: 'insufficient' });
    expect(checkPoints('1', 500, { ...rules, loyalty_point_minimum_point: 0, loyalty_point_exchange_rate: 1000 })).toEqual({ problem: 'too_small' });
  });
});
