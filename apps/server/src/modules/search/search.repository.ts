import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { itemMatches, storeMatches, type SearchTerms } from '../../db/search.js';
import type { Order } from '../catalog/catalog.lists.repository.js';
import { itemPriceNow, type ItemScope, type StoreScope } from '../catalog/catalog.scopes.repository.js';
import type { IndexFlashLine, IndexItem, IndexStore } from './search.index.js';

/** The texts the typo vocabulary is made of: item, category, brand and store names in every language, and tags. */
export async function vocabularyTexts(db: Db): Promise<string[]> {
  const [names, translations, tags, categories, brands, stores] = await Promise.all([
    db.selectFrom('items').select('name as t').distinct().where('status', '=', 1).execute(),
    db.selectFrom('items').select('translations as t').distinct().where('status', '=', 1).execute(),
    db.selectFrom('items').select('tags as t').distinct().where('status', '=', 1).execute(),
    db.selectFrom('categories').select(['name as t', 'translations']).where('status', '=', 1).execute(),
    db.selectFrom('brands').select(['name as t', 'translations']).where('status', '=', 1).execute(),
    db.selectFrom('stores').select(['name as t', 'translations']).where('status', '=', 1).where('module_live', '=', 1).execute(),
  ]);
  return [
    ...names.map((r) => r.t),
    ...[...translations, ...tags].map((r) => jsonStrings(r.t)),
    ...[...categories, ...brands, ...stores].map((r) => `${r.t} ${jsonStrings(r.translations)}`),
  ];
}

/** The string values of a JSON text, without its keys. */
function jsonStrings(text: string): string {
  const out: string[] = [];
  const visit = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  try {
    visit(JSON.parse(text));
  } catch {
    // A damaged value adds no words.
  }
  return out.join(' ');
}

export interface ItemSearchFilters {
  categoryIds: number[];
  brandIds: number[];
  minPrice: number | null;
  maxPrice: number | null;
  minRating: number | null;
  storeId: number | null;
  /** Items of stores that deliver, or that take orders away. */
  storeType: 'delivery' | 'take_away' | null;
  now: Date;
}

/** Cheapest or dearest first, by what the items cost now. */
export const priceOrder = (now: Date, sort: 'high' | 'low'): Order => [itemPriceNow(now), sort === 'high' ? 'desc' : 'asc'];

/** The search page's own filters, on top of the shared list filters. */
export const itemSearchWhere = (db: Db, f: ItemSearchFilters) => (q: ItemScope) => {
  if (f.categoryIds.length) {
    q = q.where('i.category_id', 'in', db.selectFrom('categories').select('id')
      .where((eb) => eb.or([eb('id', 'in', f.categoryIds), eb('parent_id', 'in', f.categoryIds)])));
  }
  if (f.brandIds.length) q = q.where('i.brand_id', 'in', f.brandIds);
  if (f.minPrice !== null) q = q.where(itemPriceNow(f.now), '>=', f.minPrice);
  if (f.maxPrice !== null) q = q.where(itemPriceNow(f.now), '<=', f.maxPrice);
  if (f.minRating !== null) q = q.where('i.avg_rating', '>=', f.minRating);
  if (f.storeId !== null) q = q.where('i.store_id', '=', f.storeId);
  if (f.storeType !== null) q = q.where(`s.${f.storeType}`, '=', 1);
  return q;
};

/** Stores whose name matches, or which sell a matching item; those matching by name first. */
export function storeSearch(db: Db, terms: SearchTerms | null, categoryIds: number[], minRating: number | null) {
  const byName = terms ? db.selectFrom(storeMatches(db, terms)).select('m.id') : null;
  const byItems = terms
    ? db.selectFrom(itemMatches(db, terms)).crossJoin('items as mi').whereRef('mi.id', '=', 'm.id').select('mi.store_id').where('mi.status', '=', 1)
    : null;
  const where = (q: StoreScope) => {
    if (byName && byItems) q = q.where((eb) => eb.or([eb('s.id', 'in', byName), eb('s.id', 'in', byItems)]));
    if (categoryIds.length) {
      q = q.where((eb) => eb.exists(eb.selectFrom('items as ci').select('ci.id').whereRef('ci.store_id', '=', 's.id').where('ci.status', '=', 1)
        .where('ci.category_id', 'in', db.selectFrom('categories').select('id').where((c) => c.or([c('id', 'in', categoryIds), c('parent_id', 'in', categoryIds)])))));
    }
    if (minRating !== null) q = q.where('s.avg_rating', '>=', minRating);
    return q;
  };
  const nameFirst = byName ? sql<number>`case when s.id in (${byName}) then 1 else 0 end` : null;
  return { where, nameFirst };
}

