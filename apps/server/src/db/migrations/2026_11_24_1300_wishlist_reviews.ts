import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';
import { columnTypes } from './helpers.js';

/**
 * The wishlist (items and stores a customer keeps, with each item's count of wishers), customers'
 * reviews of what an order brought (photos, half-star ratings, once per item of an order), their
 * reviews of the courier, and the rate prompts a customer turned down.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { double, withId } = columnTypes(db);

  await withId(db.schema.createTable('wishlists'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.references('items.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('wishlists_one_target', sql`(item_id is null) <> (store_id is null)`)
    .execute();
  // Null targets are distinct in both engines, so each index holds one row per customer and item (or store).
  await db.schema.createIndex('wishlists_user_item').unique().on('wishlists').columns(['user_id', 'item_id']).execute();
  await db.schema.createIndex('wishlists_user_store').unique().on('wishlists').columns(['user_id', 'store_id']).execute();
  await db.schema.alterTable('items').addColumn('wishlist_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();

  // Half stars: SQLite's integer affinity keeps 4.5 as a real already; PostgreSQL needs the type.
  if (dbKind(db) === 'postgres') await sql`alter table reviews alter column rating type double precision`.execute(db);
  // No foreign key: SQLite cannot drop a column that has one.
  await db.schema.alterTable('reviews').addColumn('order_id', 'integer').execute();
  await db.schema.alterTable('reviews').addColumn('attachment', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.createIndex('reviews_order_item').unique().on('reviews').columns(['order_id', 'item_id']).execute();

  await withId(db.schema.createTable('delivery_man_reviews'))
    .addColumn('delivery_man_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('rating', double, (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('delivery_man_reviews_order').unique().on('delivery_man_reviews').column('order_id').execute();
  await db.schema.createIndex('delivery_man_reviews_courier').on('delivery_man_reviews').columns(['delivery_man_id', 'id']).execute();

  await db.schema.createTable('review_dismissals')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('review_dismissals').execute();
  await db.schema.dropTable('delivery_man_reviews').execute();
  await db.schema.dropIndex('reviews_order_item').execute();
  await db.schema.alterTable('reviews').dropColumn('attachment').execute();
  await db.schema.alterTable('reviews').dropColumn('order_id').execute();
  if (dbKind(db) === 'postgres') await sql`alter table reviews alter column rating type integer using round(rating)`.execute(db);
  await db.schema.alterTable('items').dropColumn('wishlist_count').execute();
  await db.schema.dropTable('wishlists').execute();
}
