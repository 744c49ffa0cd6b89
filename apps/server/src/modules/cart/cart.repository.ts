import { sql, type Kysely } from 'kysely';
import type { Database, Row } from '../../db/database.js';
import { byIds, prepared } from '../../db/prepared.js';
import { ownerKey, type CartOwner } from './cart.owner.js';

type Trx = Kysely<Database>;

const cartsOfOwner = prepared((db, owner: string, moduleId: number | null) => {
  let q = db.selectFrom('carts').selectAll().where('owner', '=', owner);
  if (moduleId !== null) q = q.where('module_id', '=', moduleId);
  return q.orderBy('id');
});

/** The owner's carts: of one module, or every one without it. */
export async function cartsOf(db: Trx, owner: CartOwner, moduleId: number | null) {
  return (await cartsOfOwner(db, ownerKey(owner), moduleId)).rows;
}

/**
 * The lines of the owner's cart in a module, in one statement: checkout reads them as they are to order
 * them. A cart without lines has nothing to order (an owner has one cart per module).
 */
export const linesOfOwner = prepared((db, owner: string, moduleId: number) => db
  .selectFrom('cart_items as l')
  .innerJoin('carts as c', 'c.id', 'l.cart_id')
  .selectAll('l')
  .where('c.owner', '=', owner)
  .where('c.module_id', '=', moduleId)
  .orderBy('l.id'));

/**
 * The owner's cart in a module, created for `storeId` when there is none, in one statement: the
 * conflict's update changes nothing but locks the row on PostgreSQL for the rest of the
 * transaction, so that two adds to one cart take turns (SQLite's writer lock already makes them).
 */
export async function lockCart(trx: Trx, owner: CartOwner, moduleId: number, storeId: number, now: string): Promise<Row<'carts'>> {
  const [cart] = (await cartFoundOrCreated(trx, owner.userId, owner.guestId, ownerKey(owner), moduleId, storeId, now)).rows;
  if (!cart) throw new Error('the cart upsert returned no row');
  return cart;
}

// The add path's statements are compiled once (see prepared): Kysely's building costs more than SQLite's writes by key.
const cartFoundOrCreated = prepared((trx, userId: number | null, guestId: string | null, owner: string, moduleId: number, storeId: number, now: string) => trx
  .insertInto('carts')
  .values({ user_id: userId, guest_id: guestId, owner, module_id: moduleId, store_id: storeId, created_at: now, updated_at: now })
  .onConflict((oc) => oc.columns(['owner', 'module_id']).doUpdateSet({ updated_at: sql<string>`carts.updated_at` }))
  .returningAll());

export function moveCart(trx: Trx, cartId: number, changes: Partial<Pick<Row<'carts'>, 'store_id' | 'owner' | 'user_id' | 'guest_id' | 'updated_at'>>) {
  return trx.updateTable('carts').set(changes).where('id', '=', cartId).execute();
}

const cartsDeleted = prepared((trx, ids: readonly number[]) => trx.deleteFrom('carts').where('id', 'in', [...ids]));

/** Deletes the carts, and their lines with them. */
export async function deleteCarts(trx: Trx, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await cartsDeleted(trx, ids);
}

export const linesOf = byIds((db, cartIds) => db.selectFrom('cart_items').selectAll().where('cart_id', 'in', [...cartIds]).orderBy('id'));

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
export async function upsertLine(trx: Trx, line: NewLine, now: string) {
  const [saved] = (await lineAddedOrSummed(trx, line.cart_id, line.item_id, line.line_key, line.quantity, line.variation, line.add_ons, now)).rows;
  if (!saved) throw new Error('the cart line upsert returned no row');
  return saved;
}

const lineAddedOrSummed = prepared((trx, cartId: number, itemId: number, lineKey: string, quantity: number, variation: string, addOns: string, now: string) => trx
  .insertInto('cart_items')
  .values({ cart_id: cartId, item_id: itemId, line_key: lineKey, quantity, variation, add_ons: addOns, created_at: now, updated_at: now })
  .onConflict((oc) => oc.columns(['cart_id', 'line_key']).doUpdateSet({
    quantity: sql<number>`cart_items.quantity + excluded.quantity`,
    updated_at: now,
  }))
  .returningAll());

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
