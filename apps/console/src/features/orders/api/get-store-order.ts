import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetailsAnswer } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const storeOrderOptions = (storeId: number, orderId: number) =>
  queryOptions({
    queryKey: ['orders', storeId, 'one', orderId],
    queryFn: ({ signal }) => api.get<OrderDetailsAnswer>(`console/stores/${storeId}/orders/${orderId}`, { signal }),
  });

/** One of the store's orders with its lines, customer, courier and prescription photos. */
export const useStoreOrder = (storeId: number, orderId: number) => useQuery(storeOrderOptions(storeId, orderId));
