import { sql, type Kysely } from 'kysely';
import type { Database, Row } from '../../db/database.js';
import { ownerKey, type CartOwner } from './cart.owner.js';

type Trx = Kysely<Database>;

export function guestExists(db: Trx, guestId: string) {
  return db.selectFrom('guests').select('id').where('id', '=', guestId).executeTakeFirst();
}

export function cartsOf(db: Trx, owner: CartOwner, moduleId: number | null) {
  let q = db.selectFrom('carts').selectAll().where('owner', '=', ownerKey(owner));
  if (moduleId !== null) q = q.where('module_id', '=', moduleId);
  return q.orderBy('id').execute();
}

/**
 * The owner's cart in a module, created for `storeId` when there is none, in one statement: the
 * conflict's update changes nothing but locks the row on PostgreSQL for the rest of the
 * transaction, so that two adds to one cart take turns (SQLite's writer lock already makes them).
 */
export function lockCart(trx: Trx, owner: CartOwner, moduleId: number, storeId: number, now: string): Promise<Row<'carts'>> {
  return trx
    .insertInto('carts')
    .values({ user_id: owner.userId, guest_id: owner.guestId, owner: ownerKey(owner), module_id: moduleId, store_id: storeId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['owner', 'module_id']).doUpdateSet({ updated_at: sql<string>`carts.updated_at` }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function moveCart(trx: Trx, cartId: number, changes: Partial<Pick<Row<'carts'>, 'store_id' | 'owner' | 'user_id' | 'guest_id' | 'updated_at'>>) {
  return trx.updateTable('carts').set(changes).where('id', '=', cartId).execute();
}

export function deleteCarts(trx: Trx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve();
  return trx.deleteFrom('carts').where('id', 'in', [...ids]).execute().then(() => undefined);
}

export function linesOf(db: Trx, cartIds: readonly number[]) {
  if (cartIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('cart_items').selectAll().where('cart_id', 'in', [...cartIds]).orderBy('id').execute();
}

/** A line of one of the owner's carts; another owner's line is not found. */
export function findOwnLine(db: Trx, owner: CartOwner, lineId: number) {
  return db
    .selectFrom('cart_items as l')
    .innerJoin('carts as c', 'c.id', 'l.cart_id')
    .selectAll('l')
    .select(['c.module_id', 'c.store_id'])
    .where('l.id', '=', lineId)
    .where('c.owner', '=', ownerKey(owner))
    .executeTakeFirst();
}

export interface NewLine {
  cart_id: number;
  item_id: number;
  line_key: string;
  quantity: number;
  variation: string;
  add_ons: string;
}

/** Adds the line, or adds its quantity to the same line already there (atomically, through the unique index); the line as stored. */
export function upsertLine(trx: Trx, line: NewLine, now: string) {
  return trx
    .insertInto('cart_items')
    .values({ ...line, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['cart_id', 'line_key']).doUpdateSet({
      quantity: sql<number>`cart_items.quantity + excluded.quantity`,
      updated_at: now,
    }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function setLine(trx: Trx, lineId: number, changes: Pick<NewLine, 'line_key' | 'quantity' | 'variation' | 'add_ons'>, now: string) {
  return trx.updateTable('cart_items').set({ ...changes, updated_at: now }).where('id', '=', lineId).execute();
}

export async function deleteLine(trx: Trx, lineId: number): Promise<void> {
  await trx.deleteFrom('cart_items').where('id', '=', lineId).execute();
}

/** Carts left without lines go, so that the next item may come from any store. */
export async function dropEmptyCarts(trx: Trx, cartIds: readonly number[]): Promise<void> {
  if (cartIds.length === 0) return;
  await trx
    .deleteFrom('carts')
    .where('id', 'in', [...cartIds])
    .where((eb) => eb.not(eb.exists(eb.selectFrom('cart_items').select('id').whereRef('cart_items.cart_id', '=', 'carts.id'))))
    .execute();
}
