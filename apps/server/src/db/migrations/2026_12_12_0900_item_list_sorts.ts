import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

/**
 * The console's item lists narrowed to a category, in every sort: an index of each category's items per
 * sort, so that a page is read in order instead of the category's thousands of items sorted for it (a
 * category with sub-categories merges one such read per category, see the catalogue repository).
 *
 * PostgreSQL keeps the names of items in a narrow table of its own as well, item_names (the names in
 * every language as one document per item, as the index of names over items states it), for a search
 * over every item: counted, and its matches read into a set that the sort's index is checked against.
 * A GIN index cannot give ids without reading each match's row, and an item's row is wide, so a common
 * word read thousands of items' pages (3,700 pages for 6,800 matches of 100,000 items) where
 * item_names holds them in a third of that. It is written by triggers only: a statement's inserted
 * items at once (an import), an item's names when they change, and removed with the item. SQLite's
 * full-text table has a column of names already.
 */
const SORTS = ['name', 'price', 'stock', 'updated_at'] as const;

const INDEXES: readonly (readonly [string, readonly string[]])[] = [
  ['items_category_newest', ['category_id', 'id']],
  ...SORTS.map((column) => [`items_category_by_${column}`, ['category_id', column, 'id']] as const),
];

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const document = (row: string) => `to_tsvector('simple', search_fold(item_name_text(${row}.name, ${row}.translations)))`;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('items').columns([...columns]).execute();
  if (dbKind(db) !== 'postgres') return;
  await run(db, 'create table item_names (item_id integer primary key references items(id) on delete cascade, document tsvector not null)');
  await run(db, `insert into item_names (item_id, document) select items.id, ${document('items')} from items`);
  await run(db, 'create index item_names_document on item_names using gin (document)');
  await run(db, `create function item_names_insert() returns trigger language plpgsql as $$ begin
    insert into item_names (item_id, document) select fresh.id, ${document('fresh')} from fresh;
    return null; end $$`);
  await run(db, `create function item_names_update() returns trigger language plpgsql as $$ begin
    update item_names set document = ${document('new')} where item_id = new.id;
    return null; end $$`);
  await run(db, 'create trigger items_names_insert after insert on items referencing new table as fresh for each statement execute function item_names_insert()');
  await run(db, `create trigger items_names_update after update of name, translations on items for each row
    when (old.name is distinct from new.name or old.translations is distinct from new.translations) execute function item_names_update()`);
  await run(db, 'analyze item_names');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dbKind(db) === 'postgres') {
    await run(db, 'drop trigger items_names_update on items');
    await run(db, 'drop trigger items_names_insert on items');
    await run(db, 'drop function item_names_update()');
    await run(db, 'drop function item_names_insert()');
    await run(db, 'drop table item_names');
  }
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
