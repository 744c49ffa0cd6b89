import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Wishlist } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { useSelectedModule, useToken } from '@/lib/session';
import { STORAGE_KEYS, useStoredItem } from '@/lib/storage';

/** No other feature refreshes the wishlist: its key changes with the session, zone and module instead. */
const WISHLIST_ROOT = 'wishlist';

export interface WishlistScope {
  token: string | null;
  zoneId: string | null;
  moduleId: number | null;
}

/** The customer's wished items and stores, newest first, in the zone and module the headers name. */
export const getWishlist = (signal?: AbortSignal) => api.get<Wishlist>('customer/wish-list', { silent: true, signal });

/**
 * Keyed by the token, so another account never sees these cards, and by the zone and module the
 * server filters by, so a new location or module asks again. Guests have none.
 */
export const wishlistOptions = ({ token, zoneId, moduleId }: WishlistScope) =>
  queryOptions({
    queryKey: [WISHLIST_ROOT, token, zoneId, moduleId] as const,
    queryFn: token ? ({ signal }) => getWishlist(signal) : skipToken,
  });

export function useWishlistScope(): WishlistScope {
  return {
    token: useToken(),
    zoneId: useStoredItem(STORAGE_KEYS.zoneId),
    moduleId: useSelectedModule()?.id ?? null,
  };
}

export const useWishlist = () => useQuery(wishlistOptions(useWishlistScope()));
