import { Type, type Static } from 'typebox';
import { OrNull, Texts, TextsInput } from './common.js';
import { ErrorItem } from './errors.js';

/** The longest coupon title in any language, and a code's form: letters, digits, dash and underscore. */
export const COUPON_TITLE_MAX = 120;
export const COUPON_CODE_PATTERN = '^[A-Za-z0-9_-]{3,30}$';
/** The highest amount a coupon may take off, ask as a minimum or cap, in major units. */
export const COUPON_AMOUNT_MAX = 1_000_000;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'a day of the business calendar, YYYY-MM-DD' });
const Amount = Type.Number({ minimum: 0, maximum: COUPON_AMOUNT_MAX });
/** A limit of uses, one or more; null for none. */
const Limit = OrNull(Type.Integer({ minimum: 1, maximum: 1_000_000 }));

/**
 * What a coupon is for: default (any order of its module), first_order (a customer's first), free_delivery
 * (the delivery fee instead of a discount), store_wise (one store's orders), zone_wise (orders from stores of one zone).
 */
export const CouponType = Type.Union([
  Type.Literal('default'), Type.Literal('first_order'), Type.Literal('free_delivery'), Type.Literal('store_wise'), Type.Literal('zone_wise'),
]);
export type CouponType = Static<typeof CouponType>;

/** Where a coupon stands today: off, not started yet, running, or past its last day. */
export const CouponState = Type.Union([Type.Literal('off'), Type.Literal('scheduled'), Type.Literal('running'), Type.Literal('expired')]);
export type CouponState = Static<typeof CouponState>;

/** A coupon as the console edits it; amounts in major units, dates inclusive days of the business calendar. */
export const ConsoleCoupon = Type.Object({
  id: Type.Integer(),
  /** Named by every save: a save of an older version is refused (409). */
  version: Type.Integer(),
  title: Texts,
  /** What customers type; unique whatever its case. */
  code: Type.String(),
  coupon_type: CouponType,
  module_id: Type.Integer(),
  /** store_wise: the store it is for; null otherwise. */
  store_id: Nullable(Type.Integer()),
  /** zone_wise: the zone it is for (null: every zone); null otherwise. */
  zone_id: Nullable(Type.Integer()),
  /** A percentage for percent, an amount for amount; 0 for free_delivery. */
  discount: Type.Number(),
  discount_type: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
  min_purchase: Type.Number(),
  /** The most a percent coupon takes off; 0 for no cap. */
  max_discount: Type.Number(),
  /** Uses per customer (or guest); null for no limit. */
  limit_per_customer: Nullable(Type.Integer()),
  /** Uses in all; null for no limit. */
  limit_total: Nullable(Type.Integer()),
  /** Uses so far, orders cancelled since given back. */
  uses: Type.Integer(),
  start_date: Type.String(),
  expire_date: Type.String(),
  on: Type.Boolean(),
  state: CouponState,
  created_at: Type.String(),
});
export type ConsoleCoupon = Static<typeof ConsoleCoupon>;

export const ConsoleCouponPage = Type.Object({ total: Type.Integer(), coupons: Type.Array(ConsoleCoupon) });
export type ConsoleCouponPage = Static<typeof ConsoleCouponPage>;

export const ConsoleCouponQuery = Type.Object({
  module_id: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Part of the code or the English title. */
  search: Type.Optional(Type.String({ maxLength: 60 })),
  state: Type.Optional(CouponState),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type ConsoleCouponQuery = Static<typeof ConsoleCouponQuery>;

const couponFields = {
  title: TextsInput(COUPON_TITLE_MAX),
  code: Type.String({ pattern: COUPON_CODE_PATTERN }),
  coupon_type: CouponType,
  module_id: Type.Integer({ minimum: 1 }),
  store_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  zone_id: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  discount: Type.Optional(Amount),
  discount_type: Type.Optional(Type.Union([Type.Literal('percent'), Type.Literal('amount')])),
  min_purchase: Type.Optional(Amount),
  max_discount: Type.Optional(Amount),
  limit_per_customer: Type.Optional(Limit),
  limit_total: Type.Optional(Limit),
  start_date: Day,
  expire_date: Day,
  on: Type.Optional(Type.Boolean()),
};

/** A new coupon. */
export const ConsoleCouponCreate = Type.Object(couponFields);
export type ConsoleCouponCreate = Static<typeof ConsoleCouponCreate>;

/** A save: the version read, and the fields to change (those left out stay). */
export const ConsoleCouponUpdate = Type.Interface([Type.Partial(ConsoleCouponCreate)], { version: Type.Integer({ minimum: 1 }) });
export type ConsoleCouponUpdate = Static<typeof ConsoleCouponUpdate>;

export const CouponParams = Type.Object({ couponId: Type.Integer({ minimum: 1 }) });
export type CouponParams = Static<typeof CouponParams>;

/** A refused save (409): the coupon as it is now and the fields changed since the version the save named. */
export const ConsoleCouponConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleCoupon, changed: Type.Array(Type.String()) });
export type ConsoleCouponConflict = Static<typeof ConsoleCouponConflict>;

