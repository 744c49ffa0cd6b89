import type { Generated } from 'kysely';
import type { Flag, Json, Minor, Timestamp } from '../../db/columns.js';

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
/** Ways to pay outside the app (a bank transfer, cash at a desk) and the fields the customer fills in for them. */
export interface OfflinePaymentMethodsTable {
  id: Generated<number>;
  method_name: string;
  method_fields: Json;
  method_informations: Json;
  status: Flag;
}

/** A refund paid back through the gateway: one per refund request (unique), with the gateway's id of it. */
export interface PaymentRefundsTable {
  id: Generated<number>;
  order_id: number;
  refund_request_id: number;
  gateway: string;
  amount: Minor;
  currency: string;
  external_id: string | null;
  created_at: Timestamp;
}

export interface PaymentsTables {
  payment_refunds: PaymentRefundsTable;
  offline_payment_methods: OfflinePaymentMethodsTable;
  payment_sessions: PaymentSessionsTable;
}
