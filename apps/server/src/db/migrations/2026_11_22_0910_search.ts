import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

/**
 * Full-text indexes of items (names in every language, description, tags, category and brand
 * names) and stores (names, address), kept in step with their rows by triggers so that every
 * writer (seed, scale seed, later admin code) is covered. SQLite: FTS5 tables whose rowid is the
 * row's id. PostgreSQL: tsvector tables with GIN indexes, names weighted A and the rest D.
 */
const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

// ---- SQLite ----
const liteJson = (col: string) => `coalesce((select group_concat(value, ' ') from json_tree(${col}) where type = 'text'), '')`;
const liteItemName = (n: string) => `${n}.name || ' ' || ${liteJson(`${n}.translations`)}`;
const liteItemBody = (n: string) => [
  `coalesce(${n}.description, '')`,
  `coalesce(${n}.generic_name, '')`,
  liteJson(`${n}.tags`),
  `coalesce((select c.name || ' ' || ${liteJson('c.translations')} || ' ' || coalesce(p.name || ' ' || ${liteJson('p.translations')}, '')
     from categories c left join categories p on p.id = c.parent_id where c.id = ${n}.category_id), '')`,
  `coalesce((select b.name || ' ' || ${liteJson('b.translations')} from brands b where b.id = ${n}.brand_id), '')`,
].join(` || ' ' || `);
const liteStoreName = (n: string) => `${n}.name || ' ' || ${liteJson(`${n}.translations`)}`;
export const ITEM_COLUMNS = 'name, translations, description, tags, category_id, brand_id, generic_name';

async function upSqlite(db: Kysely<any>): Promise<void> {
  const fts = `tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'`;
  await run(db, `create virtual table item_search using fts5(name, body, ${fts})`);
  await run(db, `create virtual table store_search using fts5(name, body, ${fts})`);
  const itemInsert = `insert into item_search(rowid, name, body) values (new.id, ${liteItemName('new')}, ${liteItemBody('new')});`;
  await run(db, `create trigger items_search_insert after insert on items begin ${itemInsert} end`);
  await run(db, `create trigger items_search_update after update of ${ITEM_COLUMNS} on items begin
    delete from item_search where rowid = old.id; ${itemInsert} end`);
  await run(db, `create trigger items_search_delete after delete on items begin delete from item_search where rowid = old.id; end`);
  const storeInsert = `insert into store_search(rowid, name, body) values (new.id, ${liteStoreName('new')}, new.address);`;
  await run(db, `create trigger stores_search_insert after insert on stores begin ${storeInsert} end`);
  await run(db, `create trigger stores_search_update after update of name, translations, address on stores begin
    delete from store_search where rowid = old.id; ${storeInsert} end`);
  await run(db, `create trigger stores_search_delete after delete on stores begin delete from store_search where rowid = old.id; end`);
  // Rows written before this migration.
  await run(db, `insert into item_search(rowid, name, body) select items.id, ${liteItemName('items')}, ${liteItemBody('items')} from items`);
  await run(db, `insert into store_search(rowid, name, body) select stores.id, ${liteStoreName('stores')}, stores.address from stores`);
}

// ---- PostgreSQL ----
const FOLD_FROM = 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ';
const FOLD_TO = 'aaaaaaceeeeiiiinooooouuuuyy';
export const pgDocument = (name: string, body: string) =>
  `setweight(to_tsvector('simple', search_fold(${name})), 'A') || setweight(to_tsvector('simple', search_fold(${body})), 'D')`;
export const pgItemName = (n: string) => `${n}.name || ' ' || search_json_text(${n}.translations)`;
export const pgItemBody = (n: string) => [
  `coalesce(${n}.description, '')`,
  `coalesce(${n}.generic_name, '')`,
  `search_json_text(${n}.tags)`,
  `coalesce((select c.name || ' ' || search_json_text(c.translations) || ' ' || coalesce(p.name || ' ' || search_json_text(p.translations), '')
     from categories c left join categories p on p.id = c.parent_id where c.id = ${n}.category_id), '')`,
  `coalesce((select b.name || ' ' || search_json_text(b.translations) from brands b where b.id = ${n}.brand_id), '')`,
].join(` || ' ' || `);

