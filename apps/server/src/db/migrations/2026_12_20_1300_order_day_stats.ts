import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';
import { columnTypes } from './helpers.js';

const COUNTS = ['placed', 'delivered', 'canceled', 'refunded', 'placed_amount', 'sales', 'discounts', 'delivery_fees', 'tax', 'commission', 'delivery_minutes'] as const;

/**
 * The reports' daily figures, kept by every change of an order's state in its own transaction: per day
 * of the business's time zone (the day the order was placed) and module, zone and store (0: a parcel,
 * which has none); the reasons orders were canceled; the items delivered; the customers who ordered on
 * a day, new or returning. And the cash couriers hand back, one ledger row per settlement.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { withId } = columnTypes(db);
  // On SQLite the figures are kept in their key's order (no rowid), so that a span of days is read straight from its rows.
  const clustered = <T extends { modifyEnd(e: ReturnType<typeof sql>): T }>(t: T): T => (dbKind(db) === 'sqlite' ? t.modifyEnd(sql`without rowid`) : t);
  let stats = db.schema.createTable('order_day_stats')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('module_id', 'integer', (c) => c.notNull())
    .addColumn('zone_id', 'integer', (c) => c.notNull())
    .addColumn('store_id', 'integer', (c) => c.notNull());
  for (const column of COUNTS) stats = stats.addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0));
  await clustered(stats.addPrimaryKeyConstraint('order_day_stats_pk', ['day', 'module_id', 'zone_id', 'store_id'])).execute();
  // A store's statement reads its own days.
  await db.schema.createIndex('order_day_stats_store').on('order_day_stats').columns(['store_id', 'day']).execute();

  await clustered(db.schema.createTable('order_day_cancel_reasons')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('canceled_by', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('orders', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('order_day_cancel_reasons_pk', ['day', 'canceled_by', 'reason']))
    .execute();

  await clustered(db.schema.createTable('order_day_items')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sales', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('order_day_items_pk', ['day', 'item_id']))
    .execute();

  await db.schema.createTable('order_day_customers')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('new_customers', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('returning_customers', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await clustered(db.schema.createTable('customer_order_days')
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('customer_order_days_pk', ['owner', 'day']))
    .execute();
  await db.schema.createIndex('customer_order_days_day').on('customer_order_days').columns(['day', 'owner']).execute();

  await withId(db.schema.createTable('courier_cash_settlements'))
    .addColumn('courier_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('settled_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('courier_cash_settlements_courier').on('courier_cash_settlements').columns(['courier_id', 'id']).execute();
  // The couriers' cash: what each took at doors, read per courier.
  await db.schema.createIndex('orders_courier_cash').on('orders').columns(['delivery_man_id', 'cash_settled_at', 'id']).execute();
  // The money's transactions, newest first.
  await db.schema.createIndex('wallet_transactions_created').on('wallet_transactions').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('payment_sessions_status_created').on('payment_sessions').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_sessions_status_created').execute();
  await db.schema.dropIndex('wallet_transactions_created').execute();
  await db.schema.dropIndex('orders_courier_cash').execute();
  for (const table of ['courier_cash_settlements', 'customer_order_days', 'order_day_customers', 'order_day_items', 'order_day_cancel_reasons', 'order_day_stats']) {
    await db.schema.dropTable(table).execute();
  }
}