/** The longest cashback title in any language. */
export const CASHBACK_TITLE_MAX = 120;

/** A cashback offer as the console edits it: money in major units, days inclusive of the business calendar. */
export const ConsoleCashback = Type.Object({
  id: Type.Integer(),
  /** Named by every save: a save of an older version is refused (409). */
  version: Type.Integer(),
  title: Texts,
  cashback_type: Type.Union([Type.Literal('percentage'), Type.Literal('amount')]),
  /** A percentage for percentage, an amount for amount: what a delivered order pays into the customer's wallet. */
  cashback_amount: Type.Number(),
  /** The order amount (before delivery) an order must reach to earn it. */
  min_purchase: Type.Number(),
  /** The most a percentage offer pays; 0 for no cap (always 0 for amount). */
  max_discount: Type.Number(),
  /** Orders per customer that earn it; null for no limit. */
  limit_per_customer: Nullable(Type.Integer()),
  start_date: Type.String(),
  end_date: Type.String(),
  on: Type.Boolean(),
  /** Where it stands today, by the coupons' rule. */
  state: CouponState,
  created_at: Type.String(),
});
export type ConsoleCashback = Static<typeof ConsoleCashback>;

export const ConsoleCashbackPage = Type.Object({ total: Type.Integer(), cashbacks: Type.Array(ConsoleCashback) });
export type ConsoleCashbackPage = Static<typeof ConsoleCashbackPage>;

export const ConsoleCashbackQuery = Type.Object({
  /** Part of the title, in any language. */
  search: Type.Optional(Type.String({ maxLength: 60 })),
  state: Type.Optional(CouponState),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});
export type ConsoleCashbackQuery = Static<typeof ConsoleCashbackQuery>;

const cashbackFields = {
  title: TextsInput(CASHBACK_TITLE_MAX),
  cashback_type: Type.Union([Type.Literal('percentage'), Type.Literal('amount')]),
  cashback_amount: Type.Number({ exclusiveMinimum: 0, maximum: COUPON_AMOUNT_MAX }),
  min_purchase: Type.Optional(Amount),
  max_discount: Type.Optional(Amount),
  limit_per_customer: Type.Optional(Limit),
  start_date: Day,
  end_date: Day,
  on: Type.Optional(Type.Boolean()),
};

/** A new cashback offer. */
export const ConsoleCashbackCreate = Type.Object(cashbackFields);
export type ConsoleCashbackCreate = Static<typeof ConsoleCashbackCreate>;

/** A save: the version read, and the fields to change (those left out stay). */
export const ConsoleCashbackUpdate = Type.Interface([Type.Partial(ConsoleCashbackCreate)], { version: Type.Integer({ minimum: 1 }) });
export type ConsoleCashbackUpdate = Static<typeof ConsoleCashbackUpdate>;

export const CashbackParams = Type.Object({ cashbackId: Type.Integer({ minimum: 1 }) });
export type CashbackParams = Static<typeof CashbackParams>;

/** A refused save (409): the offer as it is now and the fields changed since the version the save named. */
export const ConsoleCashbackConflict = Type.Object({ errors: Type.Array(ErrorItem), current: ConsoleCashback, changed: Type.Array(Type.String()) });
export type ConsoleCashbackConflict = Static<typeof ConsoleCashbackConflict>;
