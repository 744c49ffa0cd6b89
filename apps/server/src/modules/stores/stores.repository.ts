import type { Db } from '../../db/connection.js';
import { storeDiscounted, visibleStores, type ItemScope, type StoreScope } from '../catalog/catalog.scopes.repository.js';
import type { CatalogView } from '../catalog/catalog.view.js';

/** A store the caller's zones can see, by id or by slug. */
export function findVisibleStore(db: Db, zoneIds: number[], idOrSlug: string) {
  const q = visibleStores(db, { zoneIds, moduleId: null }).select('s.id');
  return (/^\d+$/.test(idOrSlug) ? q.where('s.id', '=', Number(idOrSlug)) : q.where('s.slug', '=', idOrSlug)).executeTakeFirst();
}

/** The zone of a store by id or slug, whoever may see it (a details link opened with no zone); undefined when there is none. */
export async function zoneOfStore(db: Db, idOrSlug: string): Promise<number | undefined> {
  const q = db.selectFrom('stores').select('zone_id');
  return (await (/^\d+$/.test(idOrSlug) ? q.where('id', '=', Number(idOrSlug)) : q.where('slug', '=', idOrSlug)).executeTakeFirst())?.zone_id;
}

export const discountedStores = (now: Date) => (q: StoreScope) => q.where(storeDiscounted(now));
export const itemsOf = (storeId: number) => (q: ItemScope) => q.where('i.store_id', '=', storeId);

/** The categories a store's items belong to, sub-categories with their roots. */
export async function storeCategoryIds(db: Db, storeId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('items as i')
    .innerJoin('categories as c', 'c.id', 'i.category_id')
    .select(['c.id', 'c.parent_id'])
    .distinct()
    .where('i.store_id', '=', storeId)
    .where('i.status', '=', 1)
    .execute();
  return [...new Set(rows.flatMap((r) => (r.parent_id ? [r.parent_id, r.id] : [r.id])))].sort((a, b) => a - b);
}


/** Stores a customer visited, most recent visit first, among those the view can see. */
export async function visitedStoreIds(db: Db, userId: number, view: CatalogView, limit: number): Promise<number[]> {
  const rows = await visibleStores(db, view)
    .innerJoin('visits as v', 'v.store_id', 's.id')
    .select(['s.id', (eb) => eb.fn.max('v.visited_at').as('last')])
    .where('v.user_id', '=', userId)
    .groupBy('s.id')
    .orderBy('last', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
