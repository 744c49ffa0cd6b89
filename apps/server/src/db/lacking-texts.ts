import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { dbKind } from './dialect.js';
import { holding } from './like.js';

/** The languages a text is translated into beside English. */
export type TranslatedLanguage = 'ar' | 'fr';
export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = ['ar', 'fr'];

/** Which rows a list of texts lacking a translation shows: lacking one of `langs`, and (with `q`) whose text or name holds it. */
export interface LackingFilter { langs: readonly TranslatedLanguage[]; q?: string | undefined }

/** A row's text lacking a translation: the row, its name, the English text and the languages it lacks. */
export interface LackingText { id: number; store_id: number | null; name: string; english: string; missing: TranslatedLanguage[] }

/**
 * One translated text of a table: the table, its English column (`field` names the text in the row's
 * translations JSON, as lib/texts keeps it), the column that names the row and, for a store's rows, its store.
 */
export interface TextColumn { table: string; field: string; english: string; name: string; store?: string }

/** The count of rows lacking the text, and a page of them by id. */
export interface LackingTexts {
  count(): Promise<number>;
  /** The count's query, when the texts are a table's: countEach reads several in one statement. */
  counting?: () => SelectQueryBuilder<any, any, { n: number | string }>;
  page(offset: number, limit: number): Promise<LackingText[]>;
}

/**
 * Whether a row lacks the text in `lang` (absent or empty in its translations JSON), written out as SQL
 * text rather than with parameters: the table names and fields are the code's own, never a visitor's, and
 * a partial index (see the migration lacking_translations) serves a query only when its condition is
 * written the same way, with no parameter in it.
 */
function lacks(db: Kysely<any>, field: string, lang: TranslatedLanguage): string {
  return dbKind(db) === 'postgres' ? `coalesce(translations::jsonb #>> '{${lang},${field}}', '') = ''` : `coalesce(json_extract(translations, '$.${lang}.${field}'), '') = ''`;
}

/** The rows of the table lacking the text, as `filter` asks: the query a count or a page is made of. */
export function lackingRows(db: Kysely<any>, column: TextColumn, filter: LackingFilter) {
  const english = `${column.english} <> ''`;
  // One language: lacking it, the condition of that language's index alone (it implies lacking either,
  // which written beside it would be checked on every row the index holds, parsing each one's JSON).
  const lacking = filter.langs.length === 1 ? lacks(db, column.field, filter.langs[0]!) : `(${lacks(db, column.field, 'ar')} or ${lacks(db, column.field, 'fr')})`;
  let q = db.selectFrom(column.table).where(sql.raw<boolean>(english)).where(sql.raw<boolean>(lacking));
  if (filter.q) {
    const text = filter.q;
    q = q.where((eb) => eb.or([holding(db, column.english, text), holding(db, column.name, text)]));
  }
  return q;
}

/**
 * The rows of a table with an English text that lacks its Arabic or French one: the condition is a
 * partial index's (the English is there, one translation is not), so that the count and a page read
 * that index alone on the large tables; one query each, whatever the number of rows.
 */
export function lackingTexts(db: Kysely<any>, column: TextColumn, filter: LackingFilter): LackingTexts {
  const base = () => lackingRows(db, column, filter);
  const counting = () => base().select((eb) => eb.fn.countAll<number | string>().as('n'));
  return {
    counting,
    async count() {
      return Number((await counting().executeTakeFirstOrThrow()).n);
    },
    async page(offset, limit) {
      const rows = await base()
        .select([
          sql<number>`id`.as('id'), sql<number | null>`${sql.raw(column.store ?? 'null')}`.as('store_id'), sql<string>`${sql.ref(column.name)}`.as('name'),
          sql<string>`${sql.ref(column.english)}`.as('english'),
          sql<number>`case when ${sql.raw(lacks(db, column.field, 'ar'))} then 1 else 0 end`.as('ar'),
          sql<number>`case when ${sql.raw(lacks(db, column.field, 'fr'))} then 1 else 0 end`.as('fr'),
        ])
        .orderBy(sql`id`).limit(limit).offset(offset).execute();
      return rows.map((r) => ({
        id: Number(r.id), store_id: r.store_id === null ? null : Number(r.store_id), name: r.name, english: r.english,
        missing: TRANSLATED_LANGUAGES.filter((l) => Number(r[l]) === 1),
      }));
    },
  };
}

/**
 * How many rows each of `texts` holds: the tables' counts read in one statement (one subquery each, each
 * its own partial index), the others' asked for one by one; in the order of `texts`.
 */
export async function countEach(db: Kysely<any>, texts: readonly LackingTexts[]): Promise<number[]> {
  const tables = texts.flatMap((t, i) => (t.counting ? [{ i, query: t.counting }] : []));
  const row: Record<string, unknown> = tables.length ? await db.selectNoFrom(tables.map(({ i, query }) => query().as(`c${i}`))).executeTakeFirstOrThrow() : {};
  return Promise.all(texts.map(async (t, i) => (t.counting ? Number(row[`c${i}`]) : t.count())));
}
