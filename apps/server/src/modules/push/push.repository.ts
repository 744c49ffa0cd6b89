import { ORDER_PUSH_TEXTS, STORE_ORDER_PUSH_TEXTS } from '@storefront/contract';
import { sql, type Kysely } from 'kysely';
import type { Database, NewRow, OrderStatus, Row } from '../../db/database.js';

type Trx = Kysely<Database>;
export type PushRow = Row<'customer_messages'>;

/**
 * Who a push is for: a signed-in customer (every type), a guest (order_status of the guest's orders
 * only), or the staff of a store (its orders' news: order_status, a pending one being a new order).
 */
/**
 * Who a stream is for; a customer's, a store's and the business's name the session (token id) that opened
 * it, and end with it. The business's staff (the dispatch map) get live events only, no kept pushes.
 */
export type Recipient = { kind: 'customer'; id: number; tokenId: number } | { kind: 'guest'; id: string } | { kind: 'store'; id: number; tokenId: number }
  | { kind: 'business'; tokenId: number };

/**
 * The order_status push of an order's new state, for its customer or guest, in one statement inside
 * the transaction that moves it: read from the order so that the road needs nothing more of its callers.
 */
export async function insertOrderStatusPush(trx: Trx, orderId: number, status: OrderStatus, now: string): Promise<void> {
  const title = ORDER_PUSH_TEXTS.title.replace('{id}', String(orderId));
  const data = JSON.stringify({ order_id: orderId, order_status: status });
  await trx.insertInto('customer_messages')
    .columns(['user_id', 'guest_id', 'type', 'title', 'body', 'data', 'created_at'])
    .expression((eb) => eb.selectFrom('orders').where('id', '=', orderId).select([
      'user_id', 'guest_id', sql<string>`cast(${'order_status'} as text)`.as('type'), sql<string>`cast(${title} as text)`.as('title'),
      sql<string>`cast(${ORDER_PUSH_TEXTS.body[status]} as text)`.as('body'), sql<string>`cast(${data} as text)`.as('data'),
      sql<string>`cast(${now} as text)`.as('created_at'),
    ]))
    .execute();
  await insertStoreOrderPush(trx, orderId, status, now);
}

/** The same news for the order's store's staff (none for a parcel, which has no store): a new order when it is pending. */
export async function insertStoreOrderPush(trx: Trx, orderId: number, status: OrderStatus, now: string): Promise<void> {
  const title = (status === 'pending' ? STORE_ORDER_PUSH_TEXTS.new_order : STORE_ORDER_PUSH_TEXTS.title).replace('{id}', String(orderId));
  const data = JSON.stringify({ order_id: orderId, order_status: status });
  await trx.insertInto('customer_messages')
    .columns(['store_id', 'type', 'title', 'body', 'data', 'created_at'])
    .expression((eb) => eb.selectFrom('orders').where('id', '=', orderId).where('store_id', 'is not', null).select([
      'store_id', sql<string>`cast(${'order_status'} as text)`.as('type'), sql<string>`cast(${title} as text)`.as('title'),
      sql<string>`cast(${STORE_ORDER_PUSH_TEXTS.body[status]} as text)`.as('body'), sql<string>`cast(${data} as text)`.as('data'),
      sql<string>`cast(${now} as text)`.as('created_at'),
    ]))
    .execute();
}

export async function insertPush(trx: Trx, row: NewRow<'customer_messages'>): Promise<void> {
  await trx.insertInto('customer_messages').values(row).execute();
}

/** Deletes up to `limit` pushes made before `before`, oldest first; answers how many it deleted. */
export async function prunePushes(db: Trx, before: string, limit: number): Promise<number> {
  const result = await db.deleteFrom('customer_messages')
    .where('id', 'in', (eb) => eb.selectFrom('customer_messages').select('id').where('created_at', '<', before).orderBy('created_at').limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The newest push's id, where a tail starts from: 0 when there is none. */
export async function lastPushId(db: Trx): Promise<number> {
  const row = await db.selectFrom('customer_messages').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Every recipient's pushes after a cursor, oldest first (the primary key's order). */
export function pushesAfter(db: Trx, cursor: number, limit: number): Promise<PushRow[]> {
  return db.selectFrom('customer_messages').selectAll().where('id', '>', cursor).orderBy('id').limit(limit).execute();
}

/** One recipient's pushes after an id and since a time, oldest first: what a reconnecting tab missed. A guest's are order_status only. */
export function recipientPushesAfter(db: Trx, recipient: Recipient, afterId: number, since: string, limit: number): Promise<PushRow[]> {
  if (recipient.kind === 'business') return Promise.resolve([]);
  let q = db.selectFrom('customer_messages').selectAll().where('id', '>', afterId).where('created_at', '>=', since);
  if (recipient.kind === 'customer') q = q.where('user_id', '=', recipient.id);
  else if (recipient.kind === 'store') q = q.where('store_id', '=', recipient.id);
  else q = q.where('guest_id', '=', recipient.id).where('type', '=', 'order_status');
  return q.orderBy('id').limit(limit).execute();
}

/**
 * Takes these pushes to send as Web Push, those of customers with a subscription that no instance took
 * yet: a conditional update, so that of several instances tailing the same rows only one sends each.
 */
export async function claimForWebPush(db: Trx, ids: number[], now: string): Promise<PushRow[]> {
  if (ids.length === 0) return [];
  return db.updateTable('customer_messages').set({ delivered_at: now })
    .where('id', 'in', ids).where('delivered_at', 'is', null)
    .where('user_id', 'in', (eb) => eb.selectFrom('web_push_subscriptions').select('user_id'))
    .returningAll().execute();
}

export function subscriptionsOf(db: Trx, userIds: number[]): Promise<Row<'web_push_subscriptions'>[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('web_push_subscriptions').selectAll().where('user_id', 'in', userIds).orderBy('id').execute();
}

/** Keeps a browser's subscription for this customer; the same endpoint again (a new customer on that browser, new keys) replaces it. */
export async function saveSubscription(db: Trx, row: NewRow<'web_push_subscriptions'>): Promise<void> {
  await db.insertInto('web_push_subscriptions').values(row)
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: row.user_id, p256dh: row.p256dh, auth: row.auth, created_at: row.created_at }))
    .execute();
}

/** Drops a subscription: the customer's own (userId), or any that its push service answered gone (null). */
export async function deleteSubscription(db: Trx, endpoint: string, userId: number | null): Promise<void> {
  let q = db.deleteFrom('web_push_subscriptions').where('endpoint', '=', endpoint);
  if (userId !== null) q = q.where('user_id', '=', userId);
  await q.execute();
}

/** Marks a ticket spent: true for the one caller whose mark it is, false when it was spent already (the primary key decides a race). */
export async function insertSpentTicket(db: Trx, ticketId: string, expiresAt: string): Promise<boolean> {
  const result = await db.insertInto('push_spent_tickets').values({ ticket_id: ticketId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('ticket_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows) === 1;
}

/** Deletes the marks of tickets expired before `now`: an expired ticket is refused whether it was spent or not. Answers how many. */
export async function deleteSpentTickets(db: Trx, now: string): Promise<number> {
  const result = await db.deleteFrom('push_spent_tickets').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
