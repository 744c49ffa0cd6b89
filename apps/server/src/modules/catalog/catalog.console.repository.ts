import type { CatalogueSort, ConsoleItemState } from '@storefront/contract';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import { fenceNameMatch, itemNameCount, itemNameMatch, type SearchTerms } from '../../db/search.js';
import { lackingTexts, type LackingFilter, type LackingTexts } from '../../db/lacking-texts.js';

type Trx = Kysely<Database>;

/** What a console list narrows items to: a store's (the store panel), or every store's (the admin's). */
export interface MenuFilter {
  /** Null: every store's. */
  storeId: number | null;
  /** Null: every module's. */
  moduleId?: number | null;
  /** A category and its sub-categories; null for all. */
  categoryIds: readonly number[] | null;
  state: ConsoleItemState | undefined;
  terms: SearchTerms | null;
  /** Newest first unless asked. */
  sort?: CatalogueSort;
}

/**
 * The order of each sort, the id last so that pages never overlap: each reads one index in order
 * (items_by_<column>, items_module_by_<column>; newest: the primary key or a narrowing's index).
 */
const SORT_ORDER: Record<CatalogueSort, { column: 'id' | 'name' | 'price' | 'stock' | 'updated_at'; direction: 'asc' | 'desc' }> = {
  newest: { column: 'id', direction: 'desc' },
  name: { column: 'name', direction: 'asc' },
  price: { column: 'price', direction: 'asc' },
  stock: { column: 'stock', direction: 'asc' },
  changed: { column: 'updated_at', direction: 'desc' },
};

/** Orders a query of items aliased `i` as the sort says. */
function sorted<Q extends SelectQueryBuilder<any, any, any>>(q: Q, sort: CatalogueSort | undefined): Q {
  const { column, direction } = SORT_ORDER[sort ?? 'newest'];
  const byColumn = column === 'id' ? q : (q.orderBy(`i.${column}`, direction) as Q);
  return byColumn.orderBy('i.id', direction) as Q;
}

/** The store a console call acts on, with what its menu depends on; undefined when there is none. */
export function menuStore(db: Trx, storeId: number) {
  return db.selectFrom('stores as s').innerJoin('modules as m', 'm.id', 's.module_id')
    .select(['s.id', 's.module_id', 's.zone_id', 's.tax', 'm.module_type'])
    .where('s.id', '=', storeId).executeTakeFirst();
}
export type MenuStore = NonNullable<Awaited<ReturnType<typeof menuStore>>>;

/** How a page reads a search's matches (itemNameMatch): few, read and sorted; many, probed as an index is read in the sort's order. */
export type MatchUse = 'matches' | 'probe';

/**
 * Ids of the store's items the filter keeps (of `categoryIds`, the filter's unless given). Each
 * narrowing reads one of the list's indexes in id order or in a sort's (items_store_newest,
 * items_category_by_<column>, _status_newest, _out_of_stock; over every store, a state few items are in
 * by its own partial index of each sort: items_inactive_by_name...); a search is matched by the
 * full-text index of names (the names in every language), used as `use` says.
 */
function filteredIds(db: Trx, f: MenuFilter, categoryIds = f.categoryIds, use: MatchUse = 'matches') {
  let q = db.selectFrom('items as i').select('i.id');
  if (f.storeId !== null) q = q.where('i.store_id', '=', f.storeId);
  if (f.moduleId) q = q.where('i.module_id', '=', f.moduleId);
  if (categoryIds) q = categoryIds.length === 1 ? q.where('i.category_id', '=', categoryIds[0]!) : q.where('i.category_id', 'in', [...categoryIds]);
  // Literals, as the partial indexes state them: with a parameter neither engine can tell an index holds every match.
  if (f.state === 'active') q = q.where('i.status', '=', sql.lit(1));
  else if (f.state === 'inactive') q = q.where('i.status', '=', sql.lit(0));
  else if (f.state === 'out_of_stock') q = q.where('i.stock', '<=', sql.lit(0));
  if (!f.terms) return q;
  q = q.where(itemNameMatch(db, f.terms, use));
  if (use === 'probe' || !fenceNameMatch(db)) return q;
  // The same rows and the same `i.id` either way: the fenced query is typed as the one it wraps; it keeps the columns a sort orders by.
  return db.selectFrom(q.select(SORT_COLUMNS).offset(0).as('i')).select('i.id') as unknown as typeof q;
}

/** The columns the sorts order by, besides the id. */
const SORT_COLUMNS = ['i.name', 'i.price', 'i.stock', 'i.updated_at'] as const;

/** At most this many categories (a category and its sub-categories) are merged a page at a time; more are read together and sorted. */
const MERGED_CATEGORIES = 24;

