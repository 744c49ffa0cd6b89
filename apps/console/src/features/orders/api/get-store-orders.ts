import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderList } from '@storefront/contract';
import { api } from '../../../lib/api-client';

/** The store's orders still on their way (every state from new to on the way), newest first. */
export const runningOrdersOptions = (storeId: number) =>
  queryOptions({
    queryKey: ['orders', storeId, 'running'],
    queryFn: ({ signal }) => api.get<OrderList>(`console/stores/${storeId}/orders?status=running&limit=100`, { signal }),
  });

/** The latest orders whatever their state: the board's "done" column keeps the finished ones among them. */
export const recentOrdersOptions = (storeId: number) =>
  queryOptions({
    queryKey: ['orders', storeId, 'recent'],
    queryFn: ({ signal }) => api.get<OrderList>(`console/stores/${storeId}/orders?status=all&limit=30`, { signal }),
  });

export const useRunningOrders = (storeId: number) => useQuery(runningOrdersOptions(storeId));
export const useRecentOrders = (storeId: number) => useQuery(recentOrdersOptions(storeId));
