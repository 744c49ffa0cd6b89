import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';
import { columnTypes } from './helpers.js';

/**
 * The push channel: a kept push may be for a guest (order_status pushes of the guest's orders), and
 * signed-in customers' browsers keep Web Push subscriptions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { withId } = columnTypes(db);
  if (dbKind(db) === 'postgres') {
    await sql`alter table customer_messages alter column user_id drop not null`.execute(db);
    await db.schema.alterTable('customer_messages').addColumn('guest_id', 'text').execute();
    await db.schema.alterTable('customer_messages').addCheckConstraint('customer_messages_recipient', sql`user_id is not null or guest_id is not null`).execute();
  } else {
    // SQLite cannot drop NOT NULL: the table is built again with the same rows.
    await customerMessages(db, 'customer_messages_next', { forGuests: true });
    await sql`insert into customer_messages_next (id, user_id, type, title, body, data, created_at, delivered_at)
      select id, user_id, type, title, body, data, created_at, delivered_at from customer_messages`.execute(db);
    await db.schema.dropTable('customer_messages').execute();
    await db.schema.alterTable('customer_messages_next').renameTo('customer_messages').execute();
    await db.schema.createIndex('customer_messages_user').on('customer_messages').columns(['user_id', 'id']).execute();
  }
  // A guest's pushes after the last one its tab saw.
  await db.schema.createIndex('customer_messages_guest').on('customer_messages').columns(['guest_id', 'id']).execute();
  // Pushes older than the replay and Web Push need are pruned by age.
  await db.schema.createIndex('customer_messages_created').on('customer_messages').column('created_at').execute();

  await withId(db.schema.createTable('web_push_subscriptions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('web_push_subscriptions_user').on('web_push_subscriptions').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('web_push_subscriptions').execute();
  await db.schema.dropIndex('customer_messages_created').execute();
  await db.schema.dropIndex('customer_messages_guest').execute();
  await sql`delete from customer_messages where user_id is null`.execute(db);
  if (dbKind(db) === 'postgres') {
    await db.schema.alterTable('customer_messages').dropConstraint('customer_messages_recipient').execute();
    await db.schema.alterTable('customer_messages').dropColumn('guest_id').execute();
    await sql`alter table customer_messages alter column user_id set not null`.execute(db);
  } else {
    await customerMessages(db, 'customer_messages_prev', { forGuests: false });
    await sql`insert into customer_messages_prev select id, user_id, type, title, body, data, created_at, delivered_at from customer_messages`.execute(db);
    await db.schema.dropTable('customer_messages').execute();
    await db.schema.alterTable('customer_messages_prev').renameTo('customer_messages').execute();
    await db.schema.createIndex('customer_messages_user').on('customer_messages').columns(['user_id', 'id']).execute();
  }
}

/** SQLite's customer_messages as it is built again: for customers only (before), or for guests too (after). */
async function customerMessages(db: Kysely<any>, name: string, { forGuests }: { forGuests: boolean }): Promise<void> {
  let table = db.schema
    .createTable(name)
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (c) => (forGuests ? c : c.notNull()).references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text');
  if (forGuests) {
    table = table.addColumn('guest_id', 'text').addCheckConstraint(`${name}_recipient`, sql`user_id is not null or guest_id is not null`);
  }
  await table.execute();
}
