import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CourierPositionEvent, OrderDetailsAnswer } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const storeOrderOptions = (storeId: number, orderId: number) =>
  queryOptions({
    queryKey: ['orders', storeId, 'one', orderId],
    queryFn: ({ signal }) => api.get<OrderDetailsAnswer>(`console/stores/${storeId}/orders/${orderId}`, { signal }),
  });

/** The courier's live position (the stream's courier_position event) on the order's page held now: its marker moves without asking again. */
export function moveStoreOrderCourier(client: QueryClient, storeId: number, position: CourierPositionEvent): void {
  client.setQueryData<OrderDetailsAnswer>(storeOrderOptions(storeId, position.order_id).queryKey, (answer) =>
    answer?.order.delivery_man
      ? { ...answer, order: { ...answer.order, delivery_man: { ...answer.order.delivery_man, lat: position.lat, lng: position.lng } } }
      : answer);
}

/** One of the store's orders with its lines, customer, courier and prescription photos. */
export const useStoreOrder = (storeId: number, orderId: number) => useQuery(storeOrderOptions(storeId, orderId));
