import type { Generated } from 'kysely';
import type { Minor, Timestamp } from '../../db/columns.js';

export interface PaymentSessionsTable {
  id: string;
  /** The order it pays; null when it adds fund to a wallet. */
  order_id: number | null;
  gateway: string;
  amount: Minor;
  currency: string;
  status: 'open' | 'paid' | 'failed' | 'canceled';
  external_id: string | null;
  return_path: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  purpose: Generated<'order' | 'add_fund'>;
  /** The customer whose wallet an add-fund attempt credits. */
  user_id: Generated<number | null>;
}

/** The tables the payments feature owns, by name. */
export interface PaymentsTables {
  payment_sessions: PaymentSessionsTable;
}
