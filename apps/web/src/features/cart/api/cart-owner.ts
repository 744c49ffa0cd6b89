import { getToken, useToken } from '@/lib/session';
import { readItem, STORAGE_KEYS, useStoredItem } from '@/lib/storage';
import { scopedKey } from '@/lib/query-scope';

/** A signed-in customer is known by the token the api client sends; a guest sends its guest_id. */
export function cartOwnerParams(): { guest_id?: string } {
  if (getToken()) return {};
  const guestId = readItem(STORAGE_KEYS.guestId);
  return guestId ? { guest_id: guestId } : {};
}

export const canUseCart = () => !!getToken() || !!readItem(STORAGE_KEYS.guestId);

/** The cart of this module and owner: signing in or out shows another cart. */
export const cartKey = () => scopedKey('cart', getToken() ? 'customer' : (readItem(STORAGE_KEYS.guestId) ?? 'nobody'));
export const CART_ROOT = 'cart';

/** Re-renders when the owner, zone or module changes, so the key above is read afresh. */
export function useCartOwnerChanges(): void {
  useToken();
  useStoredItem(STORAGE_KEYS.guestId);
  useStoredItem(STORAGE_KEYS.zoneId);
  useStoredItem(STORAGE_KEYS.module);
}
