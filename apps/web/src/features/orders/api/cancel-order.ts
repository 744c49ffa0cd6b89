import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderCancel } from '@storefront/contract';
import { toast } from '@storefront/ui/toast';
import { api } from '@/lib/api-client';
import { ORDERS_QUERY_ROOT } from '@/lib/query-roots';

/** PUT customer/order/cancel; a 409 (too late to cancel) carries the server's message. */
export const cancelOrder = (body: OrderCancel) => api.put<{ message: string }>('customer/order/cancel', body);

/**
 * Cancels for whoever owns the order (a guest sends guest_id), e.g. after a failed payment.
 * Whatever the answer, the order may have changed: the lists and details ask again.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ORDERS_QUERY_ROOT] }),
  });
}

export interface CancelMyOrder {
  orderId: number;
  reason: string;
}

/**
 * A signed-in customer cancels from order details. A refusal (409, too late) is toasted by the api
 * client; either way the order changed, so the lists and details ask again.
 */
export function useCancelMyOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: CancelMyOrder) => cancelOrder({ order_id: orderId, reason }),
    onSuccess: ({ message }) => toast.success(message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ORDERS_QUERY_ROOT] }),
  });
}
