import type { Cashback, ConsoleCashback, ConsoleCoupon, CouponState, Coupon, Language } from '@storefront/contract';
import type { Row } from '../../db/database.js';
import { translated } from '../../lib/i18n.js';
import { toMajor, toMinor } from '../../lib/money.js';
import { textsOf, withTranslations } from '../../lib/texts.js';
import type { CouponRow } from './offers.repository.js';

/** A coupon as the storefront lists it, its title in the visitor's language (English where it has none). */
export function toCoupon(row: CouponRow, lang: Language): Coupon {
  return {
    id: row.id,
    title: translated(row.translations, lang, 'title', row.title),
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

/** A cashback offer as the storefront shows it, its title in the visitor's language (English where it has none). */
export function toCashback(row: Row<'cashbacks'>, lang: Language): Cashback {
  return {
    id: row.id,
    title: translated(row.translations, lang, 'title', row.title),
    cashback_type: row.cashback_type,
    cashback_amount: row.cashback_type === 'amount' ? toMajor(row.cashback_amount) : row.cashback_amount,
    min_purchase: toMajor(row.min_purchase),
    max_discount: toMajor(row.max_discount),
    start_date: row.start_date,
    end_date: row.end_date,
    same_user_limit: row.same_user_limit,
  };
}

/** What a console save sets of a coupon, compared and audited field by field. */
export type CouponFields = Omit<ConsoleCoupon, 'id' | 'version' | 'uses' | 'state' | 'created_at'>;
export const COUPON_FIELDS: readonly (keyof CouponFields)[] = [
  'title', 'code', 'coupon_type', 'module_id', 'store_id', 'zone_id', 'discount', 'discount_type', 'min_purchase', 'max_discount',
  'limit_per_customer', 'limit_total', 'start_date', 'expire_date', 'on',
];

/** Where a coupon stands on `today` (a day of the business calendar). */
export function couponState(row: Pick<Row<'coupons'>, 'status' | 'start_date' | 'expire_date'>, today: string): CouponState {
  if (row.status !== 1) return 'off';
  if (row.start_date > today) return 'scheduled';
  return row.expire_date < today ? 'expired' : 'running';
}

export function toConsoleCoupon(row: Row<'coupons'>, today: string): ConsoleCoupon {
  return {
    id: row.id, version: row.version, title: textsOf(row.title, row.translations, 'title'), code: row.code, coupon_type: row.coupon_type,
    module_id: row.module_id, store_id: row.store_id, zone_id: row.zone_id,
    discount: row.discount_type === 'amount' ? toMajor(row.discount) : row.discount, discount_type: row.discount_type,
    min_purchase: toMajor(row.min_purchase), max_discount: toMajor(row.max_discount),
    limit_per_customer: row.usage_limit, limit_total: row.total_limit, uses: row.total_uses,
    start_date: row.start_date, expire_date: row.expire_date, on: row.status === 1, state: couponState(row, today), created_at: row.created_at,
  };
}

/** The coupons columns a save sets (uses aside: orders count them). */
export function couponColumns(fields: CouponFields, previousTranslations: string | null) {
  return {
    title: fields.title.en, translations: withTranslations(previousTranslations, { title: fields.title }), code: fields.code,
    coupon_type: fields.coupon_type, module_id: fields.module_id, store_id: fields.store_id, zone_id: fields.zone_id,
    discount: fields.discount_type === 'amount' ? toMinor(fields.discount) : fields.discount, discount_type: fields.discount_type,
    min_purchase: toMinor(fields.min_purchase), max_discount: toMinor(fields.max_discount),
    usage_limit: fields.limit_per_customer, total_limit: fields.limit_total,
    start_date: fields.start_date, expire_date: fields.expire_date, status: fields.on ? 1 : 0,
  };
}

/** What a console save sets of a cashback offer, compared and audited field by field. */
export type CashbackFields = Omit<ConsoleCashback, 'id' | 'version' | 'state' | 'created_at'>;
export const CASHBACK_FIELDS: readonly (keyof CashbackFields)[] = [
  'title', 'cashback_type', 'cashback_amount', 'min_purchase', 'max_discount', 'limit_per_customer', 'start_date', 'end_date', 'on',
];

export function toConsoleCashback(row: Row<'cashbacks'>, today: string): ConsoleCashback {
  return {
    id: row.id, version: row.version, title: textsOf(row.title, row.translations, 'title'), cashback_type: row.cashback_type,
    cashback_amount: row.cashback_type === 'amount' ? toMajor(row.cashback_amount) : row.cashback_amount,
    min_purchase: toMajor(row.min_purchase), max_discount: toMajor(row.max_discount),
    limit_per_customer: row.same_user_limit > 0 ? row.same_user_limit : null, start_date: row.start_date, end_date: row.end_date,
    on: row.status === 1, state: couponState({ status: row.status, start_date: row.start_date, expire_date: row.end_date }, today), created_at: row.created_at,
  };
}

/** The cashbacks columns a save sets; no limit per customer is kept as 0. */
export function cashbackColumns(fields: CashbackFields, previousTranslations: string | null) {
  return {
    title: fields.title.en, translations: withTranslations(previousTranslations, { title: fields.title }), cashback_type: fields.cashback_type,
    cashback_amount: fields.cashback_type === 'amount' ? toMinor(fields.cashback_amount) : fields.cashback_amount,
    min_purchase: toMinor(fields.min_purchase), max_discount: toMinor(fields.max_discount), same_user_limit: fields.limit_per_customer ?? 0,
    start_date: fields.start_date, end_date: fields.end_date, status: fields.on ? 1 : 0,
  };
}
