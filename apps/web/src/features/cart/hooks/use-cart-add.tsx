import { useState } from 'react';
import i18n from 'i18next';
import { ConfirmDialog } from '@storefront/ui/confirm-dialog';
import { toast } from '@storefront/ui/toast';
import { requireLocation } from '@/lib/location-request';
import { useAddToCart, useClearCart, type CartAddInput } from '../api/change-cart';
import { errorMessages, isDifferentStore, toastErrors } from '../cart-errors';

export interface AddOptions {
  /** Shows the server's messages in place (the popup); without it they toast. */
  onError?: (messages: string[]) => void;
  onAdded?: () => void;
}

interface Pending {
  input: CartAddInput;
  options: AddOptions;
}

/**
 * Adding to the cart: a saved location first, and an item of another store
 * behind the clear-cart confirm (confirm empties the cart, then adds). Render `dialog` beside the trigger.
 */
export function useCartAdd() {
  const addToCart = useAddToCart();
  const clearCart = useClearCart();
  const [pending, setPending] = useState<Pending | null>(null);
  // Every card's control has this confirm: it mounts on first use only, then stays to animate out.
  const [confirmUsed, setConfirmUsed] = useState(false);

  const fail = (error: unknown, options: AddOptions) => (options.onError ? options.onError(errorMessages(error)) : toastErrors(error));

  const send = async ({ input, options }: Pending): Promise<boolean> => {
    try {
      await addToCart.mutateAsync(input);
    } catch (error) {
      if (isDifferentStore(error)) {
        setConfirmUsed(true);
        setPending({ input, options });
      }
      else fail(error, options);
      return false;
    }
    toast.success(i18n.t('cart.added'));
    options.onAdded?.();
    return true;
  };

  const add = (input: CartAddInput, options: AddOptions = {}) => (requireLocation() ? send({ input, options }) : Promise.resolve(false));

  const confirm = async () => {
    if (!pending) return;
    setPending(null);
    try {
      await clearCart.mutateAsync();
    } catch (error) {
      fail(error, pending.options);
      return;
    }
    await send(pending);
  };

  const dialog = confirmUsed && (
    <ConfirmDialog
      open={pending !== null}
      title={i18n.t('cart.clear_title')}
      description={i18n.t('cart.clear_description')}
      onCancel={() => setPending(null)}
      onConfirm={() => void confirm()}
    />
  );
  return { add, busy: addToCart.isPending || clearCart.isPending, dialog };
}
