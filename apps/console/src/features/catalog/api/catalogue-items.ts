import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  ConsoleCatalogueFilter, ConsoleCataloguePage, ConsoleCatalogueQuery, ConsoleItemImportRow, ConsoleItemsImported,
} from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { retryUnanswered } from './menu-keys';

/** The admin's items' query keys: an import invalidates every page through the first. */
export const catalogueKeys = {
  all: ['catalogue-items'] as const,
  list: (query: ConsoleCatalogueQuery, language: string) => ['catalogue-items', language, query] as const,
};

/** A query's filled fields, as a query string. */
const searchOf = (query: ConsoleCatalogueFilter | ConsoleCatalogueQuery) =>
  new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));

export const getCatalogueItems = (query: ConsoleCatalogueQuery, signal?: AbortSignal) => {
  const search = searchOf(query);
  return api.get<ConsoleCataloguePage>(`console/items${search.size ? `?${search}` : ''}`, { signal });
};

/** A page of every store's items, in the console's language. */
export function useCatalogueItems(query: ConsoleCatalogueQuery) {
  const language = useTranslation().i18n.language;
  return useQuery({
    queryKey: catalogueKeys.list(query, language),
    queryFn: ({ signal }) => getCatalogueItems(query, signal),
    // The page shown stays while the next one loads (paging, typing a search).
    placeholderData: keepPreviousData,
    retry: retryUnanswered,
  });
}

/** The items the filters keep, as CSV text from the server. */
export const useCatalogueExport = () => useMutation({
  mutationFn: (filter: ConsoleCatalogueFilter) => {
    const search = searchOf(filter);
    return api.get<string>(`console/items/export${search.size ? `?${search}` : ''}`);
  },
});

/** All rows or none: a 422 (ApiAnswerError) carries the report of every refused row. */
export function useImportItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: readonly ConsoleItemImportRow[]) => api.post<ConsoleItemsImported>('console/items/import', { rows }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: catalogueKeys.all }), queryClient.invalidateQueries({ queryKey: ['catalog'] })]),
  });
}
