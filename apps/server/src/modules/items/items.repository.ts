import type { Db } from '../../db/connection.js';
import type { ItemWhere } from '../catalog/catalog.lists.repository.js';
import { itemDiscounted, visibleItems, type ItemScope } from '../catalog/catalog.scopes.repository.js';

/** An item the caller's zones can see, by id or by slug. */
export async function findVisibleItem(db: Db, zoneIds: number[], idOrSlug: string) {
  const q = visibleItems(db, { zoneIds, moduleId: null }).select(['i.id', 'i.category_id', 'i.store_id']);
  return (/^\d+$/.test(idOrSlug) ? q.where('i.id', '=', Number(idOrSlug)) : q.where('i.slug', '=', idOrSlug)).executeTakeFirst();
}

/** The zone of an item by id or slug, whoever may see it (a details link opened with no zone); undefined when there is none. */
export async function zoneOfItem(db: Db, idOrSlug: string): Promise<number | undefined> {
  const q = db.selectFrom('items').select('zone_id');
  return (await (/^\d+$/.test(idOrSlug) ? q.where('id', '=', Number(idOrSlug)) : q.where('slug', '=', idOrSlug)).executeTakeFirst())?.zone_id;
}

/** Items of a category or of its sub-categories. */
export const inCategory = (categoryId: number) => (q: ItemScope) =>
  q.where((eb) => eb.or([
    eb('i.category_id', '=', categoryId),
    eb('i.category_id', 'in', eb.selectFrom('categories').select('id').where('parent_id', '=', categoryId)),
  ]));

export const ofStore = (storeId: number) => (q: ItemScope) => q.where('i.store_id', '=', storeId);
export const discountedNow = (now: Date) => (q: ItemScope) => q.where(itemDiscounted(now));
export const recommendedOnly = (q: ItemScope) => q.where('i.recommended', '=', 1);
export const except = (itemId: number) => (q: ItemScope) => q.where('i.id', '!=', itemId);
export const withCondition = (conditionId: number | undefined) => (q: ItemScope) =>
  conditionId === undefined ? q.where('i.common_condition_id', 'is not', null) : q.where('i.common_condition_id', '=', conditionId);

/** Items that can be had now: in stock, or of a food module, whose items keep no stock. */
export const inStock = (q: ItemScope) =>
  q.where((eb) => eb.or([
    eb('i.stock', '>', 0),
    eb.exists(eb.selectFrom('modules as m').select('m.id').whereRef('m.id', '=', 'i.module_id').where('m.module_type', '=', 'food')),
  ]));

/** How many of a customer's latest order lines point at what they may like. */
const SEED_LINES = 200;

/**
 * What a customer's suggestions grow from: the items of their latest orders, those items'
 * categories, and the categories they are interested in with their sub-categories. Small lists,
 * read by the customer's own index, so that the items query can look items up by them. The lines
 * are read apart from the items: joined to them, PostgreSQL with statistics of a few lines chose to
 * walk the whole item key index to merge them (60 ms at 100,000 items); a line whose item is gone
 * has no item_id.
 */
export async function suggestionSeeds(db: Db, userId: number, interestIds: readonly number[]): Promise<{ itemIds: number[]; categoryIds: number[] }> {
  const lines = await db.selectFrom('orders as o').innerJoin('order_details as od', 'od.order_id', 'o.id')
    .select('od.item_id')
    .where('o.user_id', '=', userId)
    .where('od.item_id', 'is not', null)
    .orderBy('o.id', 'desc').limit(SEED_LINES).execute();
  const itemIds = [...new Set(lines.map((r) => r.item_id!))];
  const [ordered, children] = await Promise.all([
    itemIds.length === 0 ? [] : db.selectFrom('items').select('category_id').where('id', 'in', itemIds).execute(),
    interestIds.length === 0 ? [] : db.selectFrom('categories').select('id').where('parent_id', 'in', [...interestIds]).execute(),
  ]);
  return {
    itemIds,
    categoryIds: [...new Set([...ordered.map((r) => r.category_id), ...interestIds, ...children.map((c) => c.id)])],
  };
}

/**
 * Items a customer may like (see suggestionSeeds): those items, and the items of each of those
 * categories, as parts of a list (firstIdsOfAny), each found by its own index.
 */
export const suggestionParts = (seeds: { itemIds: readonly number[]; categoryIds: readonly number[] }): ItemWhere[] => [
  ...(seeds.itemIds.length ? [(q: ItemScope) => q.where('i.id', 'in', [...seeds.itemIds])] : []),
  ...seeds.categoryIds.map((categoryId) => (q: ItemScope) => q.where('i.category_id', '=', categoryId)),
];
