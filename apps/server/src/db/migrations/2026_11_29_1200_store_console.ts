import type { Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

/**
 * The store panel: each store's commission (the share of a delivered order's amount the business
 * keeps, in percent; every store starts at 10 until the business sets its own), the earnings list's
 * index (a store's delivered orders by day) and the reviews list's (a store's reviews, newest first).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { double } = columnTypes(db);
  await db.schema.alterTable('stores').addColumn('commission_rate', double, (c) => c.notNull().defaultTo(10)).execute();
  await db.schema.createIndex('orders_store_status_created').on('orders').columns(['store_id', 'order_status', 'created_at']).execute();
  await db.schema.createIndex('reviews_store_newest').on('reviews').columns(['store_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reviews_store_newest').execute();
  await db.schema.dropIndex('orders_store_status_created').execute();
  await db.schema.alterTable('stores').dropColumn('commission_rate').execute();
}
