import type { Generated } from 'kysely';
import type { Flag, Minor, Timestamp } from '../../db/columns.js';

/** The wallet ledger: one row per change of a wallet balance, written in the transaction that changes it. */
export interface WalletTransactionsTable {
  id: Generated<number>;
  user_id: number;
  /** WALLET_TRANSACTION_TYPES of the contract. */
  transaction_type: string;
  credit: Minor;
  debit: Minor;
  /** The balance after this row. */
  balance: Minor;
  /** What the row is for (order:ID, payment:SESSION, referral:USER...); once per user and type. */
  reference: string | null;
  /** Why a staff member adjusted the wallet (adjustment rows). */
  note: Generated<string | null>;
  created_at: Timestamp;
}

/** An add-fund bonus rule, running between its dates. */
export interface WalletBonusesTable {
  id: Generated<number>;
  title: string;
  description: Generated<string>;
  bonus_type: 'percent' | 'amount';
  /** A percentage, or minor units. */
  bonus_amount: number;
  minimum_add_amount: Minor;
  /** 0 for no cap. */
  maximum_bonus_amount: Minor;
  start_date: string;
  end_date: string;
  status: Flag;
  created_at: Timestamp;
}

/** The tables the wallet feature owns, by name. */
export interface WalletTables {
  wallet_transactions: WalletTransactionsTable;
  wallet_bonuses: WalletBonusesTable;
}
