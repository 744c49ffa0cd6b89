import { Type, type Static } from 'typebox';
import { Page, PageQuery } from './common.js';

/**
 * The wallet of a signed-in customer: its ledger, add-fund bonuses and texts. Money in
 * major units as everywhere in the API; the server keeps minor units and a ledger row per change.
 */

/** What a wallet ledger row records. */
export const WALLET_TRANSACTION_TYPES = [
  'order_place', 'order_refund', 'refund', 'add_fund', 'add_fund_bonus', 'loyalty_point', 'referrer', 'cashback', 'opening_balance', 'adjustment',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/** The wallet page's filter, each a family of ledger types. */
export const WALLET_FILTERS = ['all', 'order', 'add_fund', 'loyalty_point', 'referrer', 'cashback', 'refund'] as const;
export type WalletFilter = (typeof WALLET_FILTERS)[number];
export const WALLET_FILTER_TYPES: Readonly<Record<Exclude<WalletFilter, 'all'>, readonly WalletTransactionType[]>> = {
  order: ['order_place'],
  add_fund: ['add_fund', 'add_fund_bonus'],
  loyalty_point: ['loyalty_point'],
  referrer: ['referrer'],
  cashback: ['cashback'],
  refund: ['order_refund', 'refund'],
};

export const WalletTransactionsQuery = Type.Object({
  ...PageQuery.properties,
  type: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('order'), Type.Literal('add_fund'), Type.Literal('loyalty_point'), Type.Literal('referrer'), Type.Literal('cashback'), Type.Literal('refund')])),
}, { additionalProperties: false });
export type WalletTransactionsQuery = Static<typeof WalletTransactionsQuery>;

export const WalletTransaction = Type.Object({
  id: Type.Integer(),
  /** The public id of the row, shown to the customer. */
  transaction_id: Type.String(),
  transaction_type: Type.Union([
    Type.Literal('order_place'), Type.Literal('order_refund'), Type.Literal('refund'), Type.Literal('add_fund'), Type.Literal('add_fund_bonus'),
    Type.Literal('loyalty_point'), Type.Literal('referrer'), Type.Literal('cashback'), Type.Literal('opening_balance'), Type.Literal('adjustment'),
  ]),
  credit: Type.Number(),
  debit: Type.Number(),
  /** The wallet balance after this row. */
  balance: Type.Number(),
  /** What the row is for: an order id for orders, refunds and cashback; the payment for an add-fund. */
  reference: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type WalletTransaction = Static<typeof WalletTransaction>;

export const WalletTransactionList = Page('data', WalletTransaction);
export type WalletTransactionList = Static<typeof WalletTransactionList>;

/** A running add-fund bonus rule: adding at least minimum_add_amount earns bonus_amount (percent or amount), at most maximum_bonus_amount. */
export const WalletBonus = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  bonus_type: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
  bonus_amount: Type.Number(),
  minimum_add_amount: Type.Number(),
  /** 0: no cap. */
  maximum_bonus_amount: Type.Number(),
  start_date: Type.String(),
  end_date: Type.String(),
});
export type WalletBonus = Static<typeof WalletBonus>;
export const WalletBonusList = Type.Array(WalletBonus);
export type WalletBonusList = Static<typeof WalletBonusList>;

export const ADD_FUND_LIMITS = { min: 1, max: 100_000 } as const;

export const WalletAddFund = Type.Object({
  /** Major units. */
  amount: Type.Number({ minimum: ADD_FUND_LIMITS.min, maximum: ADD_FUND_LIMITS.max }),
  /** 'digital_payment', or the name of the active payment gateway (`gateway` in config active_payment_method_list), as the public client sends it. */
  payment_method: Type.String({ minLength: 1, maxLength: 50 }),
  /** Where the browser comes back to (a path of this site), with flag=success|fail|cancel. */
  payment_return_path: Type.Optional(Type.String({ maxLength: 500 })),
}, { additionalProperties: false });
export type WalletAddFund = Static<typeof WalletAddFund>;

export const WalletAddFundStarted = Type.Object({ redirect_link: Type.String() });
export type WalletAddFundStarted = Static<typeof WalletAddFundStarted>;

export const WALLET_TEXTS = {
  point_transferred: 'Point to wallet transfer successfully.',
  /** {point}: the minimum. */
  point_minimum: 'You have to transfer at least {point} points.',
  point_insufficient: 'You do not have enough points.',
  point_too_small: 'These points are worth less than the smallest amount of money.',
  wallet_off: 'The wallet is not available.',
  add_fund_off: 'Adding fund to the wallet is not available.',
  loyalty_off: 'Loyalty points are not available.',
  referral_off: 'Referral earning is not available.',
  add_fund_unavailable: 'Payment could not be started. Please try again later.',
  /** {methods}: what is taken. */
  add_fund_method_unknown: 'This payment method is not available. Choose one of: {methods}.',
  login_needed: 'You must be login to access this page.',
} as const;
