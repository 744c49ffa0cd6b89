import { describe, expect, it } from 'vitest';
import { applyDiscount, effectiveDiscount, unitPrice } from './pricing.js';

const now = new Date('2026-11-21T12:00:00Z');
const running = { type: 'percent' as const, value: 20, starts: '2026-11-01T00:00:00.000Z', ends: '2026-12-01T00:00:00.000Z' };
const ended = { ...running, ends: '2026-11-20T00:00:00.000Z' };

describe('pricing', () => {
  it('applies percent and amount discounts without going below zero', () => {
    expect(applyDiscount(2500, { type: 'percent', value: 10 })).toBe(2250);
    expect(applyDiscount(2500, { type: 'amount', value: 300 })).toBe(2200);
    expect(applyDiscount(200, { type: 'amount', value: 300 })).toBe(0);
    expect(applyDiscount(999, { type: 'percent', value: 33 })).toBe(669);
    expect(applyDiscount(2500, null)).toBe(2500);
  });

  it('lets a running store discount override the item discount, and only while it runs', () => {
    const item = { type: 'amount' as const, value: 100 };
    expect(effectiveDiscount(item, running, now)).toEqual({ type: 'percent', value: 20 });
    expect(effectiveDiscount(item, ended, now)).toEqual(item);
    expect(effectiveDiscount({ type: 'percent', value: 0 }, null, now)).toBeNull();
    expect(unitPrice(1000, item, running, now)).toBe(800);
    expect(unitPrice(1000, item, ended, now)).toBe(900);
  });

  it('uses a flash sale price over every discount', () => {
    expect(unitPrice(1000, { type: 'percent', value: 50 }, running, now, 650)).toBe(650);
  });
});
