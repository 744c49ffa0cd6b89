import type { Db } from '../../db/connection.js';
import { categoryAndChildren, categoryItems, visibleItems, type ItemScope, type StoreScope } from '../catalog/catalog.scopes.repository.js';
import type { CatalogView } from '../catalog/catalog.view.js';

/**
 * The categories the storefront shows: those on, whose root (for a sub-category) is on too; a root
 * turned off in the console hides its sub-categories with it.
 */
function shown(db: Db) {
  return db.selectFrom('categories').where('status', '=', 1).where((eb) => eb.or([
    eb('parent_id', 'is', null),
    eb.exists(eb.selectFrom('categories as root').select('root.id').whereRef('root.id', '=', 'categories.parent_id').where('root.status', '=', 1)),
  ]));
}

/** Shown categories of a module (every module when null), roots by priority. */
export function activeCategories(db: Db, moduleId: number | null) {
  let q = shown(db).selectAll();
  if (moduleId !== null) q = q.where('module_id', '=', moduleId);
  return q.orderBy('priority', 'desc').orderBy('id').execute();
}
export type CategoryRow = Awaited<ReturnType<typeof activeCategories>>[number];

export function findCategory(db: Db, idOrSlug: string) {
  const q = shown(db).selectAll();
  return (/^\d+$/.test(idOrSlug) ? q.where('id', '=', Number(idOrSlug)) : q.where('slug', '=', idOrSlug)).executeTakeFirst();
}

/** The ids among `ids` of shown categories. */
export async function activeCategoryIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  return (await shown(db).select('id').where('id', 'in', [...ids]).execute()).map((r) => r.id);
}

/** Shown categories by id, in no particular order. */
export function categoriesByIds(db: Db, ids: readonly number[]) {
  return ids.length === 0 ? Promise.resolve([]) : shown(db).selectAll().where('id', 'in', [...ids]).execute();
}

export function childCategories(db: Db, parentId: number) {
  return db.selectFrom('categories').selectAll().where('parent_id', '=', parentId).where('status', '=', 1).orderBy('priority', 'desc').orderBy('id').execute();
}

/** The items of a category and its sub-categories, as a list's `match`. */
export const itemsInCategory = categoryItems;

/** Stores selling at least one item of the categories (one or several) or their sub-categories. */
export const storesWithCategory = (db: Db, categoryId: number | readonly number[]) => (q: StoreScope) =>
  q.where((eb) => eb.exists(
    eb.selectFrom('items as ci').select('ci.id').whereRef('ci.store_id', '=', 's.id').where('ci.status', '=', 1)
      .where('ci.category_id', 'in', categoryAndChildren(db, categoryId)),
  ));

/** Brands with the number of items the view can see, brands without any left out. */
export function brandsWithCounts(db: Db, view: CatalogView) {
  return visibleItems(db, view)
    .innerJoin('brands as b', 'b.id', 'i.brand_id')
    .select(['b.id', 'b.name', 'b.translations', 'b.slug', 'b.image', 'b.module_id', (eb) => eb.fn.countAll<number>().as('items_count')])
    .where('b.status', '=', 1)
    .groupBy(['b.id', 'b.name', 'b.translations', 'b.slug', 'b.image', 'b.module_id'])
    .orderBy('b.name')
    .execute();
}

export function findBrand(db: Db, id: number) {
  return db.selectFrom('brands').select('id').where('id', '=', id).where('status', '=', 1).executeTakeFirst();
}

export const itemsOfBrand = (brandId: number) => (q: ItemScope) => q.where('i.brand_id', '=', brandId);
export const itemsWithCondition = (conditionId: number) => (q: ItemScope) => q.where('i.common_condition_id', '=', conditionId);

export function activeConditions(db: Db) {
  return db.selectFrom('common_conditions').select(['id', 'name', 'translations']).where('status', '=', 1).orderBy('id').execute();
}

export function findCondition(db: Db, id: number) {
  return db.selectFrom('common_conditions').select('id').where('id', '=', id).where('status', '=', 1).executeTakeFirst();
}
