import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { RUNNING_STATUSES } from '@storefront/contract';
import type { Database, NewRow } from '../../db/database.js';
import type { ChatPartyName } from './chat.table.js';

type Trx = Kysely<Database>;
type Joined = ExpressionBuilder<Database & { c: Database['conversations']; s: Database['stores']; p: Database['operators'] }, 'c' | 's' | 'p'>;

/** Whose conversations a list shows: a customer's, or one party's (support: every admin conversation). */
export type ConversationScope = { userId: number } | { partyType: ChatPartyName; partyId: number };

/** A party as stored: the store for vendor, the courier for delivery_man, 0 for support. */
export interface PartyRef {
  type: ChatPartyName;
  id: number;
}

/**
 * Conversations with what both sides show: the party's name and picture (support's come from the
 * settings, so they are left null here), the customer's, the last message, and for a courier whether
 * one of the customer's orders with them is still running (the customer may write).
 */
function conversationRows(db: Trx) {
  return db.selectFrom('conversations as c')
    .leftJoin('stores as s', (j) => j.onRef('s.id', '=', 'c.party_id').on('c.party_type', '=', 'vendor'))
    .leftJoin('operators as p', (j) => j.onRef('p.id', '=', 'c.party_id').on('c.party_type', '=', 'delivery_man'))
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('chat_messages as m', 'm.id', 'c.last_message_id')
    .select([
      'c.id', 'c.user_id', 'c.party_type', 'c.party_id', 'c.customer_unread', 'c.party_unread', 'c.updated_at', 'c.last_message_id',
      's.name as store_name', 's.logo as store_logo', 's.status as store_status',
      'p.f_name as courier_f_name', 'p.l_name as courier_l_name', 'p.image as courier_image',
      'u.f_name as customer_f_name', 'u.l_name as customer_l_name', 'u.image as customer_image',
      'm.id as m_id', 'm.sender_type as m_sender_type', 'm.message as m_message', 'm.images as m_images', 'm.order_id as m_order_id',
      'm.seen as m_seen', 'm.created_at as m_created_at',
    ])
    .select((eb) => runningWithCourier(eb).as('courier_running'));
}

export type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationRows>['executeTakeFirstOrThrow']>>;

/** 1 when the conversation is with a courier who carries one of its customer's running orders. */
function runningWithCourier(eb: Joined) {
  return eb.case()
    .when('c.party_type', '=', 'delivery_man')
    .then(eb.exists(eb.selectFrom('orders as o').select('o.id')
      .whereRef('o.user_id', '=', 'c.user_id').whereRef('o.delivery_man_id', '=', 'c.party_id')
      .where('o.order_status', 'in', [...RUNNING_STATUSES])))
    .else(sql<boolean>`1 = 0`)
    .end();
}

function scoped<T extends { where: (...args: any[]) => T }>(q: T, scope: ConversationScope): T {
  if ('userId' in scope) return q.where('c.user_id', '=', scope.userId);
  return q.where('c.party_type', '=', scope.partyType).where('c.party_id', '=', scope.partyId);
}

/** The party's name as a list is searched by: the store's, the courier's full name, or support's. */
function partyName(eb: Joined, supportName: string) {
  return eb.fn.coalesce('s.name', sql<string>`p.f_name || ' ' || p.l_name`, eb.val(supportName));
}

