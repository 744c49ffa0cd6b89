import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/columns.js';

/** A signed-in customer's browser that takes Web Push while no tab is open (the PushSubscription's parts). */
export interface WebPushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Timestamp;
}

/** A push ticket that opened a stream already, kept until it would have expired: the mark when there is no Redis. */
export interface PushSpentTicketsTable {
  /** The ticket's random id (its `j`). */
  ticket_id: string;
  expires_at: Timestamp;
}

/** The tables the push feature owns, by name (the pushes themselves are modules/messages' customer_messages). */
/**
 * Push messages for a customer, or for a guest (order_status only): the
 * outbox that the push channel tails and delivers from (modules/push).
 */
export interface CustomerMessagesTable {
  id: Generated<number>;
  /** The customer's; null for a guest's push. */
  user_id: number | null;
  /** The guest's (order_status pushes of the guest's orders); null for a customer's push. */
  guest_id: string | null;
  /** A store's: for the staff of that store (its orders' news); null for a customer's or guest's push. */
  store_id: Generated<number | null>;
  type: 'message' | 'order_status' | 'referral_code';
  title: string;
  body: string;
  data: Generated<Json>;
  created_at: Timestamp;
  /** Set when an instance took the push to send as Web Push, so that only one sends it. */
  delivered_at: Timestamp | null;
}

export interface PushTables {
  customer_messages: CustomerMessagesTable;
  web_push_subscriptions: WebPushSubscriptionsTable;
  push_spent_tickets: PushSpentTicketsTable;
}
