import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

/**
 * The search change log (search_changes) also names what an item's card shows beyond what search
 * reads, so that search keeps each item's card until the log says it changed (modules/search/
 * search.cards.ts): 'card' rows name an item whose card-only columns, variations, food options or
 * add-on links changed (an order taking stock writes one per item, option or variation it takes
 * from); 'add_on' rows name a shared add-on; a store's shown names and flags are logged as the
 * store ('store'), a sale line's shown discount as its sale ('flash').
 */
const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

/** [trigger name, table, kind, id column, watched columns on update (null: all), whether inserts and deletes are logged too]. */
const WATCHED: [name: string, table: string, kind: string, id: string, columns: string | null, rows: boolean][] = [
  // Inserts and deletes of items are logged as 'item' already.
  ['items_card', 'items', 'card', 'id', `slug, image, images, unit_type, stock, maximum_cart_quantity, is_prescription_required, recommended, organic,
    is_halal, choice_options, rating_count, wishlist_count`, false],
  ['item_variations', 'item_variations', 'card', 'item_id', null, true],
  ['item_food_variations', 'item_food_variations', 'card', 'item_id', null, true],
  ['item_food_variation_values', 'item_food_variation_values', 'card', 'item_id', null, true],
  ['item_add_ons', 'item_add_ons', 'card', 'item_id', null, true],
  ['add_ons', 'add_ons', 'add_on', 'id', 'name, translations, price, status', false],
  ['stores_card', 'stores', 'store', 'id', 'name, slug, translations, schedule_order, halal_tag_status', false],
  ['flash_sale_items_card', 'flash_sale_items', 'flash', 'flash_sale_id', 'discount, discount_type', false],
];

async function upSqlite(db: Kysely<any>): Promise<void> {
  for (const [name, table, kind, id, columns, rows] of WATCHED) {
    const note = (row: string) => `insert into search_changes (kind, row_id) values ('${kind}', ${row}.${id});`;
    if (rows) {
      await run(db, `create trigger ${name}_search_changes_insert after insert on ${table} begin ${note('new')} end`);
      await run(db, `create trigger ${name}_search_changes_delete after delete on ${table} begin ${note('old')} end`);
    }
    await run(db, `create trigger ${name}_search_changes_update after update${columns ? ` of ${columns}` : ''} on ${table} begin
      ${note('new')} ${id === 'id' ? '' : `insert into search_changes (kind, row_id) select '${kind}', old.${id} where old.${id} <> new.${id};`} end`);
  }
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  for (const [name, table, kind, id, columns, rows] of WATCHED) {
    await run(db, `create or replace function ${name}_search_changes() returns trigger language plpgsql as $$ begin
      if tg_op = 'DELETE' then insert into search_changes (kind, row_id) values ('${kind}', old.${id});
      else
        insert into search_changes (kind, row_id) values ('${kind}', new.${id});
        if tg_op = 'UPDATE' and old.${id} <> new.${id} then insert into search_changes (kind, row_id) values ('${kind}', old.${id}); end if;
      end if;
      return null; end $$`);
    await run(db, `create trigger ${name}_search_changes after ${rows ? 'insert or delete or ' : ''}update${columns ? ` of ${columns}` : ''} on ${table}
      for each row execute function ${name}_search_changes()`);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await (dbKind(db) === 'postgres' ? upPostgres(db) : upSqlite(db));
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, table] of WATCHED) {
    if (dbKind(db) === 'postgres') {
      await run(db, `drop trigger if exists ${name}_search_changes on ${table}`);
      await run(db, `drop function if exists ${name}_search_changes()`);
    } else {
      for (const op of ['insert', 'update', 'delete']) await run(db, `drop trigger if exists ${name}_search_changes_${op}`);
    }
  }
}
