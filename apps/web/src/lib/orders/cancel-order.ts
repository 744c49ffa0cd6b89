import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderCancel } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { ORDERS_QUERY_ROOT } from './orders-query-root';

/** PUT customer/order/cancel; a 409 (too late to cancel) carries the server's message. */
export const cancelOrder = (body: OrderCancel) => api.put<{ message: string }>('customer/order/cancel', body);

/** Whatever the answer, the order may have changed: the lists and details ask again. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ORDERS_QUERY_ROOT] }),
  });
}
