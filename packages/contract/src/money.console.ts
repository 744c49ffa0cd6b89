import { Type, type Static } from 'typebox';

const Day = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'YYYY-MM-DD' });
const Paging = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
};

/** payment: an online payment that went through (an order's or a wallet top-up); refund: money given back to a wallet; wallet: any other wallet movement. */
export const MONEY_KINDS = ['payment', 'refund', 'wallet'] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];

/** GET console/money/transactions: newest first; from and to (UTC days) both included. */
export const MoneyTransactionQuery = Type.Object({
  kind: Type.Optional(Type.Union([Type.Literal('payment'), Type.Literal('refund'), Type.Literal('wallet')])),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  ...Paging,
});
export type MoneyTransactionQuery = Static<typeof MoneyTransactionQuery>;

export const MoneyTransaction = Type.Object({
  /** p-<payment session> or w-<ledger row>. */
  id: Type.String(),
  kind: Type.Union([Type.Literal('payment'), Type.Literal('refund'), Type.Literal('wallet')]),
  /** The gateway of a payment; the ledger type of a wallet row. */
  type: Type.String(),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  order_id: Type.Union([Type.Integer(), Type.Null()]),
  /** Major units: money in (a payment, a wallet credit) positive, a wallet debit negative. */
  amount: Type.Number(),
  reference: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type MoneyTransaction = Static<typeof MoneyTransaction>;

export const MoneyTransactionPage = Type.Object({ total: Type.Integer(), transactions: Type.Array(MoneyTransaction) });
export type MoneyTransactionPage = Static<typeof MoneyTransactionPage>;

/** GET console/money/stores: each store's statement for the span (days of the business's time zone; the last 30 unless told). */
export const StoreStatementQuery = Type.Object({
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  ...Paging,
});
export type StoreStatementQuery = Static<typeof StoreStatementQuery>;

/** Delivered orders placed in the span: their sales, the business's commission and what the store is owed (major units). */
export const StoreStatement = Type.Object({
  store_id: Type.Integer(),
  name: Type.String(),
  commission_rate: Type.Number(),
  orders: Type.Integer(),
  sales: Type.Number(),
  commission: Type.Number(),
  payout: Type.Number(),
});
export type StoreStatement = Static<typeof StoreStatement>;

export const StoreStatementPage = Type.Object({
  from: Type.String(),
  to: Type.String(),
  total: Type.Integer(),
  /** Largest sales first. */
  stores: Type.Array(StoreStatement),
  totals: Type.Object({ orders: Type.Integer(), sales: Type.Number(), commission: Type.Number(), payout: Type.Number() }),
});
export type StoreStatementPage = Static<typeof StoreStatementPage>;

export const CourierCashQuery = Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })), ...Paging });
export type CourierCashQuery = Static<typeof CourierCashQuery>;

/** Cash a courier took at doors (major units), what they have handed back, and what they still hold. */
export const CourierCash = Type.Object({
  operator_id: Type.Integer(),
  name: Type.String(),
  collected: Type.Number(),
  settled: Type.Number(),
  held: Type.Number(),
  last_settled_at: Type.Union([Type.String(), Type.Null()]),
});
export type CourierCash = Static<typeof CourierCash>;

/** Couriers who hold most first. */
export const CourierCashPage = Type.Object({ total: Type.Integer(), couriers: Type.Array(CourierCash) });
export type CourierCashPage = Static<typeof CourierCashPage>;

export const CourierParams = Type.Object({ operatorId: Type.Integer({ minimum: 1 }) });
export type CourierParams = Static<typeof CourierParams>;

/** Cash handed back by a courier: more than zero and no more than they hold (major units). */
export const CourierSettlementCreate = Type.Object({
  amount: Type.Number({ exclusiveMinimum: 0, maximum: 100_000_000 }),
  note: Type.Optional(Type.String({ maxLength: 500 })),
});
export type CourierSettlementCreate = Static<typeof CourierSettlementCreate>;

export const CourierSettlement = Type.Object({
  id: Type.Integer(),
  operator_id: Type.Integer(),
  amount: Type.Number(),
  note: Type.Union([Type.String(), Type.Null()]),
  settled_by: Type.Integer(),
  created_at: Type.String(),
  /** The courier's figures after it. */
  courier: CourierCash,
});
export type CourierSettlement = Static<typeof CourierSettlement>;

/** GET console/money/couriers/:operatorId/settlements: the cash a courier handed back, newest first. */
export const CourierSettlementQuery = Type.Object({ ...Paging });
export type CourierSettlementQuery = Static<typeof CourierSettlementQuery>;

/** One hand-back of cash (major units), with the staff member who took it. */
export const CourierSettlementRow = Type.Object({
  id: Type.Integer(),
  amount: Type.Number(),
  note: Type.Union([Type.String(), Type.Null()]),
  settled_by: Type.Object({ id: Type.Integer(), name: Type.String() }),
  created_at: Type.String(),
});
export type CourierSettlementRow = Static<typeof CourierSettlementRow>;

export const CourierSettlementPage = Type.Object({ total: Type.Integer(), settlements: Type.Array(CourierSettlementRow) });
export type CourierSettlementPage = Static<typeof CourierSettlementPage>;
