import type { Kysely } from 'kysely';

/** Digital payment sessions: one per attempt to pay an order, whichever gateway takes it. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_sessions')
    /** Random, unguessable: it is in the gateway's URLs. */
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text')
    /** Where the customer goes back to in the web app, a path of this site. */
    .addColumn('return_path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_sessions_order').on('payment_sessions').column('order_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_sessions').ifExists().execute();
}
