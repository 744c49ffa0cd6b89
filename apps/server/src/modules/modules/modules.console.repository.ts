import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { lackingTexts, type LackingFilter, type LackingTexts } from '../../db/lacking-texts.js';

type Reader = Db | Kysely<Database>;

/** Every module, in the chooser's order. */
export function allModules(db: Reader) {
  return db.selectFrom('modules').selectAll().orderBy('position').orderBy('id').execute();
}

/** The zones these modules have delivery rates in, with their switches, by zone. */
export function switchesOfModules(db: Reader, moduleIds: readonly number[]) {
  if (moduleIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('module_zones').select(['module_id', 'zone_id', 'status']).where('module_id', 'in', [...moduleIds]).orderBy('zone_id').execute();
}

/** One module; `lock` holds it until the transaction ends (PostgreSQL; SQLite's writer lock does already). */
export function moduleRow(db: Reader, id: number, lock = false) {
  const q = db.selectFrom('modules').selectAll().where('id', '=', id);
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

/** Writes a save over the version it read; false when another save came first. */
export async function saveModule(trx: Kysely<Database>, id: number, version: number, columns: Updateable<Database['modules']>, now: string): Promise<boolean> {
  const result = await trx.updateTable('modules').set({ ...columns, version: version + 1, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Switches the module on or off in a zone it has rates in; false when it has none there. */
export async function switchModuleZone(trx: Kysely<Database>, moduleId: number, zoneId: number, on: boolean): Promise<boolean> {
  const result = await trx.updateTable('module_zones').set({ status: on ? 1 : 0 }).where('module_id', '=', moduleId).where('zone_id', '=', zoneId).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Modules whose name or description (where it has one) lacks its Arabic or French text, by id. */
export const modulesLackingTexts = (db: Kysely<Database>, field: 'module_name' | 'description', filter: LackingFilter): LackingTexts =>
  lackingTexts(db, { table: 'modules', field, english: field, name: 'module_name' }, filter);

/** The modules' delivery rates and switches in one zone, by module. */
export function ratesInZone(db: Reader, zoneId: number) {
  return db.selectFrom('module_zones').selectAll().where('zone_id', '=', zoneId).orderBy('module_id').execute();
}

/** Sets a module's delivery rates and switch in a zone, adding its row there when it has none. */
export async function putRatesInZone(trx: Kysely<Database>, row: Insertable<Database['module_zones']> & { status: 0 | 1 }) {
  await trx.insertInto('module_zones').values(row)
    .onConflict((oc) => oc.columns(['module_id', 'zone_id']).doUpdateSet({
      per_km_shipping_charge: row.per_km_shipping_charge, minimum_shipping_charge: row.minimum_shipping_charge, maximum_shipping_charge: row.maximum_shipping_charge,
      maximum_cod_order_amount: row.maximum_cod_order_amount, status: row.status,
    }))
    .execute();
}

/** Whether every id names a module. */
export async function modulesExist(db: Reader, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const rows = await db.selectFrom('modules').select('id').where('id', 'in', [...ids]).execute();
  return rows.length === new Set(ids).size;
}
