import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, NewRow, RowUpdate } from '../../db/database.js';
import { startingWith } from '../../db/like.js';

type Conn = Kysely<Database>;

export function insertUser(db: Conn, user: NewRow<'users'>) {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function updateCustomer(db: Conn, userId: number, changes: RowUpdate<'users'>) {
  return db.updateTable('users').set(changes).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

/** Another live account that already uses this email or phone. */
export async function takenByOther(db: Conn, userId: number, column: 'email' | 'phone', value: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(column, '=', value).where('id', '!=', userId).executeTakeFirst();
  return row !== undefined;
}

export async function activeCategoryIds(db: Conn, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('categories').select('id').where('id', 'in', ids).where('status', '=', 1).execute();
  return new Set(rows.map((r) => r.id));
}

/** The customer's orders that count as orders: placed, not failed or cancelled. */
export async function placedOrderCount(db: Conn, userId: number): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner', '=', `user:${userId}`).where('order_status', 'not in', ['failed', 'canceled']).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The order takes the new customer's referral discount, unless another order has it: false then, nothing changed. */
export async function takeReferralDiscount(db: Conn, userId: number, orderId: number): Promise<boolean> {
  const r = await db.updateTable('users').set({ referral_discount_order_id: orderId })
    .where('id', '=', userId).where('referral_discount_order_id', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A cancelled order gives the referral discount it took back. */
export async function releaseReferralDiscount(db: Conn, userId: number, orderId: number): Promise<void> {
  await db.updateTable('users').set({ referral_discount_order_id: null }).where('id', '=', userId).where('referral_discount_order_id', '=', orderId).execute();
}

export async function countFailedLogin(db: Conn, userId: number): Promise<void> {
  await db.updateTable('users').set((eb) => ({ failed_logins_since_success: eb('failed_logins_since_success', '+', 1) })).where('id', '=', userId).execute();
}

export async function clearFailedLogins(db: Conn, userId: number): Promise<void> {
  await db.updateTable('users').set({ failed_logins_since_success: 0 }).where('id', '=', userId).execute();
}

/** Blocks (0) or unblocks (1) a customer's account that is not deleted; false when there is none or it already was so. */
export async function setCustomerStatus(trx: Conn, userId: number, status: 0 | 1, now: string): Promise<boolean> {
  const r = await trx.updateTable('users').set({ status, updated_at: now })
    .where('id', '=', userId).where('deleted_at', 'is', null).where('status', '!=', status).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The customers' search: one word, the start of a first or last name, email or phone; two or more, the first name's start then the last name's. */
export function customerSearch(db: Conn, search: string) {
  const words = search.trim().split(/\s+/).filter(Boolean);
  return (eb: ExpressionBuilder<Database, 'users'>) => (words.length > 1
    ? eb.and([startingWith(db, 'f_name', words[0]!), startingWith(db, 'l_name', words.slice(1).join(' '))])
    : eb.or(['f_name', 'l_name', 'email', 'phone'].map((column) => startingWith(db, column, words[0]!))));
}
