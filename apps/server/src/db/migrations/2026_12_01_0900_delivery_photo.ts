import type { Kysely } from 'kysely';

/**
 * A photo the courier may take at the door as proof of delivery: a private picture (seen by signed
 * links only), named on the order; a new one replaces it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('delivery_photo', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('delivery_photo').execute();
}
