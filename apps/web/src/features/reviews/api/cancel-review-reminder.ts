import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderIdBody } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { reviewReminderKey } from './get-review-reminder';

/** "Not now": the server stops suggesting this order. Failing is harmless, so it stays quiet. */
export const cancelReviewReminder = (orderId: number) => {
  const body: OrderIdBody = { order_id: orderId };
  return api.post<{ message: string }>('customer/review-reminder-cancel', body, { silent: true });
};

export function useCancelReviewReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReviewReminder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewReminderKey() }),
  });
}
