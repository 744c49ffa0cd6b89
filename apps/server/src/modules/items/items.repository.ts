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

/** Items that can be had now: in stock, or of a food module, whose items keep no stock. */
export const inStock = (q: ItemScope) =>
  q.where((eb) => eb.or([
    eb('i.stock', '>', 0),
    eb.exists(eb.selectFrom('modules as m').select('m.id').whereRef('m.id', '=', 'i.module_id').where('m.module_type', '=', 'food')),
  ]));

/**
 * Items a customer may like: of the categories they are interested in (and their sub-categories),
 * the items of their past orders and the other items of those items' categories.
 */
export const suggestedFor = (userId: number, interestIds: readonly number[]) => (q: ItemScope) =>
  q.where((eb) => {
    const ordered = eb.selectFrom('order_details as od').innerJoin('orders as o', 'o.id', 'od.order_id')
      .select('od.item_id').where('o.user_id', '=', userId).where('od.item_id', 'is not', null);
    const orderedCategories = eb.selectFrom('items as oi').select('oi.category_id').where('oi.id', 'in', ordered);
    const any = [eb('i.id', 'in', ordered), eb('i.category_id', 'in', orderedCategories)];
    if (interestIds.length > 0) {
      any.push(
        eb('i.category_id', 'in', [...interestIds]),
        eb('i.category_id', 'in', eb.selectFrom('categories').select('id').where('parent_id', 'in', [...interestIds])),
      );
    }
    return eb.or(any);
  });