async function upPostgres(db: Kysely<any>): Promise<void> {
  // Extensions are per database; keep pg_trgm in public so that every schema (one per test file) sees it.
  // Two schemas migrating at once may race to create it: the loser's error is harmless.
  await run(db, 'savepoint pg_trgm');
  try {
    await run(db, 'create extension if not exists pg_trgm with schema public');
    await run(db, 'release savepoint pg_trgm');
  } catch {
    await run(db, 'rollback to savepoint pg_trgm');
  }
  // Accents folded the way SQLite's remove_diacritics folds them, so that both engines match alike.
  await run(db, `create or replace function search_fold(t text) returns text language sql immutable as
    $$ select translate(lower(coalesce(t, '')), '${FOLD_FROM}', '${FOLD_TO}') $$`);
  await run(db, `create or replace function search_json_text(t text) returns text language sql stable as
    $$ select coalesce(string_agg(v #>> '{}', ' '), '') from jsonb_path_query(coalesce(t, '{}')::jsonb, 'strict $.**') v
       where jsonb_typeof(v) = 'string' $$`);
  await run(db, 'create table item_search (item_id integer primary key references items(id) on delete cascade, document tsvector not null)');
  await run(db, 'create table store_search (store_id integer primary key references stores(id) on delete cascade, document tsvector not null)');
  await run(db, 'create index item_search_document on item_search using gin (document)');
  await run(db, 'create index store_search_document on store_search using gin (document)');
  await run(db, `create or replace function item_search_refresh() returns trigger language plpgsql as $$ begin
    insert into item_search (item_id, document) values (new.id, ${pgDocument(pgItemName('new'), pgItemBody('new'))})
    on conflict (item_id) do update set document = excluded.document;
    return null; end $$`);
  await run(db, `create or replace function store_search_refresh() returns trigger language plpgsql as $$ begin
    insert into store_search (store_id, document) values (new.id, ${pgDocument(pgItemName('new'), 'new.address')})
    on conflict (store_id) do update set document = excluded.document;
    return null; end $$`);
  await run(db, `create trigger items_search after insert or update of ${ITEM_COLUMNS} on items
    for each row execute function item_search_refresh()`);
  await run(db, `create trigger stores_search after insert or update of name, translations, address on stores
    for each row execute function store_search_refresh()`);
  await run(db, `insert into item_search (item_id, document) select items.id, ${pgDocument(pgItemName('items'), pgItemBody('items'))} from items`);
  await run(db, `insert into store_search (store_id, document) select stores.id, ${pgDocument(pgItemName('stores'), 'stores.address')} from stores`);
}

export async function up(db: Kysely<any>): Promise<void> {
  await (dbKind(db) === 'postgres' ? upPostgres(db) : upSqlite(db));
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dbKind(db) === 'postgres') {
    await run(db, 'drop trigger if exists items_search on items');
    await run(db, 'drop trigger if exists stores_search on stores');
    await run(db, 'drop table if exists item_search');
    await run(db, 'drop table if exists store_search');
    for (const fn of ['item_search_refresh()', 'store_search_refresh()', 'search_json_text(text)', 'search_fold(text)']) {
      await run(db, `drop function if exists ${fn}`);
    }
    return;
  }
  for (const trigger of ['items_search_insert', 'items_search_update', 'items_search_delete', 'stores_search_insert', 'stores_search_update', 'stores_search_delete']) {
    await run(db, `drop trigger if exists ${trigger}`);
  }
  await run(db, 'drop table if exists item_search');
  await run(db, 'drop table if exists store_search');
}
