import type { WishlistChanged } from '@storefront/contract';
import type { WishTarget } from '@/components/catalog/wish-button-slot';
import { api } from '@/lib/api-client';
import { targetQuery, withTarget } from '../wish-targets';
import { useWishChange } from './use-wish-change';

/** POST with item_id or store_id in the query; failures are toasted by the hook after its rollback. */
export const addToWishlist = (target: WishTarget) =>
  api.post<WishlistChanged>('customer/wish-list/add', undefined, { query: targetQuery(target), silent: true });

export const useAddToWishlist = () => useWishChange(addToWishlist, withTarget, 'wishlist.added');
