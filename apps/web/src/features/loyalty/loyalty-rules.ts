import { MINOR_PER_MAJOR, pointsValue, type Config } from '@storefront/contract';

export type PointsProblem = 'required' | 'whole' | 'minimum' | 'insufficient' | 'too_small';

export type ConversionRules = Pick<Config, 'loyalty_point_exchange_rate' | 'loyalty_point_minimum_point' | 'digit_after_decimal_point'>;

/**
 * The money `points` give at `loyalty_point_exchange_rate` points per unit: the server's own
 * pointsValue (rounded down to the cent), and never shown above it when the currency has fewer decimals.
 */
export function pointsWorth(points: number, rules: ConversionRules): number {
  const major = pointsValue(points, rules.loyalty_point_exchange_rate) / MINOR_PER_MAJOR;
  const factor = 10 ** Math.min(Math.max(Math.trunc(rules.digit_after_decimal_point) || 0, 0), 2);
  return Math.floor(Number((major * factor).toFixed(6))) / factor;
}

/**
 * The points to send, or why not: a whole number, at least the minimum, no more than the customer
 * has, and worth at least the smallest amount of money. The server checks again and has the last word.
 */
export function checkPoints(raw: string, balance: number, rules: ConversionRules): { points: number } | { problem: PointsProblem } {
  const text = raw.trim();
  if (!text) return { problem: 'required' };
  if (!/^\d+$/.test(text)) return { problem: 'whole' };
  const points = Number(text);
  if (points < Math.max(rules.loyalty_point_minimum_point, 1)) return { problem: 'minimum' };
  if (points > balance) return { problem: 'insufficient' };
  if (pointsValue(points, rules.loyalty_point_exchange_rate) <= 0) return { problem: 'too_small' };
  return { points };
}
