/**
 * The arithmetic of prices and order totals, shared by the server (which charges) and the web
 * (which estimates before the server has priced the order). Pure functions, no I/O.
 *
 * Every amount is an integer in minor units (cents); percentages are plain numbers (10 = 10%).
 * Each amount is rounded once where it is made, so that the parts always add up to the total.
 */

/** Money is kept in integer minor units; the API shows major units, as the spec's client expects. */
export const MINOR_PER_MAJOR = 100;

export function toMajor(minor: number): number {
  return Math.round(minor) / MINOR_PER_MAJOR;
}

export function toMinor(major: number): number {
  return Math.round(major * MINOR_PER_MAJOR);
}

export interface Discount {
  type: 'percent' | 'amount';
  /** A percentage for percent, minor units for amount. */
  value: number;
}

/** A store-wide discount and when it runs (ISO-8601 UTC; null is open-ended). */
export interface StoreDiscountWindow extends Discount {
  starts: string | null;
  ends: string | null;
}

/** The price after a discount: a percentage (at most 100) or an amount, never below 0. */
export function applyDiscount(price: number, discount: Discount | null): number {
  if (!discount || discount.value <= 0) return price;
  const off = discount.type === 'percent' ? Math.round((price * Math.min(discount.value, 100)) / 100) : Math.round(discount.value);
  return Math.max(0, price - off);
}

export function storeDiscountRunning(d: StoreDiscountWindow | null, now: Date): boolean {
  if (!d || d.value <= 0) return false;
  const t = now.toISOString();
  return (!d.starts || d.starts <= t) && (!d.ends || t <= d.ends);
}

/**
 * A running store discount overrides the item's own discount; a running flash sale
 * price overrides both (see unitPrice).
 */
export function effectiveDiscount(item: Discount, store: StoreDiscountWindow | null, now: Date): Discount | null {
  if (store && storeDiscountRunning(store, now)) return { type: store.type, value: store.value };
  return item.value > 0 ? item : null;
}

/** What one unit costs now: the flash sale price when there is one, else the base price after the effective discount. */
export function unitPrice(base: number, item: Discount, store: StoreDiscountWindow | null, now: Date, flashPrice?: number | null): number {
  if (flashPrice !== undefined && flashPrice !== null) return flashPrice;
  return applyDiscount(base, effectiveDiscount(item, store, now));
}

/** How an item is taxed: a percentage of what the customer pays for the line, or an amount per unit. */
export interface LineTax {
  type: 'percent' | 'amount';
  value: number;
}

/** One priced line of an order. */
export interface PricedLine {
  /** One unit with its variation, after discounts. */
  unit: number;
  /** The same before discounts. */
  original: number;
  /** The add-ons of the line, counted once per line (not per unit). */
  addOns: number;
  quantity: number;
  tax: LineTax;
}

export interface ItemTotals {
  /** Before any discount: units at their original price, and add-ons. */
  itemAmount: number;
  /** Item, store and flash-sale discounts. */
  itemDiscount: number;
  taxAmount: number;
  /** The tax of each line, in the lines' order. */
  lineTaxes: number[];
}

/** The items' part of an order; tax is a percentage of what the customer pays for a line, or an amount per unit. */
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

/**
 * A minor-unit amount as the business shows money with `digits` digits after the decimal point
 * (config digit_after_decimal_point): 2 or more keeps it, 1 rounds it to a multiple of 10, 0 (or
 * less) to a multiple of 100. Halves round up.
 */
export function roundToDigits(minor: number, digits: number): number {
  if (digits >= 2) return minor;
  const step = digits <= 0 ? 100 : 10;
  return Math.round(minor / step) * step;
}

/** What the checkout needs of a coupon: amounts in minor units, the discount a percentage when discount_type is percent. */
export interface CouponTerms {
  coupon_type: string;
  discount_type: 'percent' | 'amount';
  discount: number;
  /** A percentage coupon's cap; 0 for none. */
  max_discount: number;
  min_purchase: number;
}

/** Whether the items' subtotal (after item discounts) reaches the coupon's minimum purchase. */
export function couponMinimumMet(coupon: Pick<CouponTerms, 'min_purchase'>, subtotal: number): boolean {
  return subtotal >= coupon.min_purchase;
}

/**
 * What a coupon takes off the items' subtotal: a percentage (at most 100, stopped at max_discount
 * when set) or an amount, rounded to the business's digits, never more than the subtotal. A
 * free_delivery coupon takes nothing off the items (it frees the delivery instead). The minimum
 * purchase is checked apart (couponMinimumMet).
 */
