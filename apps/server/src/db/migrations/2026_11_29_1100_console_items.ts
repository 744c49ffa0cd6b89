import { sql, type Kysely } from 'kysely';

/**
 * The console's menu list: a store's items newest first, narrowed by category, by status, or to those
 * out of stock, a page at a time. Each narrowing has an index that gives the store's rows in id order,
 * so a page reads its rows and stops, and counting (capped) reads the index alone, however many items
 * the store has. Out-of-stock items are few: their index holds only them (stock at or below 0, the
 * stock kept too, so that SQLite reads the index alone), and an order changes it only when it takes
 * an item's last unit.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('items_store_newest').on('items').columns(['store_id', 'id']).execute();
  await db.schema.createIndex('items_store_category_newest').on('items').columns(['store_id', 'category_id', 'id']).execute();
  await db.schema.createIndex('items_store_status_newest').on('items').columns(['store_id', 'status', 'id']).execute();
  await db.schema.createIndex('items_store_out_of_stock').on('items').columns(['store_id', 'id', 'stock']).where(sql.ref('stock'), '<=', sql.lit(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['items_store_out_of_stock', 'items_store_status_newest', 'items_store_category_newest', 'items_store_newest']) {
    await db.schema.dropIndex(name).execute();
  }
}
