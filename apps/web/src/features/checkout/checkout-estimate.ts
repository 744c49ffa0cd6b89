import { couponDiscount, couponMinimumMet, orderTotal, referralDiscount, toMajor, toMinor, type Config, type Coupon, type OrderTotals } from '@storefront/contract';

/*
 * The page's estimate before the server has priced the order. The arithmetic is the contract's,
 * the very functions the server charges with: amounts go to minor units once, are worked out
 * there, and come back in the major units the API and the page use.
 */

/** What the estimate needs of a line of the order (a SummaryLine): major units, as the API gives them. */
export interface EstimateLine {
  /** After item discounts, with add-ons. */
  total: number;
  discount: number;
}

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

export interface Estimate {
  /** The server's figures from the order preview; otherwise the page's estimate. */
  exact: boolean;
  itemAmount: number;
  discount: number;
  coupon: number;
  /** The new customer's referral discount. */
  referral: number;
  serviceFee: number;
  tips: number;
  /** Exact figures only: what the order will put in the wallet as cashback on delivery. */
  cashback?: number;
  /** Exact figures only: the delivery fee and what it was before free delivery. */
  delivery?: { charge: number; original: number };
  /** Exact figures only. */
  tax?: number;
  /** Exact figures only: the wallet's part of a partial payment. */
  wallet?: number;
  /** An estimate leaves out delivery fee and tax, which only the server knows. */
  total: number;
  saved: number;
}

/** The new customer's discount as the customer's profile gives it: a percentage, or an amount in major units. */
export interface ReferralTerms {
  type: 'percent' | 'amount';
  amount: number;
}

/** The page's summary from the lines' server prices; delivery fee and tax are added when the order is placed. */
export function estimate(lines: readonly EstimateLine[], config: Config | undefined, coupon: number, tips: number, referral?: ReferralTerms | null): Estimate {
  const subtotal = lines.reduce((sum, l) => sum + toMinor(l.total), 0);
  const discount = lines.reduce((sum, l) => sum + toMinor(l.discount), 0);
  const serviceFee = config?.additional_charge_status ? toMinor(config.additional_charge) : 0;
  const off = toMinor(coupon);
  const referralOff = referral ? referralDiscount(subtotal - off, { type: referral.type, amount: referral.type === 'amount' ? toMinor(referral.amount) : referral.amount }) : 0;
  const tip = toMinor(tips);
  return {
    exact: false,
    itemAmount: toMajor(subtotal + discount),
    discount: toMajor(discount),
    coupon: toMajor(off),
    referral: toMajor(referralOff),
    serviceFee: toMajor(serviceFee),
    tips: toMajor(tip),
    total: toMajor(orderTotal({ subtotal, couponDiscount: off, referralDiscount: referralOff, tax: 0, delivery: 0, serviceFee, tips: tip })),
    saved: toMajor(discount + off + referralOff),
  };
}

/** The summary from the server's preview totals, exactly as placing the order would charge them. */
export function exactEstimate(totals: OrderTotals): Estimate {
  const deliverySaved = Math.max(totals.original_delivery_charge - totals.delivery_charge, 0);
  return {
    exact: true,
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
