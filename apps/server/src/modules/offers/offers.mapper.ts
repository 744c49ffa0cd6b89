import type { Cashback, Coupon } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { toMajor } from '../../lib/money.js';
import type { CouponRow } from './offers.repository.js';

export function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    title: row.title,
    code: row.code,
    coupon_type: row.coupon_type,
    discount: row.discount_type === 'amount' ? toMajor(row.discount) : row.discount,
    discount_type: row.discount_type,
    min_purchase: toMajor(row.min_purchase),
    max_discount: toMajor(row.max_discount),
    limit: row.usage_limit,
    start_date: row.start_date,
    expire_date: row.expire_date,
    module_id: row.module_id,
    store_id: row.store_id,
    store_name: row.store_name,
    zone_id: row.zone_id,
  };
}

export function toCashback(row: Row<'cashbacks'>): Cashback {
  return {
    id: row.id,
    title: row.title,
    cashback_type: row.cashback_type,
    cashback_amount: row.cashback_type === 'amount' ? toMajor(row.cashback_amount) : row.cashback_amount,
    min_purchase: toMajor(row.min_purchase),
    max_discount: toMajor(row.max_discount),
    start_date: row.start_date,
    end_date: row.end_date,
    same_user_limit: row.same_user_limit,
  };
}
