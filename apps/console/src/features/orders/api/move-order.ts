import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleOrderMove, OperatorOrderChanged } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { toast } from '@storefront/ui/toast';
import { api } from '../../../lib/api-client';

export const moveOrder = (storeId: number, orderId: number, body: ConsoleOrderMove) =>
  api.put<OperatorOrderChanged>(`console/stores/${storeId}/orders/${orderId}/status`, body);

export interface Move extends ConsoleOrderMove {
  orderId: number;
  /** Said once the server has taken the move. */
  done?: string;
}

/**
 * Accept, prepare, mark ready, hand over, reject or cancel; every list and the order are read again
 * after. What is said after is said here, not by the button: the store's stream may move the card to
 * another column (unmounting the button) before the answer comes.
 */
export function useMoveOrder(storeId: number, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, done: _done, ...body }: Move) => moveOrder(storeId, orderId, body),
    onSuccess: (_answer, move) => {
      if (move.done) toast.success(move.done);
    },
    onError: (error) => toast.error(errorMessage(error) ?? failed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders', storeId] }),
  });
}
