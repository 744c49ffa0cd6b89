import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CartLine, CartList } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { getSelectedModule, useToken } from '@/lib/session';
import { CART_ROOT, canUseCart, cartKey, cartOwnerParams, useCartOwnerChanges } from './cart-owner';

export const getCart = (signal?: AbortSignal) => api.get<CartList>('customer/cart/list', { query: cartOwnerParams(), silent: true, signal });

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKey(),
    queryFn: ({ signal }) => getCart(signal),
    enabled: canUseCart() && !!getSelectedModule(),
  });

/** The cart's lines as the server priced them; empty until there is an owner and a module. */
export function useCart() {
  useCartOwnerChanges();
  const query = useQuery(cartQueryOptions());
  return { ...query, lines: query.data ?? [] };
}

const lineOf = (itemId: number) => (lines: CartList) => lines.find((line) => line.item_id === itemId);

/**
 * One item's line of the cart. A card re-renders when its own line changes, not on every change of the cart
 * (an add re-rendered all of /home's cards): the selector's result keeps its identity while the line is the same.
 */
export function useCartLine(itemId: number): CartLine | undefined {
  useCartOwnerChanges();
  return useQuery({ ...cartQueryOptions(), select: lineOf(itemId) }).data;
}

/** Signing in moves the guest's cart to the customer, and signing out leaves it there: fetch again. */
export function useRefetchCartOnSession(): void {
  const token = useToken();
  const client = useQueryClient();
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current === token) return;
    previous.current = token;
    void client.invalidateQueries({ queryKey: [CART_ROOT] });
  }, [token, client]);
}
