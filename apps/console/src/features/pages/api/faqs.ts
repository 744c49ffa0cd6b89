import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleFaq, ConsoleFaqCreate, ConsoleFaqList, ConsoleFaqUpdate } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';

const faqKeys = { all: ['faqs'] as const };

/** Every common question, shown or not, in its order. */
export function useFaqs() {
  return useQuery({ queryKey: faqKeys.all, queryFn: ({ signal }) => api.get<ConsoleFaqList>('console/faqs', { signal }), retry: retryUnlessRefused });
}

/** A saved question: the list reads again (its place in it may have changed). */
function useSaved() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: faqKeys.all });
}

export function useCreateFaq() {
  const saved = useSaved();
  return useMutation({ mutationFn: (body: ConsoleFaqCreate) => api.post<ConsoleFaq>('console/faqs', body), onSuccess: saved });
}

/** A save names the version read: a 409 (ApiAnswerError) carries the question now and the fields changed since. */
export function useUpdateFaq() {
  const saved = useSaved();
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: ConsoleFaqUpdate }) => api.put<ConsoleFaq>(`console/faqs/${id}`, body), onSuccess: saved });
}

export function useDeleteFaq() {
  const saved = useSaved();
  return useMutation({ mutationFn: ({ id, version }: { id: number; version: number }) => api.delete<unknown>(`console/faqs/${id}?version=${version}`), onSuccess: saved });
}
