import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { OrderTrack } from '@storefront/contract';
import { api, ApiError } from '@/lib/api-client';
import { ORDERS_QUERY_ROOT } from '@/lib/query-roots';
import { useToken } from '@/lib/session';

/** The order itself (state, amounts, store, address, history) comes from tracking. Errors show in place ('Order not found'), not as toasts. */
export const getOrder = (orderId: number, signal?: AbortSignal) =>
  api.get<OrderTrack>('customer/order/track', { query: { order_id: orderId }, silent: true, signal });

export const orderQueryOptions = (orderId: number, token: string | null) =>
  queryOptions({
    queryKey: [ORDERS_QUERY_ROOT, 'order', orderId, token] as const,
    queryFn: token ? ({ signal }) => getOrder(orderId, signal) : skipToken,
  });

export const useOrder = (orderId: number) => useQuery(orderQueryOptions(orderId, useToken()));

/** The server answers 404 for an order that does not exist and for someone else's. */
export const isOrderNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
