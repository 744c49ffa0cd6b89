import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/columns.js';

/**
 * Push messages (spec §3 Push message) for a customer, or for a guest (order_status only): the
 * outbox that the push channel tails and delivers from (modules/push).
 */
export interface CustomerMessagesTable {
  id: Generated<number>;
  /** The customer's; null for a guest's push. */
  user_id: number | null;
  /** The guest's (order_status pushes of the guest's orders); null for a customer's push. */
  guest_id: string | null;
  type: 'message' | 'order_status' | 'referral_code';
  title: string;
  body: string;
  data: Generated<Json>;
  created_at: Timestamp;
  /** Set when an instance took the push to send as Web Push, so that only one sends it. */
  delivered_at: Timestamp | null;
}

/** The tables the messages feature owns, by name. */
export interface MessagesTables {
  customer_messages: CustomerMessagesTable;
}