/** Suggestions: the best item and store matches by name, a handful each. */
export async function suggestionRows(db: Db, terms: SearchTerms, zoneIds: number[], moduleId: number | null, limit: number) {
  // Matches first (a CROSS JOIN keeps that order on SQLite), then their items by key.
  let items = db
    .selectFrom(itemMatches(db, terms))
    .crossJoin('items as i')
    .whereRef('i.id', '=', 'm.id')
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .select(['i.id', 'i.name', 'i.translations', 'i.slug', 'i.image', 's.name as store_name', 's.translations as store_translations'])
    .where('i.status', '=', 1).where('s.status', '=', 1).where('s.module_live', '=', 1).where('i.zone_id', 'in', zoneIds);
  let stores = db
    .selectFrom(storeMatches(db, terms))
    .crossJoin('stores as s')
    .whereRef('s.id', '=', 'm.id')
    .select(['s.id', 's.name', 's.translations', 's.slug', 's.logo'])
    .where('s.status', '=', 1).where('s.module_live', '=', 1).where('s.zone_id', 'in', zoneIds);
  if (moduleId !== null) {
    items = items.where('i.module_id', '=', moduleId);
    stores = stores.where('s.module_id', '=', moduleId);
  }
  return Promise.all([
    // Several stores sell the same dish: fetch extra and keep one per name.
    items.orderBy('m.rank', 'desc').orderBy('i.order_count', 'desc').orderBy('i.id').limit(limit * 4).execute(),
    stores.orderBy('m.rank', 'desc').orderBy('s.rating_count', 'desc').orderBy('s.id').limit(limit).execute(),
  ]);
}

// ---- The in-memory item index (search.index.ts): its rows and the change log it follows ----

type TextRow = { name: string; translations: string };
export interface IndexTexts {
  categories: Map<number, TextRow & { parent_id: number | null }>;
  brands: Map<number, TextRow>;
}

/** Category and brand names, which every item's text includes, and the category tree. */
export async function indexTexts(db: Db): Promise<IndexTexts> {
  const [categories, brands] = await Promise.all([
    db.selectFrom('categories').select(['id', 'parent_id', 'name', 'translations']).execute(),
    db.selectFrom('brands').select(['id', 'name', 'translations']).execute(),
  ]);
  return { categories: new Map(categories.map((c) => [c.id, c])), brands: new Map(brands.map((b) => [b.id, b])) };
}

const INDEX_ITEM_COLUMNS = [
  'id', 'name', 'translations', 'description', 'generic_name', 'tags', 'category_id', 'brand_id', 'store_id', 'zone_id', 'module_id', 'status',
  'price', 'discount', 'discount_type', 'veg', 'avg_rating', 'order_count', 'created_at', 'available_time_starts', 'available_time_ends',
] as const;
type ItemRow = Awaited<ReturnType<ReturnType<typeof itemRows>['execute']>>[number];
const itemRows = (db: Db) => db.selectFrom('items').select(INDEX_ITEM_COLUMNS);

/** An item's text as the full-text documents hold it (the search migration): names, and the rest. */
function indexItem(row: ItemRow, texts: IndexTexts): IndexItem {
  const named = (r: TextRow | undefined) => (r ? `${r.name} ${jsonStrings(r.translations)}` : '');
  const category = texts.categories.get(row.category_id);
  const parent = category?.parent_id != null ? texts.categories.get(category.parent_id) : undefined;
  const body = [row.description ?? '', row.generic_name ?? '', jsonStrings(row.tags), named(category), named(parent),
    named(row.brand_id === null ? undefined : texts.brands.get(row.brand_id))].join(' ');
  const { name, translations, description: _d, generic_name: _g, tags: _t, ...rest } = row;
  return { ...rest, names: `${name} ${jsonStrings(translations)}`, body };
}

/** Every item id, ordered by zone, then module, then id: the order the index is built in (a chunk of ids at a time). */
export async function indexItemOrder(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('items').select(['id', 'zone_id', 'module_id']).execute();
  return rows.sort((a, b) => a.zone_id - b.zone_id || a.module_id - b.module_id || a.id - b.id).map((r) => r.id);
}

