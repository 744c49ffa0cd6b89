import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import { itemMatches, storeMatches, type SearchTerms } from '../../db/search.js';
import type { Order } from '../catalog/catalog.lists.repository.js';
import { itemPriceNow, type ItemScope, type StoreScope } from '../catalog/catalog.scopes.repository.js';

/** The texts the typo vocabulary is made of: item, category, brand and store names in every language, and tags. */
export async function vocabularyTexts(db: Db): Promise<string[]> {
  const [names, translations, tags, categories, brands, stores] = await Promise.all([
    db.selectFrom('items').select('name as t').distinct().where('status', '=', 1).execute(),
    db.selectFrom('items').select('translations as t').distinct().where('status', '=', 1).execute(),
    db.selectFrom('items').select('tags as t').distinct().where('status', '=', 1).execute(),
    db.selectFrom('categories').select(['name as t', 'translations']).where('status', '=', 1).execute(),
    db.selectFrom('brands').select(['name as t', 'translations']).where('status', '=', 1).execute(),
    db.selectFrom('stores').select(['name as t', 'translations']).where('status', '=', 1).execute(),
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
    .where('i.status', '=', 1).where('s.status', '=', 1).where('i.zone_id', 'in', zoneIds);
  let stores = db
    .selectFrom(storeMatches(db, terms))
    .crossJoin('stores as s')
    .whereRef('s.id', '=', 'm.id')
    .select(['s.id', 's.name', 's.translations', 's.slug', 's.logo'])
    .where('s.status', '=', 1).where('s.zone_id', 'in', zoneIds);
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
