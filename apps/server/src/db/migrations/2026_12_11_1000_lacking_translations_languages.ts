import { sql, type Kysely } from 'kysely';
import { dbKind } from '../dialect.js';

/**
 * The console's list of texts not yet translated counts, for every kind on each request, the rows whose
 * English text lacks its Arabic or French one, or (asked for one language) lacks that one. Partial indexes
 * of those rows' ids, their conditions written as db/lacking-texts writes the list's, let each count read
 * an index alone: one of the rows lacking that language on every translated table, and one of the rows
 * lacking either on the tables the migration lacking_translations left out (each count there read the
 * whole table and parsed every row's translations).
 */
const TEXTS = [
  ['items', 'name'], ['items', 'description'], ['stores', 'name'], ['categories', 'name'], ['brands', 'name'], ['units', 'name'],
  ['attributes', 'name'], ['banners', 'title'], ['banners', 'short_description'], ['coupons', 'title'], ['campaigns', 'title'],
  ['campaigns', 'description'], ['item_campaigns', 'title'], ['flash_sales', 'title'], ['cashbacks', 'title'], ['parcel_categories', 'name'],
  ['parcel_categories', 'description'], ['modules', 'module_name'], ['modules', 'description'], ['faqs', 'question'], ['faqs', 'answer'],
] as const;
/** Indexed for either language already (migration lacking_translations). */
const HAVE_EITHER = new Set(['items.name', 'items.description', 'stores.name']);
const LANGS = ['ar', 'fr'] as const;

function lacks(db: Kysely<any>, field: string, lang: string): string {
  return dbKind(db) === 'postgres' ? `coalesce(translations::jsonb #>> '{${lang},${field}}', '') = ''` : `coalesce(json_extract(translations, '$.${lang}.${field}'), '') = ''`;
}

const either = (table: string, field: string) => !HAVE_EITHER.has(`${table}.${field}`);

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, field] of TEXTS) {
    // Either language's first: SQLite, weighing two indexes alike, takes the one made last, and the
    // language's own (the count reads it alone) must win over either's (each row then read and parsed).
    if (either(table, field)) {
      const condition = `${field} <> '' and (${lacks(db, field, 'ar')} or ${lacks(db, field, 'fr')})`;
      await sql.raw(`create index ${table}_lacking_${field} on ${table} (id) where ${condition}`).execute(db);
    }
    for (const lang of LANGS) {
      await sql.raw(`create index ${table}_lacking_${field}_${lang} on ${table} (id) where ${field} <> '' and ${lacks(db, field, lang)}`).execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, field] of TEXTS) {
    for (const lang of LANGS) await db.schema.dropIndex(`${table}_lacking_${field}_${lang}`).execute();
    if (either(table, field)) await db.schema.dropIndex(`${table}_lacking_${field}`).execute();
  }
}
