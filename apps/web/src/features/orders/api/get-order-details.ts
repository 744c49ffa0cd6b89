import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { CustomerOrderDetails, OrderDetailLine } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { ORDERS_QUERY_ROOT } from '@/lib/query-roots';
import { useToken } from '@/lib/session';

/** The order's lines. Errors show in the lines' own card, not as toasts. */
export const getOrderDetails = (orderId: number, signal?: AbortSignal) =>
  api.get<CustomerOrderDetails>('customer/order/details', { query: { order_id: orderId }, silent: true, signal });

/** A parcel, or a prescription order its store has not priced yet, answers the order itself: it has no lines. */
export const linesOf = (answer: CustomerOrderDetails): OrderDetailLine[] => (Array.isArray(answer) ? answer : []);

export const orderDetailsQueryOptions = (orderId: number, token: string | null) =>
  queryOptions({
    queryKey: [ORDERS_QUERY_ROOT, 'details', orderId, token] as const,
    queryFn: token ? ({ signal }) => getOrderDetails(orderId, signal) : skipToken,
    select: linesOf,
  });

export const useOrderLines = (orderId: number) => useQuery(orderDetailsQueryOptions(orderId, useToken()));
