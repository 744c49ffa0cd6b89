import { Type, type Static } from 'typebox';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

const DiscountType = Type.Union([Type.Literal('percent'), Type.Literal('amount')]);

/** A coupon; amounts in major units, dates YYYY-MM-DD. */
export const Coupon = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  code: Type.String(),
  coupon_type: Type.Union([Type.Literal('default'), Type.Literal('first_order'), Type.Literal('free_delivery'), Type.Literal('store_wise'), Type.Literal('zone_wise')]),
  discount: Type.Number(),
  discount_type: DiscountType,
  min_purchase: Type.Number(),
  max_discount: Type.Number(),
  limit: Nullable(Type.Integer()),
  start_date: Type.String(),
  expire_date: Type.String(),
  module_id: Type.Integer(),
  store_id: Nullable(Type.Integer()),
  store_name: Nullable(Type.String()),
  zone_id: Nullable(Type.Integer()),
});
export type Coupon = Static<typeof Coupon>;
export const CouponList = Type.Array(Coupon);

/** A cashback offer: a percentage or an amount (major units). */
export const Cashback = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cashback_type: Type.Union([Type.Literal('percentage'), Type.Literal('amount')]),
  cashback_amount: Type.Number(),
  min_purchase: Type.Number(),
  max_discount: Type.Number(),
  start_date: Type.String(),
  end_date: Type.String(),
  same_user_limit: Type.Integer(),
});
export type Cashback = Static<typeof Cashback>;
export const CashbackList = Type.Array(Cashback);

/** POST coupon/apply: a coupon code for the caller's cart of one store (the moduleId header's cart). */
export const CouponApply = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 50 }),
  store_id: Type.Integer({ minimum: 1 }),
  /** A guest's cart. */
  guest_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
}, { additionalProperties: false });
export type CouponApply = Static<typeof CouponApply>;

/** The coupon's terms and what it takes off this cart (major units); a free-delivery coupon takes the delivery fee instead. */
export const CouponApplied = Type.Object({
  code: Type.String(),
  coupon_type: Type.String(),
  discount_type: DiscountType,
  discount: Type.Number(),
  min_purchase: Type.Number(),
  max_discount: Type.Number(),
  coupon_discount: Type.Number(),
});
export type CouponApplied = Static<typeof CouponApplied>;

/** GET getCashback: the running offer that pays the most on an amount, and what it pays (major units); null and 0 when none does. */
export const CashbackOffer = Type.Object({ offer: Type.Union([Cashback, Type.Null()]), cashback: Type.Number() });
export type CashbackOffer = Static<typeof CashbackOffer>;
export const CashbackQuery = Type.Object({ amount: Type.Number({ minimum: 0, maximum: 10_000_000 }) }, { additionalProperties: false });
export type CashbackQuery = Static<typeof CashbackQuery>;

export const MostTips = Type.Object({ most_tips_amount: Type.Number() });
export type MostTips = Static<typeof MostTips>;
