import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

/**
 * A log of changes to the rows item search reads, written by triggers (so that every writer is
 * covered: any instance, the seed, admin tools), which each instance's in-memory search index
 * polls about once a second (modules/search/search.keeper.ts) and prunes after a while. A row
 * names what changed (kind) and which row (row_id; the store for schedules). Only the columns the
 * search reads are watched: an order's stock and sold counts write nothing here; its order_count
 * bump writes one small row per item, of its own kind.
 */
const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

/**
 * [trigger name, table, kind, id column, watched columns on update (null: all)]. An item's order
 * count and rating change with every order and review: they are logged apart ('stats'), so that
 * readers update two numbers instead of reading the item and its text again.
 */
export const WATCHED: [name: string, table: string, kind: string, id: string, columns: string | null][] = [
  ['items', 'items', 'item', 'id', `name, translations, description, generic_name, tags, category_id, brand_id, store_id, zone_id, module_id,
    status, price, discount, discount_type, veg, created_at, available_time_starts, available_time_ends`],
  ['items_stats', 'items', 'stats', 'id', 'order_count, avg_rating'],
  ['stores', 'stores', 'store', 'id', 'status, active, zone_id, module_id, delivery, take_away, discount, discount_type, discount_start, discount_end, time_zone, latitude, longitude'],
  ['store_schedules', 'store_schedules', 'schedule', 'store_id', null],
  ['flash_sales', 'flash_sales', 'flash', 'id', 'status, start_date, end_date'],
  ['flash_sale_items', 'flash_sale_items', 'flash', 'flash_sale_id', 'flash_sale_id, item_id, price, status'],
  ['categories', 'categories', 'category', 'id', 'parent_id, name, translations'],
  ['brands', 'brands', 'brand', 'id', 'name, translations'],
];

async function upSqlite(db: Kysely<any>): Promise<void> {
  await run(db, `create table search_changes (seq integer primary key autoincrement, kind text not null, row_id integer not null,
    changed_at text not null default (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))`);
  for (const [name, table, kind, id, columns] of WATCHED) {
    const note = (row: string) => `insert into search_changes (kind, row_id) values ('${kind}', ${row}.${id});`;
    // Inserts and deletes are the item's ('item'), not its stats'.
    if (kind !== 'stats') {
      await run(db, `create trigger ${name}_search_changes_insert after insert on ${table} begin ${note('new')} end`);
      await run(db, `create trigger ${name}_search_changes_delete after delete on ${table} begin ${note('old')} end`);
    }
    await run(db, `create trigger ${name}_search_changes_update after update${columns ? ` of ${columns}` : ''} on ${table} begin
      ${note('new')} ${id === 'id' ? '' : `insert into search_changes (kind, row_id) select '${kind}', old.${id} where old.${id} <> new.${id};`} end`);
  }
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await run(db, `create table search_changes (seq bigserial primary key, kind text not null, row_id integer not null,
    changed_at text not null default to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`);
  for (const [name, table, kind, id, columns] of WATCHED) {
    await run(db, `create or replace function ${name}_search_changes() returns trigger language plpgsql as $$ begin
      if tg_op = 'DELETE' then insert into search_changes (kind, row_id) values ('${kind}', old.${id});
      else
        insert into search_changes (kind, row_id) values ('${kind}', new.${id});
        if tg_op = 'UPDATE' and old.${id} <> new.${id} then insert into search_changes (kind, row_id) values ('${kind}', old.${id}); end if;
      end if;
      return null; end $$`);
    const events = kind === 'stats' ? '' : 'insert or delete or ';
    await run(db, `create trigger ${name}_search_changes after ${events}update${columns ? ` of ${columns}` : ''} on ${table}
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
  await run(db, 'drop table if exists search_changes');
}
