import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';
import { ITEM_COLUMNS, pgDocument, pgItemBody, pgItemName } from './2026_11_22_0910_search.js';
import { WATCHED } from './2026_11_24_1700_search_changes.js';

/**
 * On PostgreSQL, items inserted many at once (a CSV import, the seed) get their search documents and
 * their search change log rows from one statement per insert, over the statement's new rows, instead
 * of a trigger call and an insert per item: a row trigger cost about a millisecond an item, most of an
 * import's time. Updates and deletes keep their row triggers (a trigger naming the columns it watches
 * cannot read a statement's rows). SQLite has no statement triggers and keeps its row triggers.
 */
const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const itemColumns = () => WATCHED.find(([name]) => name === 'items')![4]!;

export async function up(db: Kysely<any>): Promise<void> {
  if (dbKind(db) !== 'postgres') return;
  await run(db, `create or replace function item_search_insert() returns trigger language plpgsql as $$ begin
    insert into item_search (item_id, document) select fresh.id, ${pgDocument(pgItemName('fresh'), pgItemBody('fresh'))} from fresh
    on conflict (item_id) do update set document = excluded.document;
    return null; end $$`);
  await run(db, `create or replace function items_search_changes_insert() returns trigger language plpgsql as $$ begin
    insert into search_changes (kind, row_id) select 'item', fresh.id from fresh order by fresh.id;
    return null; end $$`);
  await run(db, 'drop trigger items_search on items');
  await run(db, `create trigger items_search after update of ${ITEM_COLUMNS} on items for each row execute function item_search_refresh()`);
  await run(db, 'create trigger items_search_insert after insert on items referencing new table as fresh for each statement execute function item_search_insert()');
  await run(db, 'drop trigger items_search_changes on items');
  await run(db, `create trigger items_search_changes after delete or update of ${itemColumns()} on items for each row execute function items_search_changes()`);
  await run(db, `create trigger items_search_changes_insert after insert on items referencing new table as fresh
    for each statement execute function items_search_changes_insert()`);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dbKind(db) !== 'postgres') return;
  for (const trigger of ['items_search_insert', 'items_search', 'items_search_changes_insert', 'items_search_changes']) {
    await run(db, `drop trigger if exists ${trigger} on items`);
  }
  await run(db, 'drop function if exists item_search_insert()');
  await run(db, 'drop function if exists items_search_changes_insert()');
  await run(db, `create trigger items_search after insert or update of ${ITEM_COLUMNS} on items for each row execute function item_search_refresh()`);
  await run(db, `create trigger items_search_changes after insert or delete or update of ${itemColumns()} on items
    for each row execute function items_search_changes()`);
}
