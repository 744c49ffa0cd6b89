import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleOrderMove, OperatorOrderChanged } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const moveOrder = (storeId: number, orderId: number, body: ConsoleOrderMove) =>
  api.put<OperatorOrderChanged>(`console/stores/${storeId}/orders/${orderId}/status`, body);

/** Accept, prepare, mark ready, hand over, reject or cancel; every list and the order are read again after. */
export function useMoveOrder(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: ConsoleOrderMove & { orderId: number }) => moveOrder(storeId, orderId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders', storeId] }),
  });
}