/** Items read again after a change, by id or by category or brand (whose names are in their text). */
export async function indexItemsWhere(db: Db, texts: IndexTexts, by: { ids?: number[]; categoryIds?: number[]; brandIds?: number[] }): Promise<IndexItem[]> {
  const out: IndexItem[] = [];
  const run = async (q: ReturnType<typeof itemRows>) => out.push(...(await q.execute()).map((r) => indexItem(r, texts)));
  for (let at = 0; at < (by.ids?.length ?? 0); at += 500) await run(itemRows(db).where('id', 'in', by.ids!.slice(at, at + 500)));
  if (by.categoryIds?.length) {
    const ids = by.categoryIds;
    await run(itemRows(db).where((eb) => eb.or([eb('category_id', 'in', ids), eb('category_id', 'in', eb.selectFrom('categories').select('id').where('parent_id', 'in', ids))])));
  }
  if (by.brandIds?.length) await run(itemRows(db).where('brand_id', 'in', by.brandIds));
  return out;
}

/** Items' order counts and ratings, which change with every order and review. */
export async function indexItemStats(db: Db, ids: number[]): Promise<{ id: number; order_count: number; avg_rating: number }[]> {
  const out: { id: number; order_count: number; avg_rating: number }[] = [];
  for (let at = 0; at < ids.length; at += 500) {
    out.push(...(await db.selectFrom('items').select(['id', 'order_count', 'avg_rating']).where('id', 'in', ids.slice(at, at + 500)).execute()));
  }
  return out;
}

/** Stores with their weekly schedules: all, or those named. */
export async function indexStores(db: Db, ids?: number[]): Promise<IndexStore[]> {
  if (ids?.length === 0) return [];
  let stores = db.selectFrom('stores').select([
    'id', 'status', 'active', 'delivery', 'take_away', 'discount', 'discount_type', 'discount_start', 'discount_end', 'time_zone', 'latitude', 'longitude',
  ]);
  let schedules = db.selectFrom('store_schedules').select(['store_id', 'day', 'opening_time', 'closing_time']);
  if (ids) [stores, schedules] = [stores.where('id', 'in', ids), schedules.where('store_id', 'in', ids)];
  const [rows, windows] = await Promise.all([stores.execute(), schedules.execute()]);
  const byStore = new Map<number, IndexStore['schedule']>();
  for (const { store_id, ...w } of windows) (byStore.get(store_id) ?? byStore.set(store_id, []).get(store_id)!).push(w);
  return rows.map((s) => ({ ...s, schedule: byStore.get(s.id) ?? [] }));
}

/** Flash sale lines that may apply (line and sale switched on), with their sale's dates. */
export function indexFlashLines(db: Db): Promise<IndexFlashLine[]> {
  return db.selectFrom('flash_sale_items as f').innerJoin('flash_sales as fs', 'fs.id', 'f.flash_sale_id')
    .select(['f.item_id', 'f.price', 'fs.start_date', 'fs.end_date']).where('f.status', '=', 1).where('fs.status', '=', 1).execute();
}

/**
 * The change log's first and last positions (null when it is empty). Each is its own subquery: SQLite
 * reads one end of the key for a lone min() or max(), but scans the whole log for both in one select.
 */
export async function changeLogBounds(db: Db): Promise<{ low: number | null; high: number | null }> {
  const row = await changeLogBoundsQuery(db).executeTakeFirst();
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return { low: num(row?.low), high: num(row?.high) };
}

export const changeLogBoundsQuery = (db: Db) => db.selectNoFrom((eb) => [
  eb.selectFrom('search_changes').select((s) => s.fn.min('seq').as('seq')).as('low'),
  eb.selectFrom('search_changes').select((s) => s.fn.max('seq').as('seq')).as('high'),
]);

/** Changes after a position, and any of the positions still missing (a transaction that had not committed yet). */
export async function changesAfter(db: Db, seq: number, missing: readonly number[], limit: number) {
  let q = db.selectFrom('search_changes').select(['seq', 'kind', 'row_id']);
  q = missing.length ? q.where((eb) => eb.or([eb('seq', '>', seq), eb('seq', 'in', missing)])) : q.where('seq', '>', seq);
  const rows = await q.orderBy('seq').limit(limit).execute();
  return rows.map((r) => ({ ...r, seq: Number(r.seq) }));
}

/** Forgets the changes up to a position (by key range), always keeping the newest, by which a reader tells it is up to date. */
export async function pruneChanges(db: Db, upTo: number): Promise<void> {
  await db.deleteFrom('search_changes').where('seq', '<=', upTo)
    .where('seq', '<', (eb) => eb.selectFrom('search_changes').select((s) => s.fn.max('seq').as('m'))).execute();
}

/** The items that offer any of these add-ons (whose names and prices their cards show). */
export async function addOnItems(db: Db, addOnIds: number[]): Promise<number[]> {
  if (addOnIds.length === 0) return [];
  const rows = await db.selectFrom('item_add_ons').select('item_id').distinct().where('add_on_id', 'in', addOnIds).execute();
  return rows.map((r) => r.item_id);
}
