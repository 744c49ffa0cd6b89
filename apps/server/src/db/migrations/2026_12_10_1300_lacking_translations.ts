import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

/**
 * The console's list of texts not yet translated counts and pages the rows of the large tables whose
 * English text lacks its Arabic or French one. A partial index of those rows' ids serves it: its
 * condition is the list's own, written as db/lacking-texts writes it, so a count reads that index
 * alone (the rows lacking a translation, not all 100,000 items).
 */
const TEXTS = [['items', 'name'], ['items', 'description'], ['stores', 'name']] as const;

function lacks(db: Kysely<any>, field: string, lang: string): string {
  return dbKind(db) === 'postgres' ? `coalesce(translations::jsonb #>> '{${lang},${field}}', '') = ''` : `coalesce(json_extract(translations, '$.${lang}.${field}'), '') = ''`;
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, field] of TEXTS) {
    const condition = `${field} <> '' and (${lacks(db, field, 'ar')} or ${lacks(db, field, 'fr')})`;
    await sql.raw(`create index ${table}_lacking_${field} on ${table} (id) where ${condition}`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, field] of TEXTS) await db.schema.dropIndex(`${table}_lacking_${field}`).execute();
}
