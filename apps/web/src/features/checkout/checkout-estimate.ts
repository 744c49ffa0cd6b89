import type { Config, Coupon, OrderTotals } from '@storefront/contract';
import type { SummaryLine } from './checkout-order';

/** A coupon's discount on this subtotal, or why it does not apply yet; the server decides at placement. */
export function couponEstimate(coupon: Coupon | undefined, subtotal: number): { discount: number; minPurchase?: number } {
  if (!coupon) return { discount: 0 };
  if (subtotal < coupon.min_purchase) return { discount: 0, minPurchase: coupon.min_purchase };
  if (coupon.coupon_type === 'free_delivery') return { discount: 0 };
  const raw = coupon.discount_type === 'percent' ? (subtotal * coupon.discount) / 100 : coupon.discount;
  const capped = coupon.discount_type === 'percent' && coupon.max_discount > 0 ? Math.min(raw, coupon.max_discount) : raw;
  return { discount: Math.min(capped, subtotal) };
}

export interface Estimate {
  /** The server's figures from the order preview; otherwise the page's estimate. */
  exact: boolean;
  itemAmount: number;
  discount: number;
  coupon: number;
  serviceFee: number;
  tips: number;
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

/** The page's summary from the lines' server prices; delivery fee and tax are added when the order is placed. */
export function estimate(lines: readonly SummaryLine[], config: Config | undefined, coupon: number, tips: number): Estimate {
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
  const discount = lines.reduce((sum, l) => sum + l.discount, 0);
  const serviceFee = config?.additional_charge_status ? config.additional_charge : 0;
  return {
    exact: false,
    itemAmount: subtotal + discount,
    discount,
    coupon,
    serviceFee,
    tips,
    total: Math.max(subtotal - coupon, 0) + serviceFee + tips,
    saved: discount + coupon,
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
    serviceFee: totals.additional_charge,
    tips: totals.dm_tips,
    delivery: { charge: totals.delivery_charge, original: totals.original_delivery_charge },
    tax: totals.tax_amount,
    wallet: totals.wallet_amount,
    total: totals.order_amount,
    saved: totals.item_discount + totals.coupon_discount + deliverySaved,
  };
}
