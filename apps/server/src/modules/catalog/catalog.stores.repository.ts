import type { Kysely } from 'kysely';
import type { ConsoleStoreQuery } from '@storefront/contract';
import type { Database, NewRow } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { holding } from '../../db/like.js';
import { lackingTexts, type LackingFilter, type LackingTexts } from '../../db/lacking-texts.js';

type Trx = Kysely<Database>;

/** What the console's store management reads of a store. */
const PROFILE_COLUMNS = [
  'id', 'version', 'name', 'translations', 'slug', 'module_id', 'zone_id', 'address', 'latitude', 'longitude', 'phone', 'email',
  'commission_rate', 'status', 'active', 'logo', 'avg_rating', 'rating_count', 'created_at',
] as const;

/** The console's list of stores: by module, zone, listed or not and part of the name (any language), address, phone or email, newest first, and how many. */
export async function consoleStorePage(db: Trx, query: ConsoleStoreQuery) {
  let q = db.selectFrom('stores');
  if (query.module_id !== undefined) q = q.where('module_id', '=', query.module_id);
  if (query.zone_id !== undefined) q = q.where('zone_id', '=', query.zone_id);
  if (query.listed !== undefined) q = q.where('status', '=', query.listed ? 1 : 0);
  const search = query.search?.trim();
  if (search) {
    q = q.where((eb) => eb.or(['name', 'translations', 'address', 'email', 'phone'].map((column) => holding(db, column, search))));
  }
  const [rows, count] = await Promise.all([
    q.select(PROFILE_COLUMNS).orderBy('id', 'desc').limit(query.limit ?? 25).offset(query.offset ?? 0).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** A store's profile; `lock` holds it until the transaction ends (PostgreSQL; SQLite's writer lock does already). */
export function storeProfileRow(db: Trx, storeId: number, lock = false) {
  const q = db.selectFrom('stores').select(PROFILE_COLUMNS).where('id', '=', storeId);
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}
export type StoreProfileRow = NonNullable<Awaited<ReturnType<typeof storeProfileRow>>>;

/** A new store's settings until its staff change them: the store panel's defaults, no pictures, no store-wide discount. */
const NEW_STORE: Omit<NewRow<'stores'>, 'slug' | 'name' | 'phone' | 'email' | 'address' | 'latitude' | 'longitude' | 'module_id' | 'zone_id' | 'time_zone' | 'created_at' | 'updated_at'> = {
  logo: null, cover_photo: null, minimum_order: 0, delivery_time_min: 30, delivery_time_max: 40, delivery_time_unit: 'min',
  per_km_shipping_charge: null, minimum_shipping_charge: null, maximum_shipping_charge: null, free_delivery: 0, self_delivery_system: 0,
  status: 1, active: 1, featured: 0, veg: 1, non_veg: 1, avg_rating: 0, rating_count: 0, delivery: 1, take_away: 1, schedule_order: 0,
  prescription_order: 0, cutlery: 0, halal_tag_status: 0, discount_type: null, discount: null, discount_min_purchase: null, discount_max: null,
  discount_start: null, discount_end: null, tax: 0, announcement: null,
};
type StoreStart = Partial<NewRow<'stores'>> & Pick<NewRow<'stores'>, 'slug' | 'name' | 'phone' | 'email' | 'address' | 'latitude' | 'longitude' | 'module_id' | 'zone_id' | 'time_zone' | 'created_at' | 'updated_at'>;

/** A new store (the settings not given take the store panel's defaults) and its weekly windows. */
export async function insertStore(trx: Trx, row: StoreStart, week: readonly { day: number; opening_time: string; closing_time: string }[]): Promise<number> {
  const { id } = await trx.insertInto('stores').values({ ...NEW_STORE, ...row }).returning('id').executeTakeFirstOrThrow();
  if (week.length) await trx.insertInto('store_schedules').values(week.map((w) => ({ store_id: id, ...w }))).execute();
  return id;
}

/** What a store names, as the database has it: its module's type (null when there is none) and whether its zone exists. */
export async function storeTargets(db: Trx, moduleId: number, zoneId: number) {
  const [module, zone] = await Promise.all([
    db.selectFrom('modules').select('module_type').where('id', '=', moduleId).executeTakeFirst(),
    db.selectFrom('zones').select('id').where('id', '=', zoneId).executeTakeFirst(),
  ]);
  return { moduleType: module?.module_type ?? null, zone: Boolean(zone) };
}

export async function zoneExists(db: Trx, zoneId: number): Promise<boolean> {
  return (await db.selectFrom('zones').select('id').where('id', '=', zoneId).executeTakeFirst()) !== undefined;
}

/**
 * Recomputes `module_live` of a module's stores, or of one store: 1 while its module is on and not switched
 * off in the store's zone (a zone without a row of the module keeps what it had: on), else 0. Called in the
 * transaction of every write that can change it: a module's switches, a store's module or zone.
 */
export async function refreshModuleLive(trx: Trx, which: { moduleId: number } | { storeId: number }): Promise<void> {
  let q = trx.updateTable('stores').set((eb) => ({
    module_live: eb.case()
      .when(eb.and([
        eb.exists(eb.selectFrom('modules as m').select('m.id').whereRef('m.id', '=', 'stores.module_id').where('m.status', '=', 1)),
        eb.not(eb.exists(eb.selectFrom('module_zones as mz').select('mz.module_id')
          .whereRef('mz.module_id', '=', 'stores.module_id').whereRef('mz.zone_id', '=', 'stores.zone_id').where('mz.status', '=', 0))),
      ]))
      .then(1)
      .else(0)
      .end(),
  }));
  q = 'moduleId' in which ? q.where('module_id', '=', which.moduleId) : q.where('id', '=', which.storeId);
  await q.execute();
}

/** Stores whose name lacks its Arabic or French text, by id. */
export const storesLackingTexts = (db: Kysely<Database>, filter: LackingFilter): LackingTexts =>
  lackingTexts(db, { table: 'stores', field: 'name', english: 'name', name: 'name', store: 'id' }, filter);
