import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

/**
 * Parcels: an order may be a parcel from a sender to a receiver, with no store. The
 * sender is the order's delivery_address (where the courier picks it up); the receiver is kept as
 * JSON text in receiver_details, the same on both engines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dbKind(db) === 'postgres') {
    await sql`alter table orders alter column store_id drop not null`.execute(db);
  } else {
    await rebuildOrders(db, (create) => create.replace(/"store_id" integer not null/i, '"store_id" integer'));
  }
  await db.schema.alterTable('orders').addColumn('parcel_category_id', 'integer', (c) => c.references('parcel_categories.id')).execute();
  await db.schema.alterTable('orders').addColumn('receiver_details', 'text').execute();
  await db.schema.alterTable('orders').addColumn('charge_payer', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_instruction', 'text').execute();
  // Couriers look for parcels waiting in their zone.
  await db.schema.createIndex('orders_type_status').on('orders').columns(['order_type', 'order_status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_type_status').execute();
  await sql`delete from order_status_history where order_id in (select id from orders where order_type = 'parcel')`.execute(db);
  await sql`delete from order_payment_history where order_id in (select id from orders where order_type = 'parcel')`.execute(db);
  await sql`delete from orders where order_type = 'parcel'`.execute(db);
  for (const column of ['delivery_instruction', 'charge_payer', 'receiver_details', 'parcel_category_id']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
  if (dbKind(db) === 'postgres') {
    await sql`alter table orders alter column store_id set not null`.execute(db);
  } else {
    await rebuildOrders(db, (create) => create.replace(/"store_id" integer references/i, '"store_id" integer not null references'));
  }
}

/**
 * SQLite cannot change a column's NOT NULL: orders is built again from its own stored definition,
 * changed by `edit`, with its rows, indexes, triggers and order numbers (SQLite's twelve-step procedure, with
 * foreign keys off meanwhile so that the rows that reference orders stay as they are).
 */
async function rebuildOrders(db: Kysely<any>, edit: (create: string) => string): Promise<void> {
  const schema = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where tbl_name = 'orders' and sql is not null`.execute(db);
  const table = schema.rows.find((r) => r.type === 'table')!;
  const others = schema.rows.filter((r) => r.type !== 'table');
  const next = edit(table.sql!).replace(/^create table "?orders"?/i, 'create table "orders_next"');
  if (next === table.sql) throw new Error('orders: the definition to change was not found');
  // Order numbers go on from where they were (they start at 100001).
  const sequence = (await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'orders'`.execute(db)).rows[0]?.seq ?? 0;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql.raw(next).execute(db);
    await sql`insert into orders_next select * from orders`.execute(db);
    await sql`drop table orders`.execute(db);
    await sql`alter table orders_next rename to orders`.execute(db);
    for (const r of others) await sql.raw(r.sql!).execute(db);
    await sql`delete from sqlite_sequence where name = 'orders'`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) values ('orders', ${sequence})`.execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('orders: foreign keys broken by the rebuild');
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
