import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Suggestions } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

/** Item and store names for what is typed; nothing is asked for an empty box. */
export const getSuggestions = (name: string, signal?: AbortSignal) =>
  api.get<Suggestions>('items/item-or-store-search', { query: { name }, silent: true, signal });

export const suggestionsQueryOptions = (name: string) => {
  const text = name.trim();
  return queryOptions({
    queryKey: scopedKey('search', 'suggestions', text),
    queryFn: text ? ({ signal }) => getSuggestions(text, signal) : skipToken,
    staleTime: 60_000,
    retry: false,
  });
};

export const useSuggestions = (name: string) => useQuery(suggestionsQueryOptions(name));
