import { useQuery } from '@tanstack/react-query';
import i18n from 'i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@storefront/ui/toast';
import type { WishTarget } from '@/components/catalog/wish-button-slot';
import { getToken } from '@/lib/session';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useWishlistScope, wishlistOptions } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { isWished } from '../wish-targets';

// Every card has a heart, so these hooks read their click-time texts with i18n.t instead of a useTranslation each.

/** Wishing needs a signed-in customer, so a guest is told and sent to sign in (and back here) without any request. */
export function useSignInToWish() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => {
    toast.error(i18n.t('wishlist.login_required'));
    void navigate(`/auth/sign-in?from=${encodeURIComponent(pathname + search)}`);
  };
}

/** A signed-in customer's heart: its state and click. */
export function useWishToggle(target: WishTarget) {
  const signIn = useSignInToWish();
  // Only this heart's yes or no: a change of the wishlist re-renders the hearts whose answer changed, not every card.
  const wished = useQuery({ ...wishlistOptions(useWishlistScope()), select: (list) => isWished(list, target) }).data ?? false;
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const busy = add.isPending || remove.isPending;

  const toggle = () => {
    // The session may have ended since this heart was drawn.
    if (!getToken()) return signIn();
    // One change at a time per heart: a double click would race its own rollback.
    if (busy) return;
    (wished ? remove : add).mutate(target);
  };

  return { wished, busy, toggle };
}
