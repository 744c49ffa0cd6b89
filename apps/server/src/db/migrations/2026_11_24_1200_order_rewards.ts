import type { Kysely } from 'kysely';

/**
 * What an order earns and spends beside its items: the new customer's referral discount (used by one
 * order at a time, given back when that order is cancelled) and the cashback it will pay on delivery.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('referral_discount', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('orders').addColumn('cashback_id', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('cashback_amount', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // No foreign key: SQLite cannot drop a column that has one.
  await db.schema.alterTable('users').addColumn('referral_discount_order_id', 'integer').execute();
  await db.schema.createIndex('orders_owner_cashback').on('orders').columns(['owner', 'cashback_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_owner_cashback').execute();
  await db.schema.alterTable('users').dropColumn('referral_discount_order_id').execute();
  await db.schema.alterTable('orders').dropColumn('cashback_amount').execute();
  await db.schema.alterTable('orders').dropColumn('cashback_id').execute();
  await db.schema.alterTable('orders').dropColumn('referral_discount').execute();
}
