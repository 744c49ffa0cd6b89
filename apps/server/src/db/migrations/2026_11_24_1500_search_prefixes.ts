import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

/**
 * SQLite's item index gets prefix indexes up to 8 letters (it had 2 and 3). People search as they
 * type, so the last word of every search is a prefix; without an index of that length FTS5 merges
 * the lists of every word starting with it: "pizza*" cost 0.75 ms of CPU against 0.15 ms with one,
 * at 100,000 items, and a search matches twice (names, the rest). FTS5 cannot change its options,
 * so the table is rebuilt from its own content, its triggers set aside and restored as they were.
 * PostgreSQL's GIN index already finds prefixes by range: nothing to do there.
 */
const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

async function rebuild(db: Kysely<any>, prefix: string): Promise<void> {
  const triggers = (await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where type = 'trigger' and tbl_name = 'items' and sql like '%item_search%'`.execute(db)).rows;
  for (const t of triggers) await run(db, `drop trigger ${t.name}`);
  await run(db, `create virtual table item_search_next using fts5(name, body, tokenize = 'unicode61 remove_diacritics 2', prefix = '${prefix}')`);
  await run(db, 'insert into item_search_next(rowid, name, body) select rowid, name, body from item_search');
  await run(db, 'drop table item_search');
  await run(db, 'alter table item_search_next rename to item_search');
  await run(db, `insert into item_search(item_search) values ('optimize')`);
  for (const t of triggers) await run(db, t.sql);
}

export async function up(db: Kysely<any>): Promise<void> {
  if (dbKind(db) !== 'postgres') await rebuild(db, '2 3 4 5 6 7 8');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dbKind(db) !== 'postgres') await rebuild(db, '2 3');
}
