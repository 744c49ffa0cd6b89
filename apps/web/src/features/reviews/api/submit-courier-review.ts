import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryManReviewSubmit, DeliveryManReviewSubmitted, OrderReviews } from '@storefront/contract';
import { toast } from '@storefront/ui/toast';
import { api } from '@/lib/api-client';
import { orderReviewsKey } from './get-order-reviews';

export interface CourierReviewRequest {
  orderId: number;
  deliveryManId: number;
  rating: number;
  comment: string;
}

export const courierReviewBody = ({ orderId, deliveryManId, rating, comment }: CourierReviewRequest): DeliveryManReviewSubmit => ({
  order_id: orderId,
  delivery_man_id: deliveryManId,
  rating,
  ...(comment.trim() ? { comment: comment.trim() } : {}),
});

/** Errors show in the courier's card, which keeps what was typed. */
export const submitCourierReview = (request: CourierReviewRequest) =>
  api.post<DeliveryManReviewSubmitted>('customer/delivery-man/reviews/submit', courierReviewBody(request), { silent: true });

export function useSubmitCourierReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitCourierReview,
    onSuccess: ({ message, review }, { orderId }) => {
      toast.success(message);
      // The card shows the review at once; the refetch below confirms it.
      queryClient.setQueriesData<OrderReviews>({ queryKey: orderReviewsKey(orderId) }, (old) =>
        old?.delivery_man ? { ...old, delivery_man: { ...old.delivery_man, review } } : old,
      );
      return queryClient.invalidateQueries({ queryKey: orderReviewsKey(orderId) });
    },
  });
}
