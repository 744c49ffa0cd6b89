import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { OrderReviews } from '@storefront/contract';
import { api, ApiError } from '@/lib/api-client';
import { ORDERS_QUERY_ROOT } from '@/lib/query-roots';
import { useToken } from '@/lib/session';

/** What the rate page shows: each item of the order and its courier, with the caller's reviews so far. */
export const getOrderReviews = (orderId: number, signal?: AbortSignal) =>
  api.get<OrderReviews>('customer/order-reviews', { query: { order_id: orderId }, silent: true, signal });

/** Under 'orders': a tracked order that gets delivered refreshes it (see query-roots). */
export const orderReviewsKey = (orderId: number) => [ORDERS_QUERY_ROOT, 'reviews', orderId] as const;

export const orderReviewsQueryOptions = (orderId: number, token: string | null) =>
  queryOptions({
    queryKey: [...orderReviewsKey(orderId), token] as const,
    queryFn: token ? ({ signal }) => getOrderReviews(orderId, signal) : skipToken,
  });

export const useOrderReviews = (orderId: number) => useQuery(orderReviewsQueryOptions(orderId, useToken()));

/** No such order, or someone else's. */
export const isOrderNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
