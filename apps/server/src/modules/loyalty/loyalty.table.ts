import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** The loyalty points ledger: one row per change of a customer's points. */
export interface LoyaltyPointTransactionsTable {
  id: Generated<number>;
  user_id: number;
  /** order_place (earned), order_refund (taken back with a refund), point_to_wallet (converted) or opening_balance. */
  transaction_type: string;
  credit: number;
  debit: number;
  /** The points after this row. */
  balance: number;
  reference: string | null;
  created_at: Timestamp;
}

/** The tables the loyalty feature owns, by name. */
export interface LoyaltyTables {
  loyalty_point_transactions: LoyaltyPointTransactionsTable;
}
