import type { Db } from '../../db/connection.js';

export function activeModules(db: Db, zoneIds: number[] | null) {
  let query = db.selectFrom('modules').selectAll().where('status', '=', 1);
  if (zoneIds) {
    query = query.where((eb) =>
      eb.or([
        eb('all_zone_service', '=', 1),
        eb.exists(
          eb.selectFrom('module_zones').select('module_zones.module_id')
            .whereRef('module_zones.module_id', '=', 'modules.id')
            .where('module_zones.zone_id', 'in', zoneIds)
            .where('module_zones.status', '=', 1),
        ),
      ]),
    );
  }
  return query.orderBy('position').orderBy('id').execute();
}

export function zonesOfModules(db: Db, moduleIds: number[]) {
  if (moduleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('module_zones')
    .innerJoin('zones', 'zones.id', 'module_zones.zone_id')
    .select(['module_zones.module_id', 'zones.id', 'zones.name', 'zones.translations'])
    .where('module_zones.module_id', 'in', moduleIds)
    .where('module_zones.status', '=', 1)
    .where('zones.status', '=', 1)
    .orderBy('zones.id')
    .execute();
}

export function storeCountsByModule(db: Db, zoneIds: number[] | null) {
  let query = db
    .selectFrom('stores')
    .select(['module_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', '=', 1)
    .where('module_live', '=', 1);
  if (zoneIds) query = query.where('zone_id', 'in', zoneIds);
  return query.groupBy('module_id').execute();
}
