import { couponMinimumMet, fillText, ORDER_TEXTS, type Config, type CouponRefusal } from '@storefront/contract';
import { rule } from '../../lib/errors.js';
import { moneyText } from '../../lib/money.js';
import { localDate } from '../../lib/schedule.js';
import type { SignedInCustomer } from '../auth/auth.tokens.js';
import { placedOrderCount } from '../profile/profile.repository.js';
import { couponByCode, type CouponRow, type OrderStoreRow } from './checkout.repository.js';
import type { CheckoutDeps } from './checkout.types.js';

/** A coupon refusal: business_rule, with the refusal's own detail code (COUPON_REFUSALS) for clients to tell them apart. */
export const couponRefused = (message: string, code: CouponRefusal) => rule(message, code);

/** A coupon that applies to this order, or the spec's reason it does not; its uses are counted when the order is written. */
export async function applicableCoupon(
  deps: Pick<CheckoutDeps, 'db'>, code: string, customer: SignedInCustomer | null, store: OrderStoreRow, subtotal: number, now: Date, config: Config,
): Promise<CouponRow> {
  const coupon = await couponByCode(deps.db, code);
  if (!coupon || coupon.status !== 1) throw couponRefused(ORDER_TEXTS.coupon_not_found, 'coupon_not_found');
  const today = localDate(now, store.time_zone);
  if (coupon.expire_date < today) throw couponRefused(ORDER_TEXTS.coupon_expired, 'coupon_expired');
  if (coupon.start_date > today) throw couponRefused(ORDER_TEXTS.coupon_not_applicable, 'coupon_not_started');
  if (coupon.module_id !== store.module_id) throw couponRefused(ORDER_TEXTS.coupon_not_applicable, 'coupon_module');
  if (coupon.coupon_type === 'store_wise' && coupon.store_id !== store.id) throw couponRefused(ORDER_TEXTS.coupon_not_applicable, 'coupon_store');
  if (coupon.coupon_type === 'zone_wise' && coupon.zone_id !== null && coupon.zone_id !== store.zone_id) throw couponRefused(ORDER_TEXTS.coupon_not_applicable, 'coupon_zone');
  if (coupon.coupon_type === 'first_order' && (!customer || (await placedOrderCount(deps.db, customer.id)) > 0)) {
    throw couponRefused(ORDER_TEXTS.coupon_first_order, 'coupon_first_order');
  }
  if (!couponMinimumMet(coupon, subtotal)) {
    throw couponRefused(fillText(ORDER_TEXTS.coupon_min_purchase, { amount: moneyText(coupon.min_purchase, config) }), 'coupon_min_purchase');
  }
  return coupon;
}