/** One page of conversations, newest activity first (by their last message), with their count; `name` narrows them by the party's name. */
export async function listConversations(db: Trx, scope: ConversationScope, page: { limit: number; skip: number }, search?: { name: string; supportName: string }) {
  let rows = scoped(conversationRows(db), scope);
  let count = scoped(db.selectFrom('conversations as c')
    .leftJoin('stores as s', (j) => j.onRef('s.id', '=', 'c.party_id').on('c.party_type', '=', 'vendor'))
    .leftJoin('operators as p', (j) => j.onRef('p.id', '=', 'c.party_id').on('c.party_type', '=', 'delivery_man'))
    .select((eb) => eb.fn.countAll<number>().as('n')), scope);
  if (search) {
    const pattern = `%${search.name.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const matches = (eb: Joined) => eb(eb.fn('lower', [partyName(eb, search.supportName)]), 'like', sql<string>`${pattern} escape '\\'`);
    rows = rows.where(matches);
    count = count.where(matches);
  }
  const [list, total] = await Promise.all([
    rows.orderBy('c.last_message_id', 'desc').limit(page.limit).offset(page.skip).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(total.n) };
}

/** Unread messages over every conversation of the scope: the customer's, or the party's. */
export async function unreadTotal(db: Trx, scope: ConversationScope): Promise<number> {
  const column = 'userId' in scope ? 'c.customer_unread' : 'c.party_unread';
  const row = await scoped(db.selectFrom('conversations as c'), scope)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(column), eb.lit(0)).as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function conversationById(db: Trx, id: number) {
  return conversationRows(db).where('c.id', '=', id).executeTakeFirst();
}

export function conversationWith(db: Trx, userId: number, party: PartyRef) {
  return conversationRows(db).where('c.user_id', '=', userId).where('c.party_type', '=', party.type).where('c.party_id', '=', party.id).executeTakeFirst();
}

/** The customer's conversation with the party, made when there is none; concurrent first messages meet on the unique key. */
export async function conversationFor(trx: Trx, userId: number, party: PartyRef, now: string): Promise<number> {
  await trx.insertInto('conversations')
    .values({ user_id: userId, party_type: party.type, party_id: party.id, last_message_id: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'party_type', 'party_id']).doNothing())
    .execute();
  const row = await trx.selectFrom('conversations').select('id')
    .where('user_id', '=', userId).where('party_type', '=', party.type).where('party_id', '=', party.id)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertChatMessage(trx: Trx, row: NewRow<'chat_messages'>): Promise<number> {
  const { id } = await trx.insertInto('chat_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function chatMessageById(db: Trx, id: number) {
  return db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * A new last message: the receiving side's unread count goes up by one. With `ifLastIs`, only while
 * the conversation's last message is still that one (the autopilot's check that nobody came first);
 * answers whether the conversation changed.
 */
export async function noteLastMessage(trx: Trx, id: number, change: { messageId: number; by: 'customer' | 'party'; now: string; ifLastIs?: number }): Promise<boolean> {
  const unread = change.by === 'customer' ? 'party_unread' : 'customer_unread';
  let q = trx.updateTable('conversations')
    // Two messages written at once may commit in the other order than their ids: the higher id stays the last.
    .set((eb) => ({
      last_message_id: sql<number>`case when last_message_id is null or last_message_id < ${change.messageId} then ${change.messageId} else last_message_id end`,
      updated_at: change.now,
      [unread]: eb(unread, '+', 1),
    }))
    .where('id', '=', id);
  if (change.ifLastIs !== undefined) q = q.where('last_message_id', '=', change.ifLastIs);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The reader has seen every message of the other side: their flags and the reader's unread count, in the caller's transaction. */
export async function markSeen(trx: Trx, id: number, reader: 'customer' | 'party', now: string): Promise<void> {
  let seen = trx.updateTable('chat_messages').set({ seen: 1, seen_at: now })
    .where('conversation_id', '=', id).where('seen', '=', 0);
  seen = reader === 'customer' ? seen.where('sender_type', '<>', 'customer') : seen.where('sender_type', '=', 'customer');
  await seen.execute();
  await trx.updateTable('conversations').set(reader === 'customer' ? { customer_unread: 0 } : { party_unread: 0 }).where('id', '=', id).execute();
}

/** One page of a conversation's messages, newest first, and their count. */
export async function messagesOf(db: Trx, conversationId: number, page: { limit: number; skip: number }) {
  const [rows, total] = await Promise.all([
    db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', conversationId)
      .orderBy('id', 'desc').limit(page.limit).offset(page.skip).execute(),
    db.selectFrom('chat_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('conversation_id', '=', conversationId).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export type ChatMessageRow = Awaited<ReturnType<typeof chatMessageById>>;

/** A listed store a customer may write to. */
export function storeParty(db: Trx, storeId: number) {
  return db.selectFrom('stores').select(['id', 'name', 'logo']).where('id', '=', storeId).where('status', '=', 1).executeTakeFirst();
}

/** A courier, with whether they carry (running) or carried (any) one of the customer's orders. */
export function courierParty(db: Trx, courierId: number, userId: number) {
  return db.selectFrom('operators as p')
    .select(['p.id', 'p.f_name', 'p.l_name', 'p.image'])
    .select((eb) => [
      eb.exists(eb.selectFrom('orders as o').select('o.id').where('o.user_id', '=', userId).whereRef('o.delivery_man_id', '=', 'p.id')
        .where('o.order_status', 'in', [...RUNNING_STATUSES])).as('running'),
      eb.exists(eb.selectFrom('orders as o').select('o.id').where('o.user_id', '=', userId).whereRef('o.delivery_man_id', '=', 'p.id')).as('carried'),
    ])
    .where('p.id', '=', courierId).where('p.role', '=', 'courier')
    .executeTakeFirst();
}

export function orderOfCustomer(db: Trx, orderId: number, userId: number) {
  return db.selectFrom('orders').select('id').where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
}
