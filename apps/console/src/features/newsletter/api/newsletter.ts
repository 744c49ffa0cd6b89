import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ConsoleSubscriberPage } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const SUBSCRIBERS_PAGE_SIZE = 25;

/** A page of the newsletter's subscribers, newest first, those whose email holds `search`. */
export function useSubscribers(search: string, page: number) {
  const query = new URLSearchParams({ limit: String(SUBSCRIBERS_PAGE_SIZE), offset: String((page - 1) * SUBSCRIBERS_PAGE_SIZE) });
  if (search) query.set('search', search);
  return useQuery({
    queryKey: ['newsletter', search, page],
    queryFn: ({ signal }) => api.get<ConsoleSubscriberPage>(`console/newsletter?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every subscriber as CSV text, from the server. */
export const useSubscribersExport = () => useMutation({ mutationFn: () => api.get<string>('console/newsletter/export') });
