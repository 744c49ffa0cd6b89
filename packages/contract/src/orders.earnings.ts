import { Type, type Static } from 'typebox';

/** The longest span the earnings page answers for, and the one it shows unless told. */
export const MAX_EARNINGS_DAYS = 366;
export const DEFAULT_EARNINGS_DAYS = 30;

const Day = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD, in the store\'s time zone' });

/** GET console/stores/:storeId/earnings: from and to are both included; the last 30 days up to today unless told. */
export const EarningsQuery = Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day) }, { additionalProperties: false });
export type EarningsQuery = Static<typeof EarningsQuery>;

/** Delivered orders of a day (or of the span): how many, their amount, the business's commission and what the store keeps; money in major units. */
export const EarningsFigures = Type.Object({
  orders: Type.Integer(),
  amount: Type.Number(),
  commission: Type.Number(),
  net: Type.Number(),
});
export type EarningsFigures = Static<typeof EarningsFigures>;

export const EarningsDay = Type.Object({ date: Type.String(), ...EarningsFigures.properties });
export type EarningsDay = Static<typeof EarningsDay>;

export const StoreEarnings = Type.Object({
  from: Type.String(),
  to: Type.String(),
  time_zone: Type.String(),
  /** The business's share of an order's amount, in percent. */
  commission_rate: Type.Number(),
  /** Every day of the span, oldest first; a day without delivered orders has zeros. */
  days: Type.Array(EarningsDay),
  totals: EarningsFigures,
});
export type StoreEarnings = Static<typeof StoreEarnings>;
