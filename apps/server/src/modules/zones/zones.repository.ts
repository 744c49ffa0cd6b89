import type { Db } from '../../db/connection.js';

/** Active zones whose bounding box holds the point; the polygon test happens in the service. */
export function zonesAround(db: Db, lat: number, lng: number) {
  return db
    .selectFrom('zones')
    .selectAll()
    .where('status', '=', 1)
    .where('min_lat', '<=', lat)
    .where('max_lat', '>=', lat)
    .where('min_lng', '<=', lng)
    .where('max_lng', '>=', lng)
    .execute();
}

export function activeZones(db: Db) {
  return db.selectFrom('zones').select(['id', 'name', 'translations', 'polygon']).where('status', '=', 1).orderBy('id').execute();
}
