import type { Wishlist, WishlistTarget } from '@storefront/contract';
import type { WishTarget } from '@/components/catalog/wish-button-slot';

/** What the add and remove calls send: exactly one of item_id and store_id. */
export const targetQuery = (target: WishTarget): WishlistTarget =>
  'item' in target ? { item_id: target.item.id } : { store_id: target.store.id };

export function isWished(list: Wishlist | undefined, target: WishTarget): boolean {
  if (!list) return false;
  return 'item' in target ? list.item.some((i) => i.id === target.item.id) : list.store.some((s) => s.id === target.store.id);
}

export function withoutTarget(list: Wishlist, target: WishTarget): Wishlist {
  return 'item' in target
    ? { ...list, item: list.item.filter((i) => i.id !== target.item.id) }
    : { ...list, store: list.store.filter((s) => s.id !== target.store.id) };
}

/** Newest first, as the server lists them. */
export function withTarget(list: Wishlist, target: WishTarget): Wishlist {
  const rest = withoutTarget(list, target);
  return 'item' in target
    ? { ...rest, item: [{ ...target.item, wishlist_count: target.item.wishlist_count + 1 }, ...rest.item] }
    : { ...rest, store: [target.store, ...rest.store] };
}
