import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { lackingTexts, type LackingFilter, type LackingTexts } from '../../db/lacking-texts.js';
import type { ConsoleCatalogTermQuery } from '@storefront/contract';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { textsContaining } from '../../db/like.js';

/** The business's units and attributes: two tables of the same shape. */
export type TermTable = 'units' | 'attributes';
type Reader = Kysely<Database>;

/** The console's list: by part of the name in any language and on or off, in the business's order, and how many. */
export async function consoleTermPage(db: Reader, table: TermTable, query: ConsoleCatalogTermQuery) {
  let q = db.selectFrom(table);
  if (query.on !== undefined) q = q.where('status', '=', query.on ? 1 : 0);
  const search = query.search?.trim();
  if (search) q = q.where(textsContaining(db, 'name', search));
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('position').orderBy('id').limit(query.limit ?? 25).offset(query.offset ?? 0).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One row; `lock` holds it until the transaction ends (PostgreSQL; SQLite's writer lock does already). */
export function termRow(db: Reader, table: TermTable, id: number, lock = false) {
  const q = db.selectFrom(table).selectAll().where('id', '=', id);
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

/** Another row of the table with this English name, whatever its case. */
export async function termNameTaken(db: Reader, table: TermTable, name: string, exceptId: number | null): Promise<boolean> {
  let q = db.selectFrom(table).select('id').where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertTerm(trx: Reader, table: TermTable, row: Insertable<Database['units']>): Promise<number> {
  const { id } = await trx.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Writes a save over the version it read; false when another save came first. */
export async function saveTerm(trx: Reader, table: TermTable, id: number, version: number, columns: Updateable<Database['units']>, now: string): Promise<boolean> {
  const result = await trx.updateTable(table).set({ ...columns, version: version + 1, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The units and attributes switched on, in the business's order, for the item editor's choices and the storefront's unit names. */
export async function termsOn(db: Reader) {
  const [units, attributes] = await Promise.all(['units', 'attributes'].map((table) => db.selectFrom(table as TermTable)
    .select(['name', 'translations']).where('status', '=', 1).orderBy('position').orderBy('id').execute()));
  return { units: units!, attributes: attributes! };
}

/** Every unit's translations by its lower-case English name (on or off: items keep theirs), for naming an item's unit in the visitor's language. */
export async function unitTranslations(db: Reader): Promise<Map<string, string>> {
  const rows = await db.selectFrom('units').select(['name', 'translations']).execute();
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.translations]));
}

/** The units' or attributes' names lacking a translation. */
export const termsLackingTexts = (db: Kysely<Database>, table: TermTable, filter: LackingFilter): LackingTexts =>
  lackingTexts(db, { table, field: 'name', english: 'name', name: 'name' }, filter);
