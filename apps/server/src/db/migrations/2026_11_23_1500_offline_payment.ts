import type { Kysely } from 'kysely';

/** What a customer told about an offline payment (the method and its fields, JSON), for the business to check. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('offline_payment', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('offline_payment').execute();
}
