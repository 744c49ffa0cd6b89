import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

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
export interface PushTables {
  web_push_subscriptions: WebPushSubscriptionsTable;
  push_spent_tickets: PushSpentTicketsTable;
}
