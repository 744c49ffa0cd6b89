import { sql, type Expression } from 'kysely';
import type { ItemType, ListFilter, StoreType } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { PageWindow } from '../../lib/pagination.js';
import type { Matches } from '../../db/search.js';
import {
  distanceOrder, itemDiscounted, itemInHours, storeDiscounted, storeNearby, storeOpenNow, visibleItems, visibleStores,
  type ItemScope, type StoreScope,
} from './catalog.sql.js';
import type { CatalogView } from './catalog.view.js';

export type Order = readonly [expression: string | Expression<unknown>, direction: 'asc' | 'desc'];

export type ItemWhere = (q: ItemScope) => ItemScope;
export type StoreWhere = (q: StoreScope) => StoreScope;

/** What a list shows: its own narrowing and order, plus the spec's type and filter options. */
export interface ItemListSpec {
  /** Full-text matches (db/search.ts) the list is made of, as `m`, so that the order can use `m.rank`. */
  match?: Matches;
  where?: ItemWhere;
  order: readonly Order[];
  type?: ItemType | undefined;
  filters?: ReadonlySet<ListFilter>;
}

export interface StoreListSpec {
  where?: StoreWhere;
  order: readonly Order[];
  type?: StoreType | undefined;
  filters?: ReadonlySet<ListFilter>;
}

/** Filters reorder before the list's own order: top rated first by rating, popular by orders, nearby by distance. */
function filterOrder(filters: ReadonlySet<ListFilter>, view: CatalogView, rating: string, popularity: string): Order[] {
  const out: Order[] = [];
  if (filters.has('nearby') && view.position) out.push([distanceOrder(view.position), 'asc']);
  if (filters.has('top_rated')) out.push([rating, 'desc']);
  if (filters.has('popular')) out.push([popularity, 'desc']);
  return out;
}

export const TOP_RATED = 4;

export async function itemPageIds(db: Db, view: CatalogView, timeZones: readonly string[], spec: ItemListSpec, window: PageWindow) {
  let q = visibleItems(db, view, spec.match);
  if (spec.where) q = spec.where(q);
  if (spec.type === 'veg') q = q.where('i.veg', '=', 1);
  if (spec.type === 'non_veg') q = q.where('i.veg', '=', 0);
  const filters = spec.filters ?? new Set<ListFilter>();
  if (filters.has('nearby') && view.position) q = q.where(storeNearby(view.position));
  if (filters.has('currently_open')) q = q.where(storeOpenNow(view.now, timeZones)).where(itemInHours(view.now, timeZones));
  if (filters.has('top_rated')) q = q.where('i.avg_rating', '>=', TOP_RATED);
  if (filters.has('discounted')) q = q.where(itemDiscounted(view.now));
  const order = [...filterOrder(filters, view, 'i.avg_rating', 'i.order_count'), ...spec.order, ['i.id', 'desc'] as const];
  return run(q.select('i.id'), q.select((eb) => eb.fn.countAll<number>().as('n')), order, window);
}

export async function storePageIds(db: Db, view: CatalogView, timeZones: readonly string[], spec: StoreListSpec, window: PageWindow) {
  let q = visibleStores(db, view);
  if (spec.where) q = spec.where(q);
  if (spec.type === 'delivery') q = q.where('s.delivery', '=', 1);
  if (spec.type === 'take_away') q = q.where('s.take_away', '=', 1);
  if (spec.type === 'veg') q = q.where('s.veg', '=', 1);
  if (spec.type === 'non_veg') q = q.where('s.non_veg', '=', 1);
  const filters = spec.filters ?? new Set<ListFilter>();
  if (filters.has('nearby') && view.position) q = q.where(storeNearby(view.position));
  if (filters.has('currently_open')) q = q.where(storeOpenNow(view.now, timeZones));
  if (filters.has('top_rated')) q = q.where('s.avg_rating', '>=', TOP_RATED);
  if (filters.has('discounted')) q = q.where(storeDiscounted(view.now));
  const order = [...filterOrder(filters, view, 's.avg_rating', 's.rating_count'), ...spec.order, ['s.id', 'desc'] as const];
  return run(q.select('s.id'), q.select((eb) => eb.fn.countAll<number>().as('n')), order, window);
}

interface Runnable<R> {
  execute(): Promise<R[]>;
}

async function run(
  idQuery: { orderBy(e: any, d: any): any },
  countQuery: Runnable<{ n: number | string }>,
  order: readonly Order[],
  window: PageWindow,
): Promise<{ total: number; ids: number[] }> {
  let q = idQuery as any;
  for (const [expression, direction] of order) q = q.orderBy(typeof expression === 'string' ? sql.ref(expression) : expression, direction);
  const [count, rows] = await Promise.all([countQuery.execute(), q.limit(window.limit).offset(window.skip).execute() as Promise<{ id: number }[]>]);
  return { total: Number(count[0]?.n ?? 0), ids: rows.map((r) => r.id) };
}
