import type { Kysely } from 'kysely';
import type { Database, NewRow, OrderStatus } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';

type Trx = Kysely<Database>;

/** What the review rules need of an order. */
export function orderForReview(db: Trx, orderId: number) {
  return db.selectFrom('orders').select(['id', 'user_id', 'order_status', 'delivery_man_id']).where('id', '=', orderId).executeTakeFirst();
}

export type ReviewedOrder = NonNullable<Awaited<ReturnType<typeof orderForReview>>>;

/**
 * The customer's latest order that reached them (by orders_user), and whether they turned its rate
 * prompt down: the prompt only ever offers this one.
 */
export function latestReceivedOrder(db: Trx, userId: number, statuses: readonly OrderStatus[]) {
  return db.selectFrom('orders as o')
    .leftJoin('review_dismissals as x', 'x.order_id', 'o.id')
    .select(['o.id', 'o.order_status', 'x.order_id as dismissed'])
    .where('o.user_id', '=', userId).where('o.order_status', 'in', [...statuses])
    .orderBy('o.id', 'desc').limit(1)
    .executeTakeFirst();
}

/** The order's lines that name an item still in the catalogue, with the item (its store) and the line's snapshot, in order. */
export function orderItems(db: Trx, orderId: number, unreviewedOnly: boolean) {
  let q = db.selectFrom('order_details as d')
    .innerJoin('items as i', 'i.id', 'd.item_id')
    .select(['i.id', 'd.item_details', 'i.name', 'i.translations', 'i.image', 'i.store_id'])
    .where('d.order_id', '=', orderId);
  if (unreviewedOnly) {
    q = q.where((eb) => eb.not(eb.exists(eb.selectFrom('reviews as r').select('r.id').whereRef('r.order_id', '=', 'd.order_id').whereRef('r.item_id', '=', 'd.item_id'))));
  }
  return q.orderBy('d.id').execute();
}

export type OrderItemRow = Awaited<ReturnType<typeof orderItems>>[number];

/** The item of the order's lines, with its store, or nothing when no line of the order holds it. */
export function itemOfOrder(db: Trx, orderId: number, itemId: number) {
  return db.selectFrom('order_details as d')
    .innerJoin('items as i', 'i.id', 'd.item_id')
    .select(['i.id', 'i.store_id'])
    .where('d.order_id', '=', orderId).where('d.item_id', '=', itemId)
    .limit(1)
    .executeTakeFirst();
}

/** Reviews in the shape the catalogue maps (catalog.mapper toReview), with the item they rate. */
function reviewRows(db: Trx) {
  return db.selectFrom('reviews as r')
    .innerJoin('items as i', 'i.id', 'r.item_id')
    .select(['r.id', 'r.item_id', 'r.store_id', 'r.user_id', 'r.customer_name', 'r.rating', 'r.comment', 'r.reply', 'r.attachment', 'r.created_at',
      'i.name as item_name', 'i.translations as item_translations', 'i.image as item_image']);
}

export function reviewById(db: Trx, id: number) {
  return reviewRows(db).where('r.id', '=', id).executeTakeFirstOrThrow();
}

/** The customer's reviews of the items of an order (reviews_order_item). */
export function reviewsOfOrder(db: Trx, orderId: number, userId: number) {
  return reviewRows(db).where('r.order_id', '=', orderId).where('r.user_id', '=', userId).execute();
}

export function hasItemReview(db: Trx, orderId: number, itemId: number) {
  return db.selectFrom('reviews').select('id').where('order_id', '=', orderId).where('item_id', '=', itemId).executeTakeFirst();
}

export async function insertReview(trx: Trx, row: NewRow<'reviews'>): Promise<number> {
  const { id } = await trx.insertInto('reviews').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/**
 * Holds the item and its store until the transaction ends (PostgreSQL; SQLite's single writer already
 * does), so that two reviews recompute one after the other. Always item first, then store.
 */
export async function lockRated(trx: Trx, itemId: number, storeId: number): Promise<void> {
  if (dbKind(trx) !== 'postgres') return;
  await trx.selectFrom('items').select('id').where('id', '=', itemId).forUpdate().execute();
  await trx.selectFrom('stores').select('id').where('id', '=', storeId).forUpdate().execute();
}

/** How many visible reviews an item or a store has, and their sum (exact: half steps add up exactly). */
export async function visibleRatings(trx: Trx, of: { itemId: number } | { storeId: number }): Promise<{ count: number; sum: number }> {
  const base = 'itemId' in of
    ? trx.selectFrom('reviews').where('item_id', '=', of.itemId)
    : trx.selectFrom('reviews').where('store_id', '=', of.storeId);
  const row = await base.where('status', '=', 1)
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.coalesce(eb.fn.sum<number>('rating'), eb.lit(0)).as('total')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), sum: Number(row.total) };
}

export function setItemRating(trx: Trx, itemId: number, rating: { avg_rating: number; rating_count: number }) {
  return trx.updateTable('items').set({ avg_rating: rating.avg_rating, rating_count: rating.rating_count }).where('id', '=', itemId).execute();
}

export function setStoreRating(trx: Trx, storeId: number, rating: { avg_rating: number; rating_count: number }) {
  return trx.updateTable('stores').set({ avg_rating: rating.avg_rating, rating_count: rating.rating_count }).where('id', '=', storeId).execute();
}

/** The courier's rating, locked for the rest of the transaction on PostgreSQL. */
export function lockCourierRating(trx: Trx, operatorId: number) {
  let q = trx.selectFrom('operators').select(['id', 'avg_rating', 'rating_count']).where('id', '=', operatorId);
  if (dbKind(trx) === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

export function setCourierRating(trx: Trx, operatorId: number, rating: { avg_rating: number; rating_count: number }) {
  return trx.updateTable('operators').set({ avg_rating: rating.avg_rating, rating_count: rating.rating_count }).where('id', '=', operatorId).execute();
}

export async function insertCourierReview(trx: Trx, row: NewRow<'delivery_man_reviews'>) {
  return trx.insertInto('delivery_man_reviews').values(row).returningAll().executeTakeFirstOrThrow();
}

export function courierReviewOfOrder(db: Trx, orderId: number) {
  return db.selectFrom('delivery_man_reviews').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export function courierOf(db: Trx, operatorId: number) {
  return db.selectFrom('operators').select(['id', 'f_name', 'l_name', 'image']).where('id', '=', operatorId).executeTakeFirst();
}

export type CourierCardRow = NonNullable<Awaited<ReturnType<typeof courierOf>>>;

/** The customer turned the order's rate prompt down; again is fine. */
export function dismiss(db: Trx, row: NewRow<'review_dismissals'>) {
  return db.insertInto('review_dismissals').values(row).onConflict((oc) => oc.column('order_id').doNothing()).execute();
}
