import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleReview, ConsoleReviewPage } from '@storefront/contract';
import { api } from '../../../lib/api-client';

/** An empty reply takes the reply away. */
export const replyToReview = (storeId: number, reviewId: number, reply: string) =>
  api.put<ConsoleReview>(`console/stores/${storeId}/reviews/${reviewId}/reply`, { reply });

/**
 * Saves a reply. The review shows its saved reply where it is, in every kept page of the store's
 * reviews; the pages are read again the next time they are opened (a reply takes a review out of
 * "unanswered").
 */
export function useReplyToReview(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: string }) => replyToReview(storeId, reviewId, reply),
    onSuccess: (saved) => {
      queryClient.setQueriesData<ConsoleReviewPage>({ queryKey: ['reviews', storeId] }, (page) =>
        page && { ...page, reviews: page.reviews.map((r) => (r.id === saved.id ? { ...r, reply: saved.reply } : r)) });
      void queryClient.invalidateQueries({ queryKey: ['reviews', storeId], refetchType: 'none' });
    },
  });
}
