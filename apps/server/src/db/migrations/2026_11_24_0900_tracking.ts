import { sql, type Kysely } from 'kysely';
import { columnTypes } from './helpers.js';

/**
 * After checkout: the store staff and couriers who move orders (with tokens of their own, apart from
 * customers'), each order's status history, refund requests, and the courier assigned to an order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { double, withId } = columnTypes(db);

  await withId(db.schema.createTable('operators'))
    .addColumn('role', 'text', (c) => c.notNull())
    /** Store staff: the store they work for. */
    .addColumn('store_id', 'integer', (c) => c.references('stores.id').onDelete('cascade'))
    /** Couriers: the zone they deliver in. */
    .addColumn('zone_id', 'integer', (c) => c.references('zones.id').onDelete('set null'))
    .addColumn('f_name', 'text', (c) => c.notNull())
    .addColumn('l_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('lat', double)
    .addColumn('lng', double)
    .addColumn('location_updated_at', 'text')
    .addColumn('avg_rating', double, (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    /** 1: a demo courier the autopilot may drive. */
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operators_email').unique().on('operators').column('email').execute();
  await db.schema.createIndex('operators_role_zone').on('operators').columns(['role', 'zone_id']).execute();

  await withId(db.schema.createTable('operator_tokens'))
    .addColumn('operator_id', 'integer', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('operator_tokens_hash').unique().on('operator_tokens').column('token_hash').execute();
  await db.schema.createIndex('operator_tokens_operator').on('operator_tokens').column('operator_id').execute();

  // No foreign key: SQLite cannot drop a column that has one, and couriers are switched off, never deleted.
  await db.schema.alterTable('orders').addColumn('delivery_man_id', 'integer').execute();
  await db.schema.createIndex('orders_delivery_man').on('orders').columns(['delivery_man_id', 'order_status']).execute();
  await db.schema.createIndex('orders_status').on('orders').columns(['order_status', 'zone_id', 'id']).execute();

  await withId(db.schema.createTable('order_status_history'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    /** customer, guest, store, courier or system (payments, the autopilot). */
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_status_history_order').on('order_status_history').columns(['order_id', 'id']).execute();
  // Orders placed before the history existed start theirs at placing, and at their current state if they moved.
  await sql`insert into order_status_history (order_id, status, actor, created_at) select id, 'pending', 'system', created_at from orders`.execute(db);
  await sql`insert into order_status_history (order_id, status, actor, created_at) select id, order_status, 'system', updated_at from orders where order_status <> 'pending'`.execute(db);

  await withId(db.schema.createTable('refund_requests'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    /** JSON: storage paths of the photos. */
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decision_note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema.createIndex('refund_requests_order').unique().on('refund_requests').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('refund_requests').execute();
  await db.schema.dropTable('order_status_history').execute();
  await db.schema.dropIndex('orders_status').execute();
  await db.schema.dropIndex('orders_delivery_man').execute();
  await db.schema.alterTable('orders').dropColumn('delivery_man_id').execute();
  await db.schema.dropTable('operator_tokens').execute();
  await db.schema.dropTable('operators').execute();
}
