import type { Kysely } from 'kysely';

/** Which flash sale an order line was bought in, so that cancelling it gives the sale its unit back. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_details').addColumn('flash_sale_id', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_details').dropColumn('flash_sale_id').execute();
}
