import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

/**
 * Pushes for a store's staff ride the same outbox as the customers': a row with store_id set is for
 * the staff of that store (a new order, an order's change), read by the console's stream. A push
 * names at least one recipient: a customer, a guest or a store.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dbKind(db) === 'postgres') {
    await db.schema.alterTable('customer_messages').addColumn('store_id', 'integer').execute();
    await db.schema.alterTable('customer_messages').dropConstraint('customer_messages_recipient').execute();
    await db.schema.alterTable('customer_messages')
      .addCheckConstraint('customer_messages_recipient', sql`user_id is not null or guest_id is not null or store_id is not null`).execute();
  } else {
    // SQLite cannot change a check constraint: the table is built again with the same rows.
    await rebuild(db, 'customer_messages_with_stores', sql`user_id is not null or guest_id is not null or store_id is not null`, true);
  }
  await db.schema.createIndex('customer_messages_store').on('customer_messages').columns(['store_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customer_messages_store').execute();
  await sql`delete from customer_messages where user_id is null and guest_id is null`.execute(db);
  if (dbKind(db) === 'postgres') {
    await db.schema.alterTable('customer_messages').dropConstraint('customer_messages_recipient').execute();
    await db.schema.alterTable('customer_messages').dropColumn('store_id').execute();
    await db.schema.alterTable('customer_messages').addCheckConstraint('customer_messages_recipient', sql`user_id is not null or guest_id is not null`).execute();
  } else {
    await rebuild(db, 'customer_messages_next', sql`user_id is not null or guest_id is not null`, false);
  }
}

/** SQLite: customer_messages built again under `name` (its check constraint's prefix), with or without store_id, then renamed back. */
async function rebuild(db: Kysely<any>, name: string, check: ReturnType<typeof sql>, withStore: boolean): Promise<void> {
  let table = db.schema.createTable(name)
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .addColumn('guest_id', 'text');
  if (withStore) table = table.addColumn('store_id', 'integer');
  await table.addCheckConstraint(`${name}_recipient`, check).execute();
  await sql`insert into ${sql.table(name)} (id, user_id, type, title, body, data, created_at, delivered_at, guest_id)
    select id, user_id, type, title, body, data, created_at, delivered_at, guest_id from customer_messages`.execute(db);
  await db.schema.dropTable('customer_messages').execute();
  await db.schema.alterTable(name).renameTo('customer_messages').execute();
  await db.schema.createIndex('customer_messages_user').on('customer_messages').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('customer_messages_guest').on('customer_messages').columns(['guest_id', 'id']).execute();
  await db.schema.createIndex('customer_messages_created').on('customer_messages').column('created_at').execute();
}
