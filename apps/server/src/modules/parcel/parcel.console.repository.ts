import { type Insertable, type Kysely, type Updateable } from 'kysely';
import type { ConsoleParcelCategoryQuery } from '@storefront/contract';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { textsContaining } from '../../db/like.js';

type Reader = Kysely<Database>;

/** The console's list: by part of the name in any language and on or off, in the sender's order, and how many. */
export async function consoleParcelCategoryPage(db: Reader, query: ConsoleParcelCategoryQuery) {
  let q = db.selectFrom('parcel_categories');
  if (query.on !== undefined) q = q.where('status', '=', query.on ? 1 : 0);
  const search = query.search?.trim();
  if (search) q = q.where(textsContaining(db, 'name', search));
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('position').orderBy('id').limit(query.limit ?? 25).offset(query.offset ?? 0).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One parcel category; `lock` holds it until the transaction ends (PostgreSQL; SQLite's writer lock does already). */
export function parcelCategoryRow(db: Reader, id: number, lock = false) {
  const q = db.selectFrom('parcel_categories').selectAll().where('id', '=', id);
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

export async function insertParcelCategory(trx: Reader, row: Insertable<Database['parcel_categories']>): Promise<number> {
  const { id } = await trx.insertInto('parcel_categories').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Writes a save over the version it read; false when another save came first. */
export async function saveParcelCategory(trx: Reader, id: number, version: number, columns: Updateable<Database['parcel_categories']>, now: string): Promise<boolean> {
  const result = await trx.updateTable('parcel_categories').set({ ...columns, version: version + 1, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The module a new parcel category belongs to when none is named: the first parcel module. */
export async function parcelModuleId(db: Reader): Promise<number | null> {
  return (await db.selectFrom('modules').select('id').where('module_type', '=', 'parcel').orderBy('id').executeTakeFirst())?.id ?? null;
}

/** Whether the module exists and sends parcels. */
export async function isParcelModule(db: Reader, moduleId: number): Promise<boolean> {
  return (await db.selectFrom('modules').select('id').where('id', '=', moduleId).where('module_type', '=', 'parcel').executeTakeFirst()) !== undefined;
}
