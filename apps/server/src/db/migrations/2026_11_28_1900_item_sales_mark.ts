import { sql, type Kysely } from 'kysely';

/**
 * Items' order counts are added up from the order lines after the order's transaction (the sales
 * counter, catalog.sales.ts) instead of inside it. One row keeps the last order line counted; it
 * starts at the newest line of today, whose quantities the counts already hold.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('item_sales_mark')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('counted_through', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into item_sales_mark (id, counted_through) select 1, coalesce(max(id), 0) from order_details`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('item_sales_mark').execute();
}
