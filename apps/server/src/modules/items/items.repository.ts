import type { Db } from '../../db/connection.js';
import { itemDiscounted, visibleItems, type ItemScope } from '../catalog/catalog.scopes.repository.js';

/** An item the caller's zones can see, by id or by slug. */
export async function findVisibleItem(db: Db, zoneIds: number[], idOrSlug: string) {
  const q = visibleItems(db, { zoneIds, moduleId: null }).select(['i.id', 'i.category_id', 'i.store_id']);
  return (/^\d+$/.test(idOrSlug) ? q.where('i.id', '=', Number(idOrSlug)) : q.where('i.slug', '=', idOrSlug)).executeTakeFirst();
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

