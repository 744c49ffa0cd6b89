import { infiniteQueryOptions, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderList } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { ORDERS_QUERY_ROOT } from '@/lib/query-roots';
import { FIRST_PAGE, nextPage } from '@/lib/paging';
import { useToken } from '@/lib/session';
import { ORDERS_PAGE_SIZE } from '../order-pages';

/** running: orders still on their way (RUNNING_STATUSES); history: those that reached an end. Newest first. */
export type OrdersTab = 'running' | 'history';
const PATHS: Record<OrdersTab, string> = { running: 'customer/order/running-orders', history: 'customer/order/list' };

export const getOrders = (tab: OrdersTab, offset: number, signal?: AbortSignal) =>
  api.get<OrderList>(PATHS[tab], { query: { limit: ORDERS_PAGE_SIZE, offset }, silent: true, signal });

/** Keyed by the token, like the customer: another account never sees these. */
export const ordersInfiniteOptions = (tab: OrdersTab, token: string | null) =>
  infiniteQueryOptions({
    queryKey: [ORDERS_QUERY_ROOT, tab, token] as const,
    queryFn: token ? ({ pageParam, signal }) => getOrders(tab, pageParam, signal) : skipToken,
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage<OrderList>((page) => page.orders),
  });

export const useOrders = (tab: OrdersTab) => useInfiniteQuery(ordersInfiniteOptions(tab, useToken()));
