import { describe, expect, it } from 'vitest';
import {
  applyDiscount, couponDiscount, couponMinimumMet, deliveryCharge, effectiveDiscount, itemTotals, orderTotal, roundToDigits, storeDiscountRunning, unitPrice,
  type CouponTerms, type DeliveryRate, type PricedLine,
} from './totals.js';

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

  it('caps a percentage at 100 and ignores zero or negative discounts', () => {
    expect(applyDiscount(1000, { type: 'percent', value: 150 })).toBe(0);
    expect(applyDiscount(1000, { type: 'percent', value: 0 })).toBe(1000);
    expect(applyDiscount(1000, { type: 'amount', value: -50 })).toBe(1000);
    // Half a minor unit rounds up: 15% of 1010 is 151.5.
    expect(applyDiscount(1010, { type: 'percent', value: 15 })).toBe(858);
  });

  it('runs a store discount only inside its window, open-ended at either side', () => {
    expect(storeDiscountRunning(null, now)).toBe(false);
    expect(storeDiscountRunning({ ...running, value: 0 }, now)).toBe(false);
    expect(storeDiscountRunning({ ...running, starts: '2026-11-22T00:00:00.000Z' }, now)).toBe(false);
    expect(storeDiscountRunning({ ...running, starts: null, ends: null }, now)).toBe(true);
    expect(storeDiscountRunning({ ...running, ends: now.toISOString() }, now)).toBe(true);
  });

  it('orders the discounts: flash price, then a running store discount, then the item\'s own', () => {
    const item = { type: 'percent' as const, value: 10 };
    expect(unitPrice(1000, item, null, now)).toBe(900);
    expect(unitPrice(1000, item, running, now)).toBe(800);
    expect(unitPrice(1000, item, ended, now)).toBe(900);
    expect(unitPrice(1000, item, running, now, 700)).toBe(700);
    // A flash price of 0 is a price; null or undefined is no flash sale.
    expect(unitPrice(1000, item, running, now, 0)).toBe(0);
    expect(unitPrice(1000, item, running, now, null)).toBe(800);
    // A store discount that is not running leaves an item without its own discount at full price.
    expect(unitPrice(1000, { type: 'amount', value: 0 }, ended, now)).toBe(1000);
  });
});

describe('item totals', () => {
  const line = (overrides: Partial<PricedLine>): PricedLine => ({ unit: 1000, original: 1000, addOns: 0, quantity: 1, tax: { type: 'percent', value: 0 }, ...overrides });

  it('adds original prices and add-ons, and the discounts per unit', () => {
    const t = itemTotals([line({ unit: 800, original: 1000, addOns: 250, quantity: 3 }), line({ unit: 500, original: 500, quantity: 2 })]);
    expect(t.itemAmount).toBe(1000 * 3 + 250 + 500 * 2);
    expect(t.itemDiscount).toBe(200 * 3);
    expect(t.taxAmount).toBe(0);
    expect(t.lineTaxes).toEqual([0, 0]);
  });

  it('taxes a percentage of what the line costs, or an amount per unit', () => {
    const percent = line({ unit: 1000, addOns: 250, quantity: 3, tax: { type: 'percent', value: 5 } });
    const amount = line({ unit: 1000, addOns: 250, quantity: 3, tax: { type: 'amount', value: 50 } });
    // 5% of 3250 is 162.5: rounded once, up.
    expect(itemTotals([percent]).lineTaxes).toEqual([163]);
    expect(itemTotals([amount]).lineTaxes).toEqual([150]);
    expect(itemTotals([percent, amount, line({ tax: { type: 'amount', value: 0 } })])).toMatchObject({ taxAmount: 313, lineTaxes: [163, 150, 0] });
    expect(itemTotals([])).toEqual({ itemAmount: 0, itemDiscount: 0, taxAmount: 0, lineTaxes: [] });
  });
});

