import type { Row } from '../../db/database.js';
import type { LinePrice } from '../cart/cart.lines.js';

/**
 * The arithmetic of an order, apart from the database: every amount in integer minor units,
 * each rounded once where it is made, so that the parts always add up to the total.
 */

export interface PricedLine extends LinePrice {
  quantity: number;
  tax: { type: 'percent' | 'amount'; value: number };
}

export interface ItemTotals {
  /** Before any discount: units at their original price, and add-ons. */
  itemAmount: number;
  /** Item, store and flash-sale discounts. */
  itemDiscount: number;
  taxAmount: number;
  lineTaxes: number[];
}

/** Tax is charged on what the customer pays for a line: a percentage of it, or an amount per unit. */
export function itemTotals(lines: readonly PricedLine[]): ItemTotals {
  let itemAmount = 0;
  let itemDiscount = 0;
  const lineTaxes = lines.map((l) => {
    itemAmount += l.original * l.quantity + l.addOns;
    itemDiscount += (l.original - l.unit) * l.quantity;
    const paid = l.unit * l.quantity + l.addOns;
    if (l.tax.value <= 0) return 0;
    return l.tax.type === 'percent' ? Math.round((paid * l.tax.value) / 100) : Math.round(l.tax.value * l.quantity);
  });
  return { itemAmount, itemDiscount, taxAmount: lineTaxes.reduce((a, b) => a + b, 0), lineTaxes };
}

/** A percentage coupon stops at its max_discount (when set); neither kind takes more than the items cost. */
export function couponDiscount(coupon: Pick<Row<'coupons'>, 'coupon_type' | 'discount' | 'discount_type' | 'max_discount'>, subtotal: number): number {
  if (coupon.coupon_type === 'free_delivery') return 0;
  const raw = coupon.discount_type === 'percent' ? Math.round((subtotal * Math.min(coupon.discount, 100)) / 100) : Math.round(coupon.discount);
  const capped = coupon.discount_type === 'percent' && coupon.max_discount > 0 ? Math.min(raw, coupon.max_discount) : raw;
  return Math.max(0, Math.min(capped, subtotal));
}

export interface DeliveryRate {
  perKm: number;
  minimum: number;
  maximum: number | null;
  /** The zone's surge, in percent; 0 when off. */
  surgePercent: number;
}

/**
 * Distance × the per-km rate, at least the minimum and at most the maximum, then the zone's surge.
 * `original` is what it would have cost; `charge` is 0 when delivery is free.
 */
export function deliveryCharge(metres: number, rate: DeliveryRate, free: boolean): { charge: number; original: number } {
  let fee = Math.max(rate.minimum, Math.round((metres / 1000) * rate.perKm));
  if (rate.maximum !== null && rate.maximum > 0) fee = Math.min(fee, rate.maximum);
  const original = Math.round(fee * (1 + rate.surgePercent / 100));
  return { charge: free ? 0 : original, original };
}

/** Formats minor units the way the business shows money, for messages. */
export function moneyText(minor: number, c: { currency_symbol: string; currency_symbol_direction: string; digit_after_decimal_point: number }): string {
  const amount = (minor / 100).toFixed(c.digit_after_decimal_point);
  return c.currency_symbol_direction === 'right' ? `${amount}${c.currency_symbol}` : `${c.currency_symbol}${amount}`;
}