/**
 * Ids of the filtered items in the sort's order, `limit` of them after `skip`: read from the
 * narrowing's or the sort's index (a search: its matches, or probed, see MatchUse), so that the rows a
 * deep page skips are never read; the page's rows are read by id after (menuRows). Several categories
 * (a category with its sub-categories) are each read in order from their own index as far as the page
 * reaches and merged: one sort of their thousands of items a page otherwise.
 */
export function menuIdsQuery(db: Trx, f: MenuFilter, limit: number, skip = 0, use: MatchUse = 'matches') {
  const categories = f.categoryIds;
  if (!f.terms && categories && categories.length > 1 && categories.length <= MERGED_CATEGORIES) {
    const reach = skip + limit;
    const arms = categories.map((id) => db.selectFrom(sorted(filteredIds(db, f, [id]).select(SORT_COLUMNS), f.sort).limit(reach).as('c')).selectAll());
    const merged = arms.slice(1).reduce((all, arm) => all.unionAll(arm), arms[0]!);
    return sorted(db.selectFrom(merged.as('i')).select('i.id'), f.sort).limit(limit).offset(skip) as unknown as ReturnType<typeof sortedIds>;
  }
  return sortedIds(db, f, limit, skip, use);
}

const sortedIds = (db: Trx, f: MenuFilter, limit: number, skip: number, use: MatchUse) =>
  sorted(filteredIds(db, f, f.categoryIds, use), f.sort).limit(limit).offset(skip);

export async function menuIds(db: Trx, f: MenuFilter, limit: number, skip = 0, use: MatchUse = 'matches'): Promise<number[]> {
  return (await menuIdsQuery(db, f, limit, skip, use).execute()).map((r) => r.id);
}

/**
 * A page of a search's ids in the sort's order with how many items match it, in one reading of the
 * matches (a narrowed search's: the names' matches are read once for both); counted is null when the
 * page is past the last match.
 */
export async function menuIdsCounted(db: Trx, f: MenuFilter, limit: number, skip: number): Promise<{ ids: number[]; counted: number | null }> {
  const rows = await sorted(filteredIds(db, f).select(sql<number | string>`count(*) over ()`.as('n')), f.sort).limit(limit).offset(skip).execute();
  return { ids: rows.map((r) => r.id), counted: rows.length > 0 ? Number(rows[0]!.n) : null };
}

/** Whether the filter narrows items beyond a search: a store, a module, categories or a state. */
export const narrowed = (f: MenuFilter): boolean => f.storeId !== null || !!f.moduleId || !!f.categoryIds || !!f.state;

/**
 * How many items the filter keeps, counting no further than `cap` + 1 (which says "more than cap"):
 * in no order, so that each narrowing's index is read as it comes, and inside the database (1,001 ids
 * handed to JavaScript cost SQLite ten times the counting).
 */
