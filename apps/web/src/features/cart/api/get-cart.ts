import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CartList } from '@storefront/contract';
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
