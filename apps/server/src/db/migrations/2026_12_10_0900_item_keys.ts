import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

/** The admin's item list: every sort, over every store and over one module, read in order from an index. */
const SORT_COLUMNS = ['name', 'price', 'stock', 'updated_at'] as const;

/**
 * Items get a key (`sku`) that a spreadsheet names them by: unique within the store, kept when the item
 * is renamed or moved to another category, so that a CSV file exported and imported again finds the
 * same items. An item given no key gets `item-<its id>` from the database itself (a trigger), whatever
 * writes it: the store panel's editor, the seed, a test; the items there before get the same. An
 * import names its own keys for the items it creates.
 *
 * The admin's list over every store sorts by name, price, stock or last change, over every module or
 * one: an index per sort answers a page in order and stops. Out-of-stock items are few: a partial
 * index holds them all, so counting them never reads the whole table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('items').addColumn('sku', 'varchar(64)').execute();
  await run(db, `update items set sku = 'item-' || id`);
  await db.schema.createIndex('items_store_sku').unique().on('items').columns(['store_id', 'sku']).execute();
  if (dbKind(db) === 'postgres') {
    await run(db, `create or replace function items_default_sku() returns trigger language plpgsql as $$ begin
      if new.sku is null then new.sku := 'item-' || new.id; end if; return new; end $$`);
    await run(db, 'create trigger items_default_sku before insert on items for each row execute function items_default_sku()');
  } else {
    await run(db, `create trigger items_default_sku after insert on items when new.sku is null begin
      update items set sku = 'item-' || new.id where id = new.id; end`);
  }
  await db.schema.createIndex('items_module_newest').on('items').columns(['module_id', 'id']).execute();
  for (const column of SORT_COLUMNS) {
    await db.schema.createIndex(`items_by_${column}`).on('items').columns([column, 'id']).execute();
    await db.schema.createIndex(`items_module_by_${column}`).on('items').columns(['module_id', column, 'id']).execute();
  }
  await db.schema.createIndex('items_out_of_stock').on('items').columns(['id', 'stock']).where(sql.ref('stock'), '<=', sql.lit(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('items_out_of_stock').execute();
  for (const column of SORT_COLUMNS) {
    await db.schema.dropIndex(`items_module_by_${column}`).execute();
    await db.schema.dropIndex(`items_by_${column}`).execute();
  }
  await db.schema.dropIndex('items_module_newest').execute();
  await run(db, 'drop trigger if exists items_default_sku' + (dbKind(db) === 'postgres' ? ' on items' : ''));
  if (dbKind(db) === 'postgres') await run(db, 'drop function if exists items_default_sku()');
  await db.schema.dropIndex('items_store_sku').execute();
  await db.schema.alterTable('items').dropColumn('sku').execute();
}
