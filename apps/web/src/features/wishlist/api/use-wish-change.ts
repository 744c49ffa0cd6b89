import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Wishlist, WishlistChanged } from '@storefront/contract';
import { toast } from '@storefront/ui/toast';
import type { WishTarget } from '@/components/catalog/wish-button-slot';
import { errorMessage } from '@/lib/api-client';
import { wishlistOptions, useWishlistScope } from './get-wishlist';

/**
 * Add and remove share one optimistic recipe: the cached wishlist changes at once, goes back and
 * toasts the server's reason if the call fails, and is asked again either way.
 */
export function useWishChange(
  request: (target: WishTarget) => Promise<WishlistChanged>,
  change: (list: Wishlist, target: WishTarget) => Wishlist,
  success: 'wishlist.added' | 'wishlist.removed',
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { queryKey } = wishlistOptions(useWishlistScope());
  return useMutation({
    mutationFn: request,
    onMutate: async (target) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData(queryKey);
      if (previous) client.setQueryData(queryKey, change(previous, target));
      return { previous };
    },
    onError: (error, _target, context) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous);
      toast.error(errorMessage(error) ?? t('errors.generic'));
    },
    // The server answers in English; its message has a key here, so each language reads its own.
    onSuccess: () => toast.success(t(success)),
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}