export async function menuCount(db: Trx, f: MenuFilter, cap: number): Promise<number> {
  // A search of every store's items, narrowed no further: the index of names counts it alone.
  if (f.terms && !narrowed(f)) return itemNameCount(db, f.terms, cap);
  const row = await db.selectFrom(filteredIds(db, f).limit(cap + 1).as('x'))
    .select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What a list row shows of an item, from its row and its category's; of one store's items, or of every store's (null). */
export function withRowColumns(db: Trx, storeId: number | null) {
  const q = db.selectFrom('items as i')
    .leftJoin('categories as c', 'c.id', 'i.category_id')
    .select((eb) => [
      'i.id', 'i.name', 'i.translations', 'i.image', 'i.category_id', 'c.name as category_name', 'c.translations as category_translations',
      'i.price', 'i.discount', 'i.discount_type', 'i.stock', 'i.status', 'i.version',
      eb.or([
        eb.exists(eb.selectFrom('item_variations as v').select('v.id').whereRef('v.item_id', '=', 'i.id')),
        eb.exists(eb.selectFrom('item_food_variations as g').select('g.id').whereRef('g.item_id', '=', 'i.id')),
      ]).as('has_variations'),
    ]);
  return storeId === null ? q : q.where('i.store_id', '=', storeId);
}
type RowQuery = ReturnType<typeof withRowColumns>;

/** A page of the filtered items' rows in the sort's order: the page's ids from the index (menuIdsQuery), their rows by id, in one statement. */
export function pageRowsOf<Q extends SelectQueryBuilder<any, any, any>>(db: Trx, rows: Q, f: MenuFilter, limit: number, skip: number): Q {
  return sorted((rows as unknown as RowQuery).where('i.id', 'in', menuIdsQuery(db, f, limit, skip)) as unknown as Q, f.sort);
}

/** The filtered items' ids after `afterId`, in id order, `limit` of them: a file of every match, read a part at a time. */
export async function idsAfter(db: Trx, f: MenuFilter, afterId: number, limit: number): Promise<number[]> {
  const rows = await filteredIds(db, f).where('i.id', '>', afterId).orderBy('i.id').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** The list rows of the store's items among `ids` (any store's: null), in no particular order. */
export function menuRows(db: Trx, storeId: number | null, ids: readonly number[]) {
  return withRowColumns(db, storeId).where('i.id', 'in', [...ids]).execute();
}

/** A page of the filtered items' list rows (see pageRowsOf). */
export function menuPageRows(db: Trx, f: MenuFilter, limit: number, skip: number) {
  return pageRowsOf(db, withRowColumns(db, f.storeId), f, limit, skip).execute();
}
export type MenuRow = Awaited<ReturnType<typeof menuRows>>[number];

/** A category and its sub-categories, when it is one of the store's module (any module's: storeId null). */
export async function categoryWithChildren(db: Trx, categoryId: number, storeId: number | null): Promise<number[]> {
  let q = db.selectFrom('categories').select('id').where((eb) => eb.or([eb('id', '=', categoryId), eb('parent_id', '=', categoryId)]));
  if (storeId !== null) q = q.where('module_id', '=', (eb) => eb.selectFrom('stores').select('module_id').where('id', '=', storeId));
  const rows = await q.execute();
  return rows.map((r) => r.id);
}

/** The module's categories, roots first, for the editor and the list's filter. */
export function moduleCategories(db: Trx, moduleId: number) {
  return db.selectFrom('categories').select(['id', 'name', 'translations', 'parent_id'])
    .where('module_id', '=', moduleId).orderBy('position').orderBy('priority', 'desc').orderBy('id').execute();
}

/** The store's add-ons, switched on or not. */
export function storeAddOns(db: Trx, storeId: number) {
  return db.selectFrom('add_ons').select(['id', 'name', 'translations', 'price', 'status']).where('store_id', '=', storeId).orderBy('id').execute();
}

/** Whether the category is one of the module's. */
export async function isModuleCategory(db: Trx, categoryId: number, moduleId: number): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').where('id', '=', categoryId).where('module_id', '=', moduleId).executeTakeFirst()) !== undefined;
}

/** An item of the store with everything the editor shows; undefined when the store has no such item. */
export async function storeItem(db: Trx, storeId: number, itemId: number) {
  const row = await db.selectFrom('items').selectAll().where('id', '=', itemId).where('store_id', '=', storeId).executeTakeFirst();
  if (!row) return undefined;
  const [variations, groups, options, addOns] = await Promise.all([
    db.selectFrom('item_variations').select(['type', 'price', 'stock']).where('item_id', '=', itemId).orderBy('id').execute(),
    db.selectFrom('item_food_variations').select(['id', 'name', 'type', 'min', 'max', 'required']).where('item_id', '=', itemId).orderBy('position').orderBy('id').execute(),
    db.selectFrom('item_food_variation_values').select(['food_variation_id', 'label', 'option_price', 'stock'])
      .where('item_id', '=', itemId).orderBy('food_variation_id').orderBy('position').orderBy('id').execute(),
    db.selectFrom('item_add_ons').select('add_on_id').where('item_id', '=', itemId).orderBy('add_on_id').execute(),
  ]);
  return { row, variations, groups, options, addOnIds: addOns.map((a) => a.add_on_id) };
}
export type StoreItem = NonNullable<Awaited<ReturnType<typeof storeItem>>>;

/** Items of the store among `ids`, with what a bulk update checks and changes. */
export function storeItemsByIds(db: Trx, storeId: number, ids: readonly number[]) {
  return db.selectFrom('items as i')
    .innerJoin('modules as m', 'm.id', 'i.module_id')
    .select((eb) => [
      'i.id', 'i.price', 'i.stock', 'i.discount', 'i.discount_type', 'i.version', 'm.module_type',
      eb.exists(eb.selectFrom('item_variations as v').select('v.id').whereRef('v.item_id', '=', 'i.id')).as('has_variations'),
    ])
    .where('i.store_id', '=', storeId).where('i.id', 'in', [...ids]).execute();
}

/** Items whose name or description (where it has one) lacks its Arabic or French text, by id. */
export const itemsLackingTexts = (db: Kysely<Database>, field: 'name' | 'description', filter: LackingFilter): LackingTexts =>
  lackingTexts(db, { table: 'items', field, english: field, name: 'name', store: 'store_id' }, filter);
