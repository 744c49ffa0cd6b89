import { couponDiscount, couponMinimumMet, toMajor, toMinor, type Config, type Coupon, type OrderTotals } from '@storefront/contract';

/*
 * The checkout shows only the server's figures (the order preview): the page never adds up a total
 * that the placed order could contradict. The coupon's minimum is checked here only to say at once
 * why a coupon does not apply yet, with the contract's arithmetic, in minor units.
 */

/**
 * A coupon's discount on this subtotal (major units), or why it does not apply yet; the server
 * decides at placement. `config` brings the business's digits after the decimal point.
 */
export function couponEstimate(coupon: Coupon | undefined, subtotal: number, config?: Pick<Config, 'digit_after_decimal_point'>): { discount: number; minPurchase?: number } {
  if (!coupon) return { discount: 0 };
  const terms = {
    coupon_type: coupon.coupon_type,
    discount_type: coupon.discount_type,
    discount: coupon.discount_type === 'amount' ? toMinor(coupon.discount) : coupon.discount,
    max_discount: toMinor(coupon.max_discount),
    min_purchase: toMinor(coupon.min_purchase),
  };
  const items = toMinor(subtotal);
  if (!couponMinimumMet(terms, items)) return { discount: 0, minPurchase: coupon.min_purchase };
  return { discount: toMajor(couponDiscount(terms, items, config?.digit_after_decimal_point)) };
}

/** The order summary's figures: the server's, from the order preview, exactly as placing the order charges them. */
export interface Estimate {
  itemAmount: number;
  discount: number;
  coupon: number;
  /** The new customer's referral discount. */
  referral: number;
  serviceFee: number;
  tips: number;
  /** What the order will put in the wallet as cashback on delivery. */
  cashback: number;
  /** The delivery fee and what it was before free delivery. */
  delivery: { charge: number; original: number };
  tax: number;
  /** The wallet's part of a partial payment. */
  wallet: number;
  total: number;
  saved: number;
}

/** The summary from the server's preview totals, exactly as placing the order would charge them. */
export function exactEstimate(totals: OrderTotals): Estimate {
  const deliverySaved = Math.max(totals.original_delivery_charge - totals.delivery_charge, 0);
  return {
    itemAmount: totals.item_amount,
    discount: totals.item_discount,
    coupon: totals.coupon_discount,
    referral: totals.referral_discount,
    serviceFee: totals.additional_charge,
    tips: totals.dm_tips,
    cashback: totals.cashback_amount,
    delivery: { charge: totals.delivery_charge, original: totals.original_delivery_charge },
    tax: totals.tax_amount,
    wallet: totals.wallet_amount,
    total: totals.order_amount,
    saved: toMajor(toMinor(totals.item_discount) + toMinor(totals.coupon_discount) + toMinor(totals.referral_discount) + toMinor(deliverySaved)),
  };
}
