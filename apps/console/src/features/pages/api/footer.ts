import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleFooter, ConsoleFooterUpdate } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';

const footerKeys = { all: ['footer'] as const };

/** The footer's contacts and social links. */
export function useFooter() {
  return useQuery({ queryKey: footerKeys.all, queryFn: ({ signal }) => api.get<ConsoleFooter>('console/footer', { signal }), retry: retryUnlessRefused });
}

/** A save names the version read: a 409 (ApiAnswerError) carries the footer now and the fields changed since. */
export function useSaveFooter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleFooterUpdate) => api.put<ConsoleFooter>('console/footer', body),
    onSuccess: (saved) => queryClient.setQueryData(footerKeys.all, saved),
  });
}