export function couponDiscount(coupon: Pick<CouponTerms, 'coupon_type' | 'discount_type' | 'discount' | 'max_discount'>, subtotal: number, digits = 2): number {
  if (coupon.coupon_type === 'free_delivery') return 0;
  const raw = coupon.discount_type === 'percent' ? Math.round((subtotal * Math.min(coupon.discount, 100)) / 100) : Math.round(coupon.discount);
  const capped = coupon.discount_type === 'percent' && coupon.max_discount > 0 ? Math.min(raw, coupon.max_discount) : raw;
  return Math.max(0, Math.min(roundToDigits(capped, digits), subtotal));
}

export interface DeliveryRate {
  perKm: number;
  minimum: number;
  /** null or 0 for no maximum. */
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

export interface OrderTotalParts {
  /** The items after item, store and flash discounts, with add-ons (itemAmount − itemDiscount). */
  subtotal: number;
  couponDiscount: number;
  /** The new customer's referral discount, taken after the coupon. */
  referralDiscount?: number;
  tax: number;
  delivery: number;
  /** The business's additional charge. */
  serviceFee: number;
  tips: number;
}

/** What the order costs: the items less the coupon (never below 0), then tax, delivery, the service fee and tips. */
export function orderTotal(p: OrderTotalParts): number {
  return Math.max(p.subtotal - p.couponDiscount - (p.referralDiscount ?? 0), 0) + p.tax + p.delivery + p.serviceFee + p.tips;
}

/** The new customer's discount on what the items cost after the coupon: a percentage or an amount, never more than that. */
export function referralDiscount(afterCoupon: number, discount: { type: 'percent' | 'amount'; amount: number }): number {
  if (afterCoupon <= 0 || discount.amount <= 0) return 0;
  const raw = discount.type === 'percent' ? Math.round((afterCoupon * Math.min(discount.amount, 100)) / 100) : Math.round(discount.amount);
  return Math.min(raw, afterCoupon);
}

/** A running cashback offer in minor units (cashback_amount a percentage for percentage). */
export interface CashbackRule {
  id: number;
  cashback_type: 'percentage' | 'amount';
  cashback_amount: number;
  min_purchase: number;
  /** 0: no cap. */
  max_discount: number;
}

/** The offer that pays the most on `amount` among those whose minimum it reaches, and what it pays; null when none does. */
export function bestCashback<R extends CashbackRule>(amount: number, rules: readonly R[]): { rule: R; cashback: number } | null {
  let best: { rule: R; cashback: number } | null = null;
  for (const r of rules) {
    if (amount <= 0 || amount < r.min_purchase) continue;
    const raw = r.cashback_type === 'percentage' ? Math.round((amount * r.cashback_amount) / 100) : Math.round(r.cashback_amount);
    const cashback = Math.min(r.max_discount > 0 ? Math.min(raw, r.max_discount) : raw, amount);
    if (cashback > 0 && (!best || cashback > best.cashback)) best = { rule: r, cashback };
  }
  return best;
}

/** An add-fund bonus rule in minor units (bonus_amount a percentage for percent). */
export interface BonusRule {
  bonus_type: 'percent' | 'amount';
  bonus_amount: number;
  minimum_add_amount: number;
  /** 0: no cap. */
  maximum_bonus_amount: number;
}

/** The bonus adding `amount` earns: the most generous running rule whose minimum it reaches, capped; 0 when none applies. */
export function addFundBonus(amount: number, rules: readonly BonusRule[]): number {
  let best = 0;
  for (const r of rules) {
    if (amount < r.minimum_add_amount) continue;
    const raw = r.bonus_type === 'percent' ? Math.round((amount * r.bonus_amount) / 100) : Math.round(r.bonus_amount);
    const bonus = r.maximum_bonus_amount > 0 ? Math.min(raw, r.maximum_bonus_amount) : raw;
    best = Math.max(best, bonus);
  }
  return best;
}

/** Loyalty points a delivered order earns: `percent` of its amount, in money, at `pointsPerUnit` points per unit of money (whole points, rounded down). */
export function pointsEarned(orderAmount: number, percent: number, pointsPerUnit: number): number {
  if (orderAmount <= 0 || percent <= 0 || pointsPerUnit <= 0) return 0;
  return Math.floor((orderAmount * percent * pointsPerUnit) / (100 * MINOR_PER_MAJOR) + 1e-9);
}

/** What `points` are worth in minor units at `pointsPerUnit` points per unit of money (rounded down to the cent). */
export function pointsValue(points: number, pointsPerUnit: number): number {
  if (points <= 0 || pointsPerUnit <= 0) return 0;
  return Math.floor((points * MINOR_PER_MAJOR) / pointsPerUnit + 1e-9);
}
