import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsoleCatalogTerm, ConsoleCatalogTermCreate, ConsoleCatalogTermPage, ConsoleCatalogTermUpdate } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { useVersionedWrites } from '../../../lib/versioned-api';
import { menuKeys } from './menu-keys';

export const TERMS_PAGE_SIZE = 25;

/** The business's two lists of terms: units items are sold by, attributes their variations are chosen by. */
export type TermKind = 'units' | 'attributes';

export interface TermFilters {
  on: 'all' | 'on' | 'off';
  search: string;
  page: number;
}

const termKeys = { all: (kind: TermKind) => [kind] as const };

/** A page of a list in the business's order, found by part of the name, on or off when asked. */
export function useTerms(kind: TermKind, filters: TermFilters) {
  const query = new URLSearchParams({ limit: String(TERMS_PAGE_SIZE), offset: String((filters.page - 1) * TERMS_PAGE_SIZE) });
  if (filters.on !== 'all') query.set('on', String(filters.on === 'on'));
  if (filters.search.trim()) query.set('search', filters.search.trim());
  return useQuery({
    queryKey: [...termKeys.all(kind), filters.on, filters.search.trim(), filters.page],
    queryFn: ({ signal }) => api.get<ConsoleCatalogTermPage>(`console/${kind}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Creating and saving terms: the list reads again, and so do the item editor's choices that offer them. */
export const useTermWrites = (kind: TermKind) =>
  useVersionedWrites<ConsoleCatalogTerm, ConsoleCatalogTermCreate, ConsoleCatalogTermUpdate>(`console/${kind}`, [termKeys.all(kind), menuKeys.everyStore]);
