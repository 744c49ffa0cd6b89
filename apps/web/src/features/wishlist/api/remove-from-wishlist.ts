import type { WishlistChanged } from '@storefront/contract';
import type { WishTarget } from '@/components/catalog/wish-button-slot';
import { api } from '@/lib/api-client';
import { targetQuery, withoutTarget } from '../wish-targets';
import { useWishChange } from './use-wish-change';

/** DELETE with item_id or store_id in the query; failures are toasted by the hook after its rollback. */
export const removeFromWishlist = (target: WishTarget) =>
  api.delete<WishlistChanged>('customer/wish-list/remove', { query: targetQuery(target), silent: true });

export const useRemoveFromWishlist = () => useWishChange(removeFromWishlist, withoutTarget, 'wishlist.removed');
