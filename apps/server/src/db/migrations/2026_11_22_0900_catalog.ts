import type { Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

/** Reviews, banners, campaigns, flash sales, offers, parcel categories and visits, and the list indexes. */
export async function up(db: Kysely<any>): Promise<void> {
  const { double, withId } = columnTypes(db);
  const json = (d: string) => (c: any) => c.notNull().defaultTo(d);
  const flag = (d: number) => (c: any) => c.notNull().defaultTo(d);
  const index = (name: string, table: string, columns: string[]) => db.schema.createIndex(name).on(table).columns(columns).execute();

  await withId(db.schema.createTable('reviews'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('reply', 'text')
    .addColumn('status', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('reviews_item', 'reviews', ['item_id', 'status', 'created_at']);
  await index('reviews_store', 'reviews', ['store_id', 'status', 'created_at']);

  await withId(db.schema.createTable('banners'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', json('{}'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text')
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.references('items.id').onDelete('cascade'))
    .addColumn('featured', 'integer', flag(0))
    .addColumn('status', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('banners_zone_module', 'banners', ['zone_id', 'module_id', 'status']);

  await withId(db.schema.createTable('module_banners'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sub_title', 'text')
    .addColumn('image', 'text')
    .addColumn('data', 'text', json('{}'))
    .addColumn('position', 'integer', flag(0))
    .addColumn('status', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('module_banners_module', 'module_banners', ['module_id', 'kind', 'status']);

  await withId(db.schema.createTable('campaigns'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', json('{}'))
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull().defaultTo('00:00'))
    .addColumn('end_time', 'text', (c) => c.notNull().defaultTo('23:59'))
    .addColumn('status', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('campaigns_module', 'campaigns', ['module_id', 'status', 'end_date']);

  await db.schema
    .createTable('campaign_stores')
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('campaign_stores_pk', ['campaign_id', 'store_id'])
    .execute();
  await index('campaign_stores_store', 'campaign_stores', ['store_id']);

  await withId(db.schema.createTable('item_campaigns'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('discount', double, flag(0))
    .addColumn('discount_type', 'text', (c) => c.notNull().defaultTo('percent'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull().defaultTo('00:00'))
    .addColumn('end_time', 'text', (c) => c.notNull().defaultTo('23:59'))
    .addColumn('status', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('item_campaigns_module_zone', 'item_campaigns', ['module_id', 'zone_id', 'status', 'end_date']);

  await withId(db.schema.createTable('flash_sales'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('flash_sales_module', 'flash_sales', ['module_id', 'status', 'end_date']);

  await withId(db.schema.createTable('flash_sale_items'))
    .addColumn('flash_sale_id', 'integer', (c) => c.notNull().references('flash_sales.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('stock', 'integer', flag(0))
    .addColumn('sold', 'integer', flag(0))
    .addColumn('discount', double, flag(0))
    .addColumn('discount_type', 'text', (c) => c.notNull().defaultTo('percent'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', flag(1))
    .execute();
  await index('flash_sale_items_sale', 'flash_sale_items', ['flash_sale_id', 'status']);
  await index('flash_sale_items_item', 'flash_sale_items', ['item_id']);

  await withId(db.schema.createTable('coupons'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('coupon_type', 'text', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
    .addColumn('zone_id', 'integer', (c) => c.references('zones.id').onDelete('cascade'))
    .addColumn('discount', double, flag(0))
    .addColumn('discount_type', 'text', (c) => c.notNull().defaultTo('percent'))
    .addColumn('min_purchase', 'integer', flag(0))
    .addColumn('max_discount', 'integer', flag(0))
    .addColumn('usage_limit', 'integer')
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('expire_date', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('coupons_module', 'coupons', ['module_id', 'status', 'expire_date']);

  await withId(db.schema.createTable('cashbacks'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('cashback_type', 'text', (c) => c.notNull())
    .addColumn('cashback_amount', double, (c) => c.notNull())
    .addColumn('min_purchase', 'integer', flag(0))
    .addColumn('max_discount', 'integer', flag(0))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('same_user_limit', 'integer', flag(1))
    .addColumn('status', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('cashbacks_status', 'cashbacks', ['status', 'end_date']);

  await withId(db.schema.createTable('parcel_categories'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', json('{}'))
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('parcel_per_km_shipping_charge', 'integer', flag(0))
    .addColumn('parcel_minimum_shipping_charge', 'integer', flag(0))
    .addColumn('position', 'integer', flag(0))
    .addColumn('status', 'integer', flag(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await index('parcel_categories_module', 'parcel_categories', ['module_id', 'status', 'position']);

  await withId(db.schema.createTable('visits'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('visited_at', 'text', (c) => c.notNull())
    .execute();
  await index('visits_user', 'visits', ['user_id', 'visited_at']);

  // The orders of the item and store lists (popular, latest, most reviewed, recommended, top rated).
  for (const column of ['order_count', 'created_at', 'rating_count', 'avg_rating']) {
    await index(`items_module_zone_${column}`, 'items', ['module_id', 'zone_id', 'status', column]);
  }
  await index('items_module_zone_recommended', 'items', ['module_id', 'zone_id', 'recommended', 'status']);
  // Item cards load option values by their group.
  await index('item_food_variation_values_group', 'item_food_variation_values', ['food_variation_id', 'position']);
  for (const column of ['created_at', 'rating_count', 'avg_rating']) {
    await index(`stores_module_zone_${column}`, 'stores', ['module_id', 'zone_id', 'status', column]);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['order_count', 'created_at', 'rating_count', 'avg_rating']) {
    await db.schema.dropIndex(`items_module_zone_${column}`).ifExists().execute();
  }
  await db.schema.dropIndex('items_module_zone_recommended').ifExists().execute();
  await db.schema.dropIndex('item_food_variation_values_group').ifExists().execute();
  for (const column of ['created_at', 'rating_count', 'avg_rating']) {
    await db.schema.dropIndex(`stores_module_zone_${column}`).ifExists().execute();
  }
  for (const table of [
    'visits', 'parcel_categories', 'cashbacks', 'coupons', 'flash_sale_items', 'flash_sales', 'item_campaigns',
    'campaign_stores', 'campaigns', 'module_banners', 'banners', 'reviews',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
