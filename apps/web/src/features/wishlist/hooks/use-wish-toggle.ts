import i18n from 'i18next';
import { useLocation, useNavigate } from 'react-router';
import type { WishTarget } from '@/components/catalog/wish-button-slot';
import { getToken, useSelectedModule } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { isWished } from '../wish-targets';

/**
 * One heart's state and click. Spec §5: wishing needs a signed-in customer, so a guest is told and
 * sent to sign in (and back here) without any request. Spec §6: the parcel module has no wishlist.
 */
// Every card has a heart: its texts are read when clicked (i18n.t), not through a useTranslation per card.
export function useWishToggle(target: WishTarget) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const parcel = useSelectedModule()?.module_type === 'parcel';
  const wishlist = useWishlist();
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const wished = isWished(wishlist.data, target);
  const busy = add.isPending || remove.isPending;

  const toggle = () => {
    if (!getToken()) {
      toast.error(i18n.t('wishlist.login_required'));
      void navigate(`/auth/sign-in?from=${encodeURIComponent(pathname + search)}`);
      return;
    }
    // One change at a time per heart: a double click would race its own rollback.
    if (busy) return;
    (wished ? remove : add).mutate(target);
  };

  return { hidden: parcel, wished, busy, toggle };
}