describe('coupons', () => {
  const coupon = (overrides: Partial<CouponTerms>): CouponTerms => ({ coupon_type: 'default', discount_type: 'percent', discount: 10, max_discount: 0, min_purchase: 0, ...overrides });

  it('rounds to the digits the business shows', () => {
    expect(roundToDigits(1234, 2)).toBe(1234);
    expect(roundToDigits(1234, 3)).toBe(1234);
    expect(roundToDigits(1234, 1)).toBe(1230);
    expect(roundToDigits(1235, 1)).toBe(1240);
    expect(roundToDigits(1234, 0)).toBe(1200);
    expect(roundToDigits(1249, 0)).toBe(1200);
    expect(roundToDigits(1250, 0)).toBe(1300);
    expect(roundToDigits(1350, 0)).toBe(1400);
    expect(roundToDigits(4, 1)).toBe(0);
    expect(roundToDigits(5, 1)).toBe(10);
    expect(roundToDigits(0, 0)).toBe(0);
  });

  it('takes a percentage of the subtotal, rounded to the digits', () => {
    // 10% of 12345 is 1234.5.
    expect(couponDiscount(coupon({}), 12345)).toBe(1235);
    expect(couponDiscount(coupon({}), 12345, 2)).toBe(1235);
    expect(couponDiscount(coupon({}), 12345, 3)).toBe(1235);
    expect(couponDiscount(coupon({}), 12345, 1)).toBe(1240);
    expect(couponDiscount(coupon({}), 12345, 0)).toBe(1200);
    expect(couponDiscount(coupon({ discount: 15 }), 1010)).toBe(152);
  });

  it('takes no more than the subtotal, whatever the percentage or amount', () => {
    expect(couponDiscount(coupon({ discount: 150 }), 1000)).toBe(1000);
    expect(couponDiscount(coupon({ discount: 150, max_discount: 300 }), 1000)).toBe(300);
    expect(couponDiscount(coupon({ discount_type: 'amount', discount: 5000 }), 1234)).toBe(1234);
    // Rounding up never takes more than the subtotal either.
    expect(couponDiscount(coupon({ discount_type: 'amount', discount: 5000 }), 1250, 0)).toBe(1250);
    expect(couponDiscount(coupon({}), 0)).toBe(0);
  });

  it('stops a percentage at max_discount when set; an amount ignores it', () => {
    expect(couponDiscount(coupon({ max_discount: 2000 }), 50000)).toBe(2000);
    expect(couponDiscount(coupon({ max_discount: 2000 }), 15000)).toBe(1500);
    expect(couponDiscount(coupon({ max_discount: 0 }), 50000)).toBe(5000);
    expect(couponDiscount(coupon({ discount_type: 'amount', discount: 1000, max_discount: 500 }), 5000)).toBe(1000);
  });

  it('takes nothing off the items for free delivery', () => {
    expect(couponDiscount(coupon({ coupon_type: 'free_delivery', discount_type: 'amount', discount: 500 }), 5000)).toBe(0);
    expect(couponDiscount(coupon({ coupon_type: 'free_delivery' }), 5000, 0)).toBe(0);
  });

  it('applies from the minimum purchase on', () => {
    expect(couponMinimumMet(coupon({ min_purchase: 10000 }), 9999)).toBe(false);
    expect(couponMinimumMet(coupon({ min_purchase: 10000 }), 10000)).toBe(true);
    expect(couponMinimumMet(coupon({ min_purchase: 0 }), 0)).toBe(true);
  });
});

describe('delivery', () => {
  const rate: DeliveryRate = { perKm: 200, minimum: 500, maximum: 1000, surgePercent: 0 };

  it('charges per km between the minimum and the maximum', () => {
    expect(deliveryCharge(3500, rate, false)).toEqual({ charge: 700, original: 700 });
    expect(deliveryCharge(1000, rate, false)).toEqual({ charge: 500, original: 500 });
    expect(deliveryCharge(10000, rate, false)).toEqual({ charge: 1000, original: 1000 });
    expect(deliveryCharge(10000, { ...rate, maximum: null }, false)).toEqual({ charge: 2000, original: 2000 });
    expect(deliveryCharge(10000, { ...rate, maximum: 0 }, false)).toEqual({ charge: 2000, original: 2000 });
    // 2.5 km × 1.99 per km is 497.5 minor units, rounded once, above a lower minimum.
    expect(deliveryCharge(2500, { ...rate, perKm: 199, minimum: 0 }, false).charge).toBe(498);
  });

  it('adds the zone\'s surge after the maximum', () => {
    expect(deliveryCharge(3500, { ...rate, surgePercent: 10 }, false)).toEqual({ charge: 770, original: 770 });
    expect(deliveryCharge(10000, { ...rate, surgePercent: 50 }, false)).toEqual({ charge: 1500, original: 1500 });
  });

  it('charges nothing for free delivery, and keeps what it would have cost', () => {
    expect(deliveryCharge(3500, { ...rate, surgePercent: 10 }, true)).toEqual({ charge: 0, original: 770 });
  });
});

describe('order total', () => {
  it('adds everything to the items less the coupon', () => {
    expect(orderTotal({ subtotal: 10000, couponDiscount: 1500, tax: 500, delivery: 700, serviceFee: 200, tips: 300 })).toBe(10000 - 1500 + 500 + 700 + 200 + 300);
    expect(orderTotal({ subtotal: 0, couponDiscount: 0, tax: 0, delivery: 0, serviceFee: 0, tips: 0 })).toBe(0);
  });

  it('never lets a coupon take the items below zero', () => {
    expect(orderTotal({ subtotal: 1000, couponDiscount: 1500, tax: 50, delivery: 700, serviceFee: 200, tips: 0 })).toBe(50 + 700 + 200);
  });
});
