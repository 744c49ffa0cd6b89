import type { Db } from '../../db/connection.js';
import type { PageWindow } from '../../lib/pagination.js';
import { storeDiscounted, visibleStores, type ItemScope, type StoreScope } from '../catalog/catalog.sql.js';
import type { CatalogView } from '../catalog/catalog.view.js';

/** A store the caller's zones can see, by id or by slug. */
export function findVisibleStore(db: Db, zoneIds: number[], idOrSlug: string) {
  const q = visibleStores(db, { zoneIds, moduleId: null }).select('s.id');
  return (/^\d+$/.test(idOrSlug) ? q.where('s.id', '=', Number(idOrSlug)) : q.where('s.slug', '=', idOrSlug)).executeTakeFirst();
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

export async function storeReviews(db: Db, storeId: number, window: PageWindow) {
  const base = db.selectFrom('reviews as r').where('r.store_id', '=', storeId).where('r.status', '=', 1);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .innerJoin('items as i', 'i.id', 'r.item_id')
      .select(['r.id', 'r.item_id', 'r.store_id', 'r.user_id', 'r.customer_name', 'r.rating', 'r.comment', 'r.reply', 'r.created_at',
        'i.name as item_name', 'i.translations as item_translations', 'i.image as item_image'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(window.limit)
      .offset(window.skip)
      .execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows };
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
