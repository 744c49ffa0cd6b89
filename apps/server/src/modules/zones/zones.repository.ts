import type { Insertable, Kysely, Updateable } from 'kysely';
import type { ConsoleZoneQuery } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { Database } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { textsContaining } from '../../db/like.js';
import { prepared } from '../../db/prepared.js';

const zonesHolding = prepared((db, lat: number, lng: number) => db
  .selectFrom('zones')
  .selectAll()
  .where('status', '=', 1)
  .where('min_lat', '<=', lat)
  .where('max_lat', '>=', lat)
  .where('min_lng', '<=', lng)
  .where('max_lng', '>=', lng));

/** Active zones whose bounding box holds the point; the polygon test happens in the service. Compiled once (see prepared): checkout asks for every order. */
export async function zonesAround(db: Db, lat: number, lng: number) {
  return (await zonesHolding(db, lat, lng)).rows;
}

export function activeZones(db: Db) {
  return db.selectFrom('zones').select(['id', 'name', 'translations', 'polygon']).where('status', '=', 1).orderBy('id').execute();
}

const termsOf = prepared((db, moduleId: number, zoneId: number) => db
  .selectFrom('module_zones as mz')
  .innerJoin('zones as z', 'z.id', 'mz.zone_id')
  .select([
    'mz.per_km_shipping_charge', 'mz.minimum_shipping_charge', 'mz.maximum_shipping_charge', 'mz.maximum_cod_order_amount', 'mz.status',
    'z.cash_on_delivery', 'z.digital_payment', 'z.offline_payment', 'z.increased_delivery_fee', 'z.increased_delivery_fee_status',
  ])
  .where('mz.module_id', '=', moduleId)
  .where('mz.zone_id', '=', zoneId));

/** What delivering a module's orders in a zone costs and how they may be paid there, with whether the module is on there (status). */
export async function moduleZoneTerms(db: Db, moduleId: number, zoneId: number) {
  return (await termsOf(db, moduleId, zoneId)).rows[0];
}

export type ModuleZoneTermsRow = NonNullable<Awaited<ReturnType<typeof moduleZoneTerms>>>;

type Reader = Kysely<Database>;

/** The console's list: by part of the name in any language and on or off, oldest first, with how many modules are on in each. */
export async function consoleZonePage(db: Reader, query: ConsoleZoneQuery) {
  let q = db.selectFrom('zones as z');
  if (query.on !== undefined) q = q.where('z.status', '=', query.on ? 1 : 0);
  const search = query.search?.trim();
  if (search) q = q.where(textsContaining(db, 'z.name', search));
  const [rows, count] = await Promise.all([
    q.selectAll('z')
      .select((eb) => eb.selectFrom('module_zones as mz').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('mz.zone_id', '=', 'z.id').where('mz.status', '=', 1).as('modules_on'))
      .orderBy('z.id').limit(query.limit ?? 500).offset(query.offset ?? 0).execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Every zone's outline but one's, with its name and bounding box: what a new outline is compared with. */
export function otherZoneOutlines(db: Reader, exceptId: number | null) {
  let q = db.selectFrom('zones').select(['id', 'name', 'polygon', 'min_lat', 'max_lat', 'min_lng', 'max_lng']);
  if (exceptId !== null) q = q.where('id', '!=', exceptId);
  return q.orderBy('id').execute();
}

/** One zone; `lock` holds it until the transaction ends (PostgreSQL; SQLite's writer lock does already). */
export function zoneRow(db: Reader, id: number, lock = false) {
  const q = db.selectFrom('zones').selectAll().where('id', '=', id);
  return (lock && dbKind(db) === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
}

export async function insertZone(trx: Reader, row: Insertable<Database['zones']>): Promise<number> {
  const { id } = await trx.insertInto('zones').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Writes a save over the version it read; false when another save came first. */
export async function saveZone(trx: Reader, id: number, version: number, columns: Updateable<Database['zones']>, now: string): Promise<boolean> {
  const result = await trx.updateTable('zones').set({ ...columns, version: version + 1, updated_at: now })
    .where('id', '=', id).where('version', '=', version).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
