import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

/**
 * The console's search of store applications by part of a word (a store's name in any language, the
 * applicant's name, email or phone), read from a trigram index instead of matched on every row (five
 * patterns a row: 17 ms of CPU over 5,000 applications). One text an application, of those columns:
 * - SQLite: an FTS5 trigram table, store_application_search (its rowid the application's id), whose
 *   words fold case and accents as the search folds them; written by triggers;
 * - PostgreSQL: a pg_trgm index over the text folded (search_fold), kept in a generated column,
 *   search_text: a trigram match is checked again on each row it finds, and folding the text there
 *   (two JSON reads and search_fold) cost 18 µs a row, 6 ms for a common word's 334 applications.
 * A search shorter than three letters has no trigram to look up: it is matched on every row as before.
 */
const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

const COLUMNS = 'name, translations, f_name, l_name, email, phone';

const liteText = (row: string) => `${row}.name || ' ' || coalesce(json_extract(${row}.translations, '$.ar.name'), '') || ' '
  || coalesce(json_extract(${row}.translations, '$.fr.name'), '') || ' ' || ${row}.f_name || ' ' || ${row}.l_name || ' ' || ${row}.email || ' ' || ${row}.phone`;

export async function up(db: Kysely<any>): Promise<void> {
  if (dbKind(db) === 'postgres') {
    await run(db, `create function store_application_text(name text, translations text, f_name text, l_name text, email text, phone text)
      returns text language sql immutable as $$ select name || ' ' || coalesce(coalesce(translations, '{}')::jsonb #>> '{ar,name}', '') || ' '
        || coalesce(coalesce(translations, '{}')::jsonb #>> '{fr,name}', '') || ' ' || f_name || ' ' || l_name || ' ' || email || ' ' || phone $$`);
    await run(db, `alter table store_applications add column search_text text generated always as (search_fold(store_application_text(${COLUMNS}))) stored`);
    await run(db, 'create index store_applications_text on store_applications using gin (search_text gin_trgm_ops)');
    return;
  }
  await run(db, `create virtual table store_application_search using fts5(document, tokenize = 'trigram remove_diacritics 1')`);
  await run(db, `insert into store_application_search(rowid, document) select a.id, ${liteText('a')} from store_applications a`);
  const insert = `insert into store_application_search(rowid, document) values (new.id, ${liteText('new')});`;
  await run(db, `create trigger store_applications_search_insert after insert on store_applications begin ${insert} end`);
  await run(db, `create trigger store_applications_search_update after update of ${COLUMNS} on store_applications begin
    delete from store_application_search where rowid = old.id; ${insert} end`);
  await run(db, 'create trigger store_applications_search_delete after delete on store_applications begin delete from store_application_search where rowid = old.id; end');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dbKind(db) === 'postgres') {
    await run(db, 'drop index store_applications_text');
    await run(db, 'alter table store_applications drop column search_text');
    await run(db, 'drop function store_application_text(text, text, text, text, text, text)');
    return;
  }
  for (const trigger of ['insert', 'update', 'delete']) await run(db, `drop trigger store_applications_search_${trigger}`);
  await run(db, 'drop table store_application_search');
}
