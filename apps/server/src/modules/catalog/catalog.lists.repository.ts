import { sql, type Expression } from 'kysely';
import type { ItemType, ListFilter, StoreType } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import type { PageWindow } from '../../lib/pagination.js';
import type { Matches } from '../../db/search.js';
import {
  distanceOrder, itemDiscounted, itemInHours, itemStoreOpenNow, storeDiscounted, storeNearby, storeOpenNow, visibleItems, visibleStores,
  type ItemScope, type StoreScope,
} from './catalog.scopes.repository.js';
import type { CatalogView } from './catalog.view.js';

export type Order = readonly [expression: string | Expression<unknown>, direction: 'asc' | 'desc'];

export type ItemWhere = (q: ItemScope) => ItemScope;
export type StoreWhere = (q: StoreScope) => StoreScope;

/** What a list shows: its own narrowing and order, plus the spec's type and filter options. */
export interface ItemListSpec {
  /** Full-text matches (db/search.ts) the list is made of, as `m`, so that the order can use `m.rank`. */
  match?: Matches;
  /** The same matches unranked, cheaper to count. */
  countMatch?: Matches;
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

/** An ordered list of ids: its query, its count and its order, run as a page (`pageOf`) or whole (`allOf`). */
export interface IdList {
  ids: { orderBy(e: any, d: any): any };
  count: Runnable<{ n: number | string }>;
  order: readonly Order[];
}

/** The spec's items narrowed by everything but the order; `fewRows`: few of them are read (see below). */
function narrowedItems(db: Db, view: CatalogView, timeZones: readonly string[], spec: ItemListSpec, match: Matches | undefined, fewRows: boolean) {
  const filters = spec.filters ?? new Set<ListFilter>();
  let q = visibleItems(db, view, match);
  if (spec.where) q = spec.where(q);
  if (spec.type === 'veg') q = q.where('i.veg', '=', 1);
  if (spec.type === 'non_veg') q = q.where('i.veg', '=', 0);
  if (filters.has('nearby') && view.position) q = q.where(storeNearby(view.position));
  if (filters.has('currently_open')) {
    // A text match leaves a few thousand items at most, a walk cut early reads a few dozen: their stores
    // are probed. A whole zone's list finds the view's open stores once instead (probing per item row
    // cost most of it at 100,000 items).
    q = q.where(fewRows ? storeOpenNow(view.now, timeZones) : itemStoreOpenNow(view, timeZones)).where(itemInHours(view.now, timeZones));
  }
  if (filters.has('top_rated')) q = q.where('i.avg_rating', '>=', TOP_RATED);
  if (filters.has('discounted')) q = q.where(itemDiscounted(view.now));
  return q;
}

const itemOrder = (spec: ItemListSpec, view: CatalogView): Order[] =>
  [...filterOrder(spec.filters ?? new Set(), view, 'i.avg_rating', 'i.order_count'), ...spec.order, ['i.id', 'desc']];

export function itemList(db: Db, view: CatalogView, timeZones: readonly string[], spec: ItemListSpec): IdList {
  const narrowed = (match: Matches | undefined) => narrowedItems(db, view, timeZones, spec, match, match !== undefined);
  const counted = spec.countMatch ? narrowed(spec.countMatch) : narrowed(spec.match);
  return { ids: narrowed(spec.match).select('i.id'), count: counted.select((eb) => eb.fn.countAll<number>().as('n')), order: itemOrder(spec, view) };
}

export function storeList(db: Db, view: CatalogView, timeZones: readonly string[], spec: StoreListSpec): IdList {
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
  return { ids: q.select('s.id'), count: q.select((eb) => eb.fn.countAll<number>().as('n')), order };
}

interface Runnable<R> {
  execute(): Promise<R[]>;
}

function ordered(list: IdList) {
  let q = list.ids as any;
  for (const [expression, direction] of list.order) q = q.orderBy(typeof expression === 'string' ? sql.ref(expression) : expression, direction);
  return q as { limit(n: number): { offset(n: number): Runnable<{ id: number }>; execute(): Promise<{ id: number }[]> } };
}

export interface IdPage {
  total: number;
  ids: number[];
}

/** One page of the list and the size of the whole. */
export async function pageOf(list: IdList, window: PageWindow): Promise<IdPage> {
  const [count, rows] = await Promise.all([list.count.execute(), ordered(list).limit(window.limit).offset(window.skip).execute()]);
  return { total: Number(count[0]?.n ?? 0), ids: rows.map((r) => r.id) };
}

/** The first `n` ids of the list in order, uncounted. */
export async function firstIds(list: IdList, n: number): Promise<number[]> {
  return (await ordered(list).limit(n).execute()).map((r) => r.id);
}

/** SQLite refuses a compound SELECT of more than 500 terms: larger unions are nested in groups of this many. */
const UNION_GROUP = 100;

/**
 * The first `n` ids, in the spec's order, of the items that any of `parts` keeps (each a narrow,
 * indexed condition: one category, a few ids). Each part is its own branch, walked in the list's
 * order (an index on the part's column and the order, such as items_category_orders) and cut at `n`;
 * the union is ordered and cut again, which gives the same ids as the whole list cut at `n`. Matched
 * all at once, every item of every part was read, probed and sorted: a customer's suggestions read
 * 11,000 items at 100,000 (40 ms on SQLite, 300 ms on PostgreSQL) where each branch now reads a few
 * dozen. One statement whatever the number of parts.
 */
export async function firstIdsOfAny(
  db: Db, view: CatalogView, timeZones: readonly string[], spec: ItemListSpec, parts: readonly ItemWhere[], n: number,
): Promise<number[]> {
  if (parts.length === 0 || n <= 0) return [];
  const order = itemOrder(spec, view);
  const expr = (e: Order[0]) => (typeof e === 'string' ? sql.ref(e) : e);
  const branches = parts.map((part) => {
    const where: ItemWhere = (q) => part(spec.where ? spec.where(q) : q);
    let q: any = narrowedItems(db, view, timeZones, { ...spec, where }, undefined, true)
      .select(['i.id', ...order.map(([e], k) => sql`${expr(e)}`.as(`k${k}`))]);
    for (const [e, direction] of order) q = q.orderBy(expr(e), direction);
    return db.selectFrom(q.limit(n).as('b')).selectAll() as any;
  });
  const union = (qs: any[]) => qs.reduce((all, q) => all.unionAll(q));
  const groups: any[] = [];
  for (let i = 0; i < branches.length; i += UNION_GROUP) groups.push(branches.slice(i, i + UNION_GROUP));
  const all = groups.length === 1 ? union(groups[0]) : union(groups.map((g) => db.selectFrom(union(g).as('g')).selectAll()));
  // An item kept by two parts (an ordered item and its category) comes twice, with the same keys.
  let q: any = db.selectFrom(all.as('u')).select(['u.id', ...order.map((_, k) => `u.k${k}`)]).distinct();
  order.forEach(([, direction], k) => {
    q = q.orderBy(`u.k${k}`, direction);
  });
  return ((await q.limit(n).execute()) as { id: number }[]).map((r) => r.id);
}

/**
 * The first `cap` ids of the list in order, counted by the same query unless there are more:
 * one pass instead of a count and a page, for callers that keep the list and slice pages from it.
 */
export async function allOf(list: IdList, cap: number): Promise<IdPage> {
  const ids = await firstIds(list, cap);
  if (ids.length < cap) return { total: ids.length, ids };
  const count = await list.count.execute();
  return { total: Number(count[0]?.n ?? 0), ids };
}
