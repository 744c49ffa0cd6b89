import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { OrderDetailsAnswer } from '@storefront/contract';
import { api, ApiError } from '@/lib/api-client';
import { ORDERS_QUERY_ROOT } from '@/lib/query-roots';
import { useToken } from '@/lib/session';

/** Errors show in place ('Order not found'), not as toasts. */
export const getOrderDetails = (orderId: number, signal?: AbortSignal) =>
  api.get<OrderDetailsAnswer>('customer/order/details', { query: { order_id: orderId }, silent: true, signal });

export const orderDetailsQueryOptions = (orderId: number, token: string | null) =>
  queryOptions({
    queryKey: [ORDERS_QUERY_ROOT, 'details', orderId, token] as const,
    queryFn: token ? ({ signal }) => getOrderDetails(orderId, signal) : skipToken,
  });

export const useOrderDetails = (orderId: number) => useQuery(orderDetailsQueryOptions(orderId, useToken()));

/** The server answers 404 for an order that does not exist and for someone else's. */
export const isOrderNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
