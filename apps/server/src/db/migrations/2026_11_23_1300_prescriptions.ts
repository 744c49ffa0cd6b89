import type { Kysely } from 'kysely';

/** Prescription orders carry the customer's photos of the prescription (JSON list of storage paths). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('order_attachment', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('order_attachment').execute();
}
