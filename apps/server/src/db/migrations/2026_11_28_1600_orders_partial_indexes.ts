import { sql, type Kysely } from 'kysely';

/**
 * Four indexes of orders look up a column that many orders leave empty: the Idempotency-Key (sent by
 * some clients), the cashback offer (given to few orders), the courier (none until one is assigned)
 * and the customer (none for a guest's order). Every lookup compares the column with a value, so an
 * index of only the orders that have one answers them all, and placing an order (the busiest write)
 * no longer writes an entry into each of them. The idempotency index stays unique.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_owner_key').execute();
  await db.schema.createIndex('orders_owner_key').unique().on('orders').columns(['owner', 'idempotency_key'])
    .where(sql.ref('idempotency_key'), 'is not', null).execute();
  await db.schema.dropIndex('orders_owner_cashback').execute();
  await db.schema.createIndex('orders_owner_cashback').on('orders').columns(['owner', 'cashback_id'])
    .where(sql.ref('cashback_id'), 'is not', null).execute();
  await db.schema.dropIndex('orders_delivery_man').execute();
  await db.schema.createIndex('orders_delivery_man').on('orders').columns(['delivery_man_id', 'order_status'])
    .where(sql.ref('delivery_man_id'), 'is not', null).execute();
  await db.schema.dropIndex('orders_user').execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).where(sql.ref('user_id'), 'is not', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_owner_key').execute();
  await db.schema.createIndex('orders_owner_key').unique().on('orders').columns(['owner', 'idempotency_key']).execute();
  await db.schema.dropIndex('orders_owner_cashback').execute();
  await db.schema.createIndex('orders_owner_cashback').on('orders').columns(['owner', 'cashback_id']).execute();
  await db.schema.dropIndex('orders_delivery_man').execute();
  await db.schema.createIndex('orders_delivery_man').on('orders').columns(['delivery_man_id', 'order_status']).execute();
  await db.schema.dropIndex('orders_user').execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();
}
