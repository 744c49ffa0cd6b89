import type { Minor, Timestamp } from '../../db/columns.js';

export interface PaymentSessionsTable {
  id: string;
  order_id: number;
  gateway: string;
  amount: Minor;
  currency: string;
  status: 'open' | 'paid' | 'failed' | 'canceled';
  external_id: string | null;
  return_path: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The tables the payments feature owns, by name. */
export interface PaymentsTables {
  payment_sessions: PaymentSessionsTable;
}
