import type { Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

/**
 * The business's order list in the console filters every store's orders by zone, module, day placed and
 * payment, newest first: an index per filter that leads with it and ends with the id the list is ordered
 * by. The dispatch map reads what changed since its last call (orders by updated_at, couriers by their
 * last position). Refund requests are listed by state, and where an approved one was paid back is kept;
 * a refund paid back through the gateway is kept once per request (unique), with the gateway's id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { withId } = columnTypes(db);
  await db.schema.createIndex('orders_zone').on('orders').columns(['zone_id', 'id']).execute();
  await db.schema.createIndex('orders_module').on('orders').columns(['module_id', 'id']).execute();
  await db.schema.createIndex('orders_created').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_payment').on('orders').columns(['payment_status', 'payment_method', 'id']).execute();
  await db.schema.createIndex('orders_updated').on('orders').column('updated_at').execute();
  await db.schema.createIndex('operators_location_updated').on('operators').column('location_updated_at').execute();
  await db.schema.createIndex('couriers_online').on('couriers').columns(['online', 'operator_id']).execute();
  await db.schema.alterTable('refund_requests').addColumn('destination', 'text').execute();
  await db.schema.createIndex('refund_requests_status').on('refund_requests').columns(['status', 'id']).execute();
  await withId(db.schema.createTable('payment_refunds'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('refund_request_id', 'integer', (c) => c.notNull())
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_refunds_request').unique().on('payment_refunds').column('refund_request_id').execute();
  await db.schema.createIndex('payment_refunds_order').on('payment_refunds').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_refunds').ifExists().execute();
  await db.schema.dropIndex('refund_requests_status').execute();
  await db.schema.alterTable('refund_requests').dropColumn('destination').execute();
  for (const name of ['couriers_online', 'operators_location_updated', 'orders_updated', 'orders_payment', 'orders_created', 'orders_module', 'orders_zone']) {
    await db.schema.dropIndex(name).execute();
  }
}
