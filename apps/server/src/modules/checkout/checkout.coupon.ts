import { couponMinimumMet, fillText, ORDER_TEXTS, type Config } from '@storefront/contract';
import { rule } from '../../lib/errors.js';
import { moneyText } from '../../lib/money.js';
import { localDate } from '../../lib/schedule.js';
import type { SignedInCustomer } from '../auth/auth.tokens.js';
import { placedOrderCount } from '../profile/profile.repository.js';
import { couponByCode, type CouponRow, type OrderStoreRow } from './checkout.repository.js';
import type { CheckoutDeps } from './checkout.types.js';

/** A coupon that applies to this order, or the spec's reason it does not; its uses are counted when the order is written. */
export async function applicableCoupon(
  deps: Pick<CheckoutDeps, 'db'>, code: string, customer: SignedInCustomer | null, store: OrderStoreRow, subtotal: number, now: Date, config: Config,
): Promise<CouponRow> {
  const coupon = await couponByCode(deps.db, code);
  if (!coupon || coupon.status !== 1) throw rule(ORDER_TEXTS.coupon_not_found);
  const today = localDate(now, store.time_zone);
  if (coupon.expire_date < today) throw rule(ORDER_TEXTS.coupon_expired);
  if (coupon.start_date > today || coupon.module_id !== store.module_id) throw rule(ORDER_TEXTS.coupon_not_applicable);
  if (coupon.coupon_type === 'store_wise' && coupon.store_id !== store.id) throw rule(ORDER_TEXTS.coupon_not_applicable);
  if (coupon.coupon_type === 'zone_wise' && coupon.zone_id !== null && coupon.zone_id !== store.zone_id) throw rule(ORDER_TEXTS.coupon_not_applicable);
  if (coupon.coupon_type === 'first_order' && (!customer || (await placedOrderCount(deps.db, customer.id)) > 0)) throw rule(ORDER_TEXTS.coupon_first_order);
  if (!couponMinimumMet(coupon, subtotal)) throw rule(fillText(ORDER_TEXTS.coupon_min_purchase, { amount: moneyText(coupon.min_purchase, config) }));
  return coupon;
}
