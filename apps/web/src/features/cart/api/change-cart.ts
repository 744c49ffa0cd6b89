import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartAdd, CartList, CartUpdate } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { ensureGuestId } from '@/lib/guest-id';
import { getToken } from '@/lib/session';
import { CART_ROOT, cartKey, cartOwnerParams } from './cart-owner';

/**
 * The cart's changes. Each answers the whole cart, which replaces the cached one; errors are left
 * to the caller (a different_store 409 opens the clear-cart confirm instead of a toast).
 */
export type CartAddInput = Omit<CartAdd, 'guest_id' | 'price'>;
export type CartUpdateInput = Omit<CartUpdate, 'guest_id' | 'price'>;

/** A guest's first add may come before the page has its guest id (a tap as the page opens): it waits for it. */
export const addToCart = async (body: CartAddInput) => {
  if (!getToken()) await ensureGuestId();
  return api.post<CartList>('customer/cart/add', { ...body, ...cartOwnerParams() }, { silent: true });
};
export const updateCartLine = (body: CartUpdateInput) => api.post<CartList>('customer/cart/update', { ...body, ...cartOwnerParams() }, { silent: true });
export const removeCartLine = (cartId: number) =>
  api.delete<CartList>('customer/cart/remove-item', { query: { cart_id: cartId, ...cartOwnerParams() }, silent: true });
export const clearCart = () => api.delete<{ message: string }>('customer/cart/remove', { query: cartOwnerParams(), silent: true });

function useCartChange<I>(change: (input: I) => Promise<CartList>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    // A list fetched before the change must not land after it.
    onMutate: () => client.cancelQueries({ queryKey: cartKey() }),
    onSuccess: (lines) => client.setQueryData(cartKey(), lines),
  });
}

export const useAddToCart = () => useCartChange(addToCart);
export const useUpdateCartLine = () => useCartChange(updateCartLine);
export const useRemoveCartLine = () => useCartChange(removeCartLine);

export function useClearCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onMutate: () => client.cancelQueries({ queryKey: cartKey() }),
    onSuccess: () => client.setQueryData(cartKey(), []),
    // Other modules' carts may have gone too; refetching this one now could race the add that follows a clear.
    onSettled: () => client.invalidateQueries({ queryKey: [CART_ROOT], refetchType: 'none' }),
  });
}
