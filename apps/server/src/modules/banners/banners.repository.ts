import type { Db } from '../../db/connection.js';
import type { CatalogView } from '../catalog/catalog.view.js';

/** Banners of the view's zones (and module) whose store or item, when they point at one, is listed. */
export function bannerRows(db: Db, view: CatalogView) {
  let q = db
    .selectFrom('banners as b')
    .selectAll('b')
    .where('b.status', '=', 1)
    .where('b.zone_id', 'in', view.zoneIds)
    .where((eb) => eb.or([
      eb('b.store_id', 'is', null),
      eb.exists(eb.selectFrom('stores as s').select('s.id').whereRef('s.id', '=', 'b.store_id').where('s.status', '=', 1)),
    ]))
    .where((eb) => eb.or([
      eb('b.item_id', 'is', null),
      eb.exists(eb.selectFrom('items as i').innerJoin('stores as s', 's.id', 'i.store_id').select('i.id')
        .whereRef('i.id', '=', 'b.item_id').where('i.status', '=', 1).where('s.status', '=', 1)),
    ]));
  if (view.moduleId !== null) q = q.where('b.module_id', '=', view.moduleId);
  return q.orderBy('b.featured', 'desc').orderBy('b.id').execute();
}

export function moduleBanners(db: Db, moduleId: number | null, kind: 'promotional' | 'video' | 'why_choose') {
  let q = db.selectFrom('module_banners').selectAll().where('kind', '=', kind).where('status', '=', 1);
  if (moduleId !== null) q = q.where('module_id', '=', moduleId);
  return q.orderBy('position').orderBy('id').execute();
}
