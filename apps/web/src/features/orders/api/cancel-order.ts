import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder } from '@/lib/orders/cancel-order';
import { ORDERS_QUERY_ROOT } from '@/lib/orders/orders-query-root';
import { toast } from '@/lib/toast';

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
