import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/columns.js';

/** Messages for a customer (spec §3 Push message), kept until the push channel delivers them. */
export interface CustomerMessagesTable {
  id: Generated<number>;
  user_id: number;
  type: 'message' | 'order_status' | 'referral_code';
  title: string;
  body: string;
  data: Generated<Json>;
  created_at: Timestamp;
  delivered_at: Timestamp | null;
}

/** The tables the messages feature owns, by name. */
export interface MessagesTables {
  customer_messages: CustomerMessagesTable;
}
