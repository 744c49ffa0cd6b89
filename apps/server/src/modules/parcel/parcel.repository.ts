import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { lackingTexts, type LackingFilter, type LackingTexts } from '../../db/lacking-texts.js';
import type { Db } from '../../db/connection.js';

/** Listed parcel categories of a module (every module when null), by position. */
export function parcelCategories(db: Db, moduleId: number | null) {
  let q = db.selectFrom('parcel_categories').selectAll().where('status', '=', 1);
  if (moduleId !== null) q = q.where('module_id', '=', moduleId);
  return q.orderBy('position').orderBy('id').execute();
}

/** A parcel category that is listed, of a module (parcel) that is on, with that module its orders belong to. */
export function parcelCategoryForOrder(db: Db, categoryId: number) {
  return db.selectFrom('parcel_categories as pc')
    .innerJoin('modules as m', 'm.id', 'pc.module_id')
    .select(['pc.id', 'pc.module_id', 'pc.parcel_per_km_shipping_charge', 'pc.parcel_minimum_shipping_charge'])
    .where('pc.id', '=', categoryId).where('pc.status', '=', 1).where('m.status', '=', 1).executeTakeFirst();
}

export type ParcelCategoryRow = NonNullable<Awaited<ReturnType<typeof parcelCategoryForOrder>>>;

/** A page of the instructions a parcel's sender can give, and how many there are. */
export function parcelInstructionRows(db: Db, skip: number, limit: number) {
  const base = db.selectFrom('parcel_instructions').where('status', '=', 1);
  return Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst().then((r) => Number(r?.n ?? 0)),
    base.selectAll().orderBy('id').limit(limit).offset(skip).execute(),
  ]);
}

/** The parcel categories' names or descriptions lacking a translation. */
export const parcelCategoriesLackingTexts = (db: Kysely<Database>, field: 'name' | 'description', filter: LackingFilter): LackingTexts =>
  lackingTexts(db, { table: 'parcel_categories', field, english: field, name: 'name' }, filter);
