import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

type Trx = Kysely<Database>;

/** One wished thing: an item or a store. */
export type Target = { kind: 'item'; id: number } | { kind: 'store'; id: number };

/** Which zones (null: all of them) and module (null: any) a wishlist is shown for. */
export interface WishlistScope {
  zoneIds: number[] | null;
  moduleId: number | null;
}

/** The newest-first cap of each list: the wishlist has no pages, so a hoarder's answer stays bounded. */
export const WISHLIST_CAP = 500;

/** An item a customer may wish for: shown (status 1) in a shown store. */
export async function activeItem(db: Trx, itemId: number): Promise<boolean> {
  const row = await db.selectFrom('items as i').innerJoin('stores as s', 's.id', 'i.store_id').select('i.id')
    .where('i.id', '=', itemId).where('i.status', '=', 1).where('s.status', '=', 1).where('s.module_live', '=', 1).executeTakeFirst();
  return row !== undefined;
}

export async function activeStore(db: Trx, storeId: number): Promise<boolean> {
  const row = await db.selectFrom('stores').select('id').where('id', '=', storeId).where('status', '=', 1).where('module_live', '=', 1).executeTakeFirst();
  return row !== undefined;
}

/** Keeps the target once; answers whether a row was written (false: it was kept already). */
export async function insertWish(trx: Trx, userId: number, target: Target, now: string): Promise<boolean> {
  const values = target.kind === 'item'
    ? { user_id: userId, item_id: target.id, store_id: null, created_at: now }
    : { user_id: userId, item_id: null, store_id: target.id, created_at: now };
  const column = target.kind === 'item' ? 'item_id' : 'store_id';
  const row = await trx.insertInto('wishlists').values(values)
    .onConflict((oc) => oc.columns(['user_id', column]).doNothing())
    .returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Forgets the target; answers whether a row was there to delete. */
export async function deleteWish(trx: Trx, userId: number, target: Target): Promise<boolean> {
  const r = await trx.deleteFrom('wishlists').where('user_id', '=', userId)
    .where(target.kind === 'item' ? 'item_id' : 'store_id', '=', target.id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Moves the item's count of wishers by `delta` (the caller wrote or deleted that row); answers the count after. */
export async function shiftWishlistCount(trx: Trx, itemId: number, delta: 1 | -1): Promise<number> {
  const row = await trx.updateTable('items').set((eb) => ({ wishlist_count: eb('wishlist_count', '+', delta) }))
    .where('id', '=', itemId).returning('wishlist_count').executeTakeFirstOrThrow();
  return row.wishlist_count;
}

export async function wishlistCount(db: Trx, itemId: number): Promise<number> {
  const row = await db.selectFrom('items').select('wishlist_count').where('id', '=', itemId).executeTakeFirst();
  return row?.wishlist_count ?? 0;
}

/**
 * The customer's newest wished targets of a kind, at most WISHLIST_CAP: read first by the customer's
 * own index, so that the planner never walks a zone's whole catalogue looking for them.
 */
export async function newestWished(db: Db, userId: number, column: 'item_id' | 'store_id'): Promise<number[]> {
  const rows = (await (column === 'item_id' ? newestItems : newestStores)(db, userId)).rows;
  return rows.map((r) => (r as Record<typeof column, number>)[column]);
}
const newestOf = (column: 'item_id' | 'store_id') => prepared((db, userId: number) => db.selectFrom('wishlists').select(column)
  .where('user_id', '=', userId).where(column, 'is not', null).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(WISHLIST_CAP));
const newestItems = newestOf('item_id');
const newestStores = newestOf('store_id');

/** Keeps the ids the query found, in the order they were wished. */
const inOrder = (ids: readonly number[], found: readonly { id: number }[]) => {
  const shown = new Set(found.map((r) => r.id));
  return ids.filter((id) => shown.has(id));
};

/** Of these wished items, those shown in the scope, in the same order. */
export async function shownItemIds(db: Db, ids: readonly number[], scope: WishlistScope): Promise<number[]> {
  if (ids.length === 0) return [];
  let q = db.selectFrom('items as i').innerJoin('stores as s', 's.id', 'i.store_id').select('i.id')
    .where('i.id', 'in', [...ids]).where('i.status', '=', 1).where('s.status', '=', 1).where('s.module_live', '=', 1);
  if (scope.zoneIds) q = q.where('i.zone_id', 'in', scope.zoneIds);
  if (scope.moduleId !== null) q = q.where('i.module_id', '=', scope.moduleId);
  return inOrder(ids, await q.execute());
}

/** Of these wished stores, those shown in the scope, in the same order. */
export async function shownStoreIds(db: Db, ids: readonly number[], scope: WishlistScope): Promise<number[]> {
  if (ids.length === 0) return [];
  let q = db.selectFrom('stores as s').select('s.id').where('s.id', 'in', [...ids]).where('s.status', '=', 1).where('s.module_live', '=', 1);
  if (scope.zoneIds) q = q.where('s.zone_id', 'in', scope.zoneIds);
  if (scope.moduleId !== null) q = q.where('s.module_id', '=', scope.moduleId);
  return inOrder(ids, await q.execute());
}
