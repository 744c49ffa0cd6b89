import { sql, type Expression, type Insertable, type Kysely, type SqlBool, type Updateable } from 'kysely';
import type { ConsoleStoreApplicationQuery } from '@storefront/contract';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { foldText } from '../../db/fold.js';
import { containing, holding, trigramPhrase } from '../../db/like.js';

type Trx = Kysely<Database>;

const withReviewer = (db: Trx) => db.selectFrom('store_applications as a').leftJoin('operators as o', 'o.id', 'a.reviewer_id')
  .selectAll('a').select(['o.f_name as reviewer_f_name', 'o.l_name as reviewer_l_name']);

/** The console list's filters on applications `a`: a state, and part of the store's name (any language), the applicant's name, email or phone. */
function filtered<Q extends { where(e: Expression<SqlBool>): Q }>(db: Trx, q: Q, query: ConsoleStoreApplicationQuery): Q {
  const out = query.state === undefined ? q : q.where(sql<SqlBool>`a.status = ${query.state}`);
  const search = query.search?.trim();
  return search ? out.where(holdingText(db, search)) : out;
}

/**
 * Applications whose text (the store's names, the applicant's name, email and phone) holds `search`,
 * whatever its case and Latin accents: from the trigram index of the migration store_application_search
 * (on PostgreSQL over the generated column search_text, the text folded). A search of fewer than three
 * letters has no trigram: it is matched on every row's columns.
 */
export function holdingText(db: Trx, search: string): Expression<SqlBool> {
  if ([...foldText(search)].length < 3) {
    return sql<SqlBool>`(${sql.join(['a.name', 'a.translations', sql`a.f_name || ' ' || a.l_name`, 'a.email', 'a.phone'].map((c) => holding(db, c, search)), sql` or `)})`;
  }
  return dbKind(db) === 'postgres'
    ? sql<SqlBool>`a.search_text like ${containing(search)}`
    : sql<SqlBool>`a.id in (select rowid from store_application_search where store_application_search match ${trigramPhrase(search)})`;
}

/**
 * A page of the list: pending ones first, then newest first. The order is written as the indexes of the
 * migration store_application_order write it, so that a page is read in order from one of them and stops.
 */
export function applicationRows(db: Trx, query: ConsoleStoreApplicationQuery) {
  return filtered(db, withReviewer(db), query).orderBy(sql`case when a.status = 'pending' then 0 else 1 end`).orderBy('a.id', 'desc')
    .limit(query.limit ?? 25).offset(query.offset ?? 0);
}

/** The console's list: a page of it and how many. */
export async function applicationPage(db: Trx, query: ConsoleStoreApplicationQuery) {
  const [rows, count] = await Promise.all([
    applicationRows(db, query).execute(),
    filtered(db, db.selectFrom('store_applications as a'), query).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type ApplicationRow = Awaited<ReturnType<typeof applicationPage>>['rows'][number];

/** One application with its reviewer's name; `lock` holds it until the transaction ends (PostgreSQL; SQLite's writer lock does already). */
export function applicationRow(db: Trx, id: number, lock = false): Promise<ApplicationRow | undefined> {
  const q = withReviewer(db).where('a.id', '=', id);
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate('a') : q).executeTakeFirst();
}

export async function insertApplication(db: Trx, row: Insertable<Database['store_applications']>): Promise<number> {
  const { id } = await db.insertInto('store_applications').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Writes a decision over the pending version it read; false when another decision came first. */
export async function decideApplication(trx: Trx, id: number, version: number, columns: Updateable<Database['store_applications']>): Promise<boolean> {
  const result = await trx.updateTable('store_applications').set({ ...columns, version: version + 1 })
    .where('id', '=', id).where('version', '=', version).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
