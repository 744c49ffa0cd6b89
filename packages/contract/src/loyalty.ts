import { Type, type Static } from 'typebox';
import { Page } from './common.js';

/** Loyalty points of a signed-in customer: earned with delivered orders, turned into wallet money. */

export const LOYALTY_TRANSACTION_TYPES = ['order_place', 'order_refund', 'point_to_wallet', 'opening_balance'] as const;
export type LoyaltyTransactionType = (typeof LOYALTY_TRANSACTION_TYPES)[number];

export const LoyaltyTransaction = Type.Object({
  id: Type.Integer(),
  transaction_id: Type.String(),
  transaction_type: Type.Union([Type.Literal('order_place'), Type.Literal('order_refund'), Type.Literal('point_to_wallet'), Type.Literal('opening_balance')]),
  /** Points earned (credit) or spent (debit). */
  credit: Type.Integer(),
  debit: Type.Integer(),
  /** The points after this row. */
  balance: Type.Integer(),
  reference: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
export type LoyaltyTransaction = Static<typeof LoyaltyTransaction>;

export const LoyaltyTransactionList = Page('data', LoyaltyTransaction);
export type LoyaltyTransactionList = Static<typeof LoyaltyTransactionList>;

export const PointTransfer = Type.Object({ point: Type.Integer({ minimum: 1, maximum: 100_000_000 }) }, { additionalProperties: false });
export type PointTransfer = Static<typeof PointTransfer>;

export const PointTransferred = Type.Object({
  message: Type.String(),
  /** Major units. */
  wallet_balance: Type.Number(),
  loyalty_point: Type.Integer(),
});
export type PointTransferred = Static<typeof PointTransferred>;
