import type { Db } from '../../db/connection.js';
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
    'mz.per_km_shipping_charge', 'mz.minimum_shipping_charge', 'mz.maximum_shipping_charge', 'mz.maximum_cod_order_amount',
    'z.cash_on_delivery', 'z.digital_payment', 'z.offline_payment', 'z.increased_delivery_fee', 'z.increased_delivery_fee_status',
  ])
  .where('mz.module_id', '=', moduleId)
  .where('mz.zone_id', '=', zoneId)
  .where('mz.status', '=', 1));

/** What delivering a module's orders in a zone costs and how they may be paid there. */
export async function moduleZoneTerms(db: Db, moduleId: number, zoneId: number) {
  return (await termsOf(db, moduleId, zoneId)).rows[0];
}

export type ModuleZoneTermsRow = NonNullable<Awaited<ReturnType<typeof moduleZoneTerms>>>;
