import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

/**
 * The console's menu list: a store's items newest first, narrowed by category, by status, or to those
 * out of stock, a page at a time. Each narrowing has an index that gives the store's rows in id order,
 * so a page reads its rows and stops, and counting (capped) reads the index alone, however many items
 * the store has. Out-of-stock items are few: their index holds only them (stock at or below 0, the
 * stock kept too, so that SQLite reads the index alone), and an order changes it only when it takes
 * an item's last unit.
 *
 * Staff search their menu by name. SQLite's full-text table has a column of names alone; PostgreSQL's
 * keeps names as weighted words of the whole document, and a weighted match reads every matching
 * document again (5 to 10 times the cost at 100,000 items): there, an index of the names alone (every
 * language's) answers it. Both engines fold words alike (search_fold, see the search migration).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('items_store_newest').on('items').columns(['store_id', 'id']).execute();
  await db.schema.createIndex('items_store_category_newest').on('items').columns(['store_id', 'category_id', 'id']).execute();
  await db.schema.createIndex('items_store_status_newest').on('items').columns(['store_id', 'status', 'id']).execute();
  await db.schema.createIndex('items_store_out_of_stock').on('items').columns(['store_id', 'id', 'stock']).where(sql.ref('stock'), '<=', sql.lit(0)).execute();
  if (dbKind(db) !== 'postgres') return;
  await sql`create or replace function item_name_text(name text, translations text) returns text language sql immutable as
    $$ select coalesce(name, '') || ' ' || coalesce(coalesce(translations, '{}')::jsonb #>> '{ar,name}', '') || ' '
      || coalesce(coalesce(translations, '{}')::jsonb #>> '{fr,name}', '') $$`.execute(db);
  await sql`create index items_names_search on items using gin (to_tsvector('simple', search_fold(item_name_text(name, translations))))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dbKind(db) === 'postgres') {
    await sql`drop index if exists items_names_search`.execute(db);
    await sql`drop function if exists item_name_text(text, text)`.execute(db);
  }
  for (const name of ['items_store_out_of_stock', 'items_store_status_newest', 'items_store_category_newest', 'items_store_newest']) {
    await db.schema.dropIndex(name).execute();
  }
}
