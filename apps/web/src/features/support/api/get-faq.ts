import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqList } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { getStoredLanguage } from '@/lib/language';

/** The help page's common questions, answered by the server in the request's language (English where untranslated). */
export const getFaq = (signal?: AbortSignal) => api.get<FaqList>('faq', { silent: true, signal });

export const faqQueryOptions = () =>
  queryOptions({
    queryKey: ['support', 'faq', getStoredLanguage()] as const,
    queryFn: ({ signal }) => getFaq(signal),
    select: (list) => list.faqs,
    // The server keeps them 5 minutes too.
    staleTime: 5 * 60_000,
  });

export const useFaq = () => useQuery(faqQueryOptions());
