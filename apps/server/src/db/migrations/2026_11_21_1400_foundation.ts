import type { Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

export async function up(db: Kysely<any>): Promise<void> {
  const { double, withId } = columnTypes(db);
  const json = (d: string) => (c: any) => c.notNull().defaultTo(d);

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await withId(db.schema.createTable('zones'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', json('{}'))
    .addColumn('polygon', 'text', (c) => c.notNull())
    .addColumn('min_lat', double, (c) => c.notNull())
    .addColumn('max_lat', double, (c) => c.notNull())
    .addColumn('min_lng', double, (c) => c.notNull())
    .addColumn('max_lng', double, (c) => c.notNull())
    .addColumn('area', double, (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('cash_on_delivery', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('digital_payment', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('offline_payment', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('increased_delivery_fee', double, (c) => c.notNull().defaultTo(0))
    .addColumn('increased_delivery_fee_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('increase_delivery_charge_message', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('zones_bbox').on('zones').columns(['status', 'min_lat', 'max_lat']).execute();

  await withId(db.schema.createTable('modules'))
    .addColumn('module_name', 'text', (c) => c.notNull())
    .addColumn('module_type', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('icon', 'text')
    .addColumn('thumbnail', 'text')
    .addColumn('theme_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'text')
    .addColumn('translations', 'text', json('{}'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('all_zone_service', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('module_zones')
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id').onDelete('cascade'))
    .addColumn('per_km_shipping_charge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_shipping_charge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('maximum_shipping_charge', 'integer')
    .addColumn('maximum_cod_order_amount', 'integer')
    .addPrimaryKeyConstraint('module_zones_pk', ['module_id', 'zone_id'])
    .execute();
  await db.schema.createIndex('module_zones_zone').on('module_zones').column('zone_id').execute();

  await withId(db.schema.createTable('stores'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', json('{}'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('cover_photo', 'text')
    .addColumn('latitude', double, (c) => c.notNull())
    .addColumn('longitude', double, (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('minimum_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_time_min', 'integer', (c) => c.notNull().defaultTo(30))
    .addColumn('delivery_time_max', 'integer', (c) => c.notNull().defaultTo(40))
    .addColumn('delivery_time_unit', 'text', (c) => c.notNull().defaultTo('min'))
    .addColumn('per_km_shipping_charge', 'integer')
    .addColumn('minimum_shipping_charge', 'integer')
    .addColumn('maximum_shipping_charge', 'integer')
    .addColumn('free_delivery', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('self_delivery_system', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('veg', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('non_veg', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('avg_rating', double, (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('take_away', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('schedule_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('prescription_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cutlery', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('halal_tag_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_type', 'text')
    .addColumn('discount', double)
    .addColumn('discount_min_purchase', 'integer')
    .addColumn('discount_max', 'integer')
    .addColumn('discount_start', 'text')
    .addColumn('discount_end', 'text')
    .addColumn('tax', double, (c) => c.notNull().defaultTo(0))
    .addColumn('announcement', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stores_module_zone').on('stores').columns(['module_id', 'zone_id', 'status']).execute();
  await db.schema.createIndex('stores_zone').on('stores').columns(['zone_id', 'status']).execute();

  await withId(db.schema.createTable('store_schedules'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('opening_time', 'text', (c) => c.notNull())
    .addColumn('closing_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('store_schedules_store').on('store_schedules').columns(['store_id', 'day']).execute();

  await withId(db.schema.createTable('categories'))
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', json('{}'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text')
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('categories_module_parent').on('categories').columns(['module_id', 'parent_id', 'status']).execute();
  await db.schema.createIndex('categories_parent').on('categories').column('parent_id').execute();

  await withId(db.schema.createTable('brands'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', json('{}'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text')
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('brands_module').on('brands').columns(['module_id', 'status']).execute();

  await withId(db.schema.createTable('common_conditions'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', json('{}'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db.schema.createTable('items'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', json('{}'))
    .addColumn('description', 'text')
    .addColumn('image', 'text')
    .addColumn('images', 'text', json('[]'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('set null'))
    .addColumn('common_condition_id', 'integer', (c) => c.references('common_conditions.id').onDelete('set null'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('tax', double, (c) => c.notNull().defaultTo(0))
    .addColumn('tax_type', 'text', (c) => c.notNull().defaultTo('percent'))
    .addColumn('discount', double, (c) => c.notNull().defaultTo(0))
    .addColumn('discount_type', 'text', (c) => c.notNull().defaultTo('percent'))
    .addColumn('unit_type', 'text')
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('maximum_cart_quantity', 'integer')
    .addColumn('is_prescription_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('veg', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('organic', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_halal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('available_time_starts', 'text', (c) => c.notNull().defaultTo('00:00'))
    .addColumn('available_time_ends', 'text', (c) => c.notNull().defaultTo('23:59'))
    .addColumn('choice_options', 'text', json('[]'))
    .addColumn('tags', 'text', json('[]'))
    .addColumn('generic_name', 'text')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('avg_rating', double, (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('items_module_zone').on('items').columns(['module_id', 'zone_id', 'status']).execute();
  await db.schema.createIndex('items_store').on('items').columns(['store_id', 'status']).execute();
  await db.schema.createIndex('items_category').on('items').columns(['category_id', 'status']).execute();
  await db.schema.createIndex('items_brand').on('items').column('brand_id').execute();
  await db.schema.createIndex('items_condition').on('items').column('common_condition_id').execute();

  await withId(db.schema.createTable('item_variations'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('item_variations_item').on('item_variations').column('item_id').execute();

  await withId(db.schema.createTable('item_food_variations'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('min', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('item_food_variations_item').on('item_food_variations').column('item_id').execute();

  await withId(db.schema.createTable('item_food_variation_values'))
    .addColumn('food_variation_id', 'integer', (c) => c.notNull().references('item_food_variations.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('option_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('item_food_variation_values_item').on('item_food_variation_values').column('item_id').execute();

  await withId(db.schema.createTable('add_ons'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('translations', 'text', json('{}'))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('add_ons_store').on('add_ons').column('store_id').execute();

  await db.schema
    .createTable('item_add_ons')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('add_on_id', 'integer', (c) => c.notNull().references('add_ons.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('item_add_ons_pk', ['item_id', 'add_on_id'])
    .execute();

  await withId(db.schema.createTable('users'))
    .addColumn('f_name', 'text', (c) => c.notNull())
    .addColumn('l_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('image', 'text')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('login_medium', 'text', (c) => c.notNull().defaultTo('manual'))
    .addColumn('social_id', 'text')
    .addColumn('is_phone_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ref_code', 'text', (c) => c.notNull().unique())
    .addColumn('ref_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('interest', 'text', json('[]'))
    .addColumn('wallet_balance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('loyalty_point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cm_firebase_token', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();

  await db.schema
    .createTable('guests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'guests', 'users', 'item_add_ons', 'add_ons', 'item_food_variation_values', 'item_food_variations',
    'item_variations', 'items', 'common_conditions', 'brands', 'categories', 'store_schedules', 'stores',
    'module_zones', 'modules', 'zones', 'settings',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
