import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';
import { columnTypes } from './helpers.js';

/**
 * Orders and what placing one changes atomically: coupon redemptions (per customer and in total)
 * and the wallet's ledger. Order ids start at 100001, as the spec's order numbers do.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { double, withId } = columnTypes(db);

  await withId(db.schema.createTable('orders'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('guest_id', 'text')
    /** "user:<id>" or "guest:<id>", as carts are owned; with idempotency_key, one order per retried request. */
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id'))
    .addColumn('zone_id', 'integer', (c) => c.notNull().references('zones.id'))
    .addColumn('order_type', 'text', (c) => c.notNull())
    .addColumn('order_status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    /** Minor units, every one computed by the server. */
    .addColumn('item_amount', 'integer', (c) => c.notNull())
    .addColumn('item_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupon_code', 'text')
    .addColumn('coupon_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_charge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('original_delivery_charge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('additional_charge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dm_tips', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('order_amount', 'integer', (c) => c.notNull())
    /** What the wallet paid of a partial payment. */
    .addColumn('wallet_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('distance', double, (c) => c.notNull().defaultTo(0))
    /** JSON: the delivery address and contact as they were when ordering. */
    .addColumn('delivery_address', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('delivery_address_id', 'integer')
    .addColumn('scheduled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('schedule_at', 'text', (c) => c.notNull())
    .addColumn('order_note', 'text')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('cart'))
    .addColumn('cancellation_reason', 'text')
    .addColumn('canceled_by', 'text')
    .addColumn('payment_reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_owner_key').unique().on('orders').columns(['owner', 'idempotency_key']).execute();
  await db.schema.createIndex('orders_owner').on('orders').columns(['owner', 'id']).execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('orders_store').on('orders').columns(['store_id', 'id']).execute();
  if (dbKind(db) === 'postgres') await sql`alter sequence orders_id_seq restart with 100001`.execute(db);
  else await sql`insert into sqlite_sequence (name, seq) values ('orders', 100000)`.execute(db);

  await withId(db.schema.createTable('order_details'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.references('items.id').onDelete('set null'))
    .addColumn('item_campaign_id', 'integer')
    /** JSON: the item card as it was sold. */
    .addColumn('item_details', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('original_price', 'integer', (c) => c.notNull())
    .addColumn('variation', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('add_ons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('add_ons_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tax_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_details_order').on('order_details').column('order_id').execute();

  // A coupon's uses in total, counted by the same statement that checks the limit.
  await db.schema.alterTable('coupons').addColumn('total_limit', 'integer').execute();
  await db.schema.alterTable('coupons').addColumn('total_uses', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('uses', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('coupon_redemptions_pk', ['coupon_id', 'owner'])
    .execute();

  await withId(db.schema.createTable('wallet_transactions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('transaction_type', 'text', (c) => c.notNull())
    .addColumn('credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('debit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_transactions_user').on('wallet_transactions').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['wallet_transactions', 'coupon_redemptions', 'order_details', 'orders']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('coupons').dropColumn('total_uses').execute();
  await db.schema.alterTable('coupons').dropColumn('total_limit').execute();
}
