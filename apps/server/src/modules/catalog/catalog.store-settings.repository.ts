import type { Kysely } from 'kysely';
import type { Database, RowUpdate } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';

type Trx = Kysely<Database>;

/** What the store panel's settings page reads and writes of a store. */
const SETTINGS_COLUMNS = [
  'id', 'name', 'version', 'active', 'minimum_order', 'delivery_time_min', 'delivery_time_max', 'delivery_time_unit',
  'delivery', 'take_away', 'schedule_order', 'time_zone', 'logo', 'cover_photo',
] as const;

/** A store's settings row; inside a transaction on PostgreSQL, locked until it ends (SQLite's single writer already holds it). */
export function storeSettingsRow(db: Trx, storeId: number, lock = false) {
  let q = db.selectFrom('stores').select(SETTINGS_COLUMNS).where('id', '=', storeId);
  if (lock && dbKind(db) === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

export type StoreSettingsRow = NonNullable<Awaited<ReturnType<typeof storeSettingsRow>>>;

/** The store's weekly windows, by day then opening. */
export function storeWeek(db: Trx, storeId: number) {
  return db.selectFrom('store_schedules').select(['day', 'opening_time', 'closing_time'])
    .where('store_id', '=', storeId).orderBy('day').orderBy('opening_time').execute();
}

/**
 * Writes a console save of the store and raises its version, only while the version is still the one
 * read: answers false when another save got there first.
 */
export async function saveStoreSettings(trx: Trx, storeId: number, version: number, changes: RowUpdate<'stores'>, now: string): Promise<boolean> {
  const result = await trx.updateTable('stores').set({ ...changes, version: version + 1, updated_at: now })
    .where('id', '=', storeId).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces the store's weekly windows with these. */
export async function replaceStoreWeek(trx: Trx, storeId: number, windows: readonly { day: number; opening_time: string; closing_time: string }[]): Promise<void> {
  await trx.deleteFrom('store_schedules').where('store_id', '=', storeId).execute();
  if (windows.length) await trx.insertInto('store_schedules').values(windows.map((w) => ({ store_id: storeId, ...w }))).execute();
}
