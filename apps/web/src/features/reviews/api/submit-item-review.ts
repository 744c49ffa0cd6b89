import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemReviewSubmitted, OrderReviews } from '@storefront/contract';
import { toast } from '@storefront/ui/toast';
import { api } from '@/lib/api-client';
import { ITEM_QUERY_ROOT } from '@/lib/query-roots';
import { orderReviewsKey } from './get-order-reviews';
import { reviewReminderKey } from './get-review-reminder';

export interface ItemReviewRequest {
  orderId: number;
  itemId: number;
  rating: number;
  comment: string;
  photos: File[];
}

/** ItemReviewSubmit as multipart: the ids, the rating, the comment when written and each photo as attachment[]. */
export function itemReviewFormData({ orderId, itemId, rating, comment, photos }: ItemReviewRequest): FormData {
  const form = new FormData();
  form.append('order_id', String(orderId));
  form.append('item_id', String(itemId));
  form.append('rating', String(rating));
  if (comment.trim()) form.append('comment', comment.trim());
  for (const photo of photos) form.append('attachment[]', photo, photo.name);
  return form;
}

/** Errors show in the item's card, which keeps what was typed. */
export const submitItemReview = (request: ItemReviewRequest) =>
  api.post<ItemReviewSubmitted>('customer/items/reviews/submit', itemReviewFormData(request), { silent: true });

export function useSubmitItemReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitItemReview,
    onSuccess: ({ message, review }, { orderId, itemId }) => {
      toast.success(message);
      // The card shows the review at once; the refetch below confirms it.
      queryClient.setQueriesData<OrderReviews>({ queryKey: orderReviewsKey(orderId) }, (old) =>
        old && { ...old, items: old.items.map((item) => (item.id === itemId ? { ...item, review } : item)) },
      );
      // The item's page shows its rating and reviews; the prompt may have nothing left to ask.
      void queryClient.invalidateQueries({ queryKey: [ITEM_QUERY_ROOT] });
      void queryClient.invalidateQueries({ queryKey: reviewReminderKey() });
      return queryClient.invalidateQueries({ queryKey: orderReviewsKey(orderId) });
    },
  });
}
