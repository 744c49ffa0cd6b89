import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsoleParcelCategory, ConsoleParcelCategoryCreate, ConsoleParcelCategoryPage, ConsoleParcelCategoryUpdate } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { useVersionedWrites } from '../../../lib/versioned-api';

export const PARCEL_CATEGORIES_PAGE_SIZE = 25;

export interface ParcelCategoryFilters {
  on: 'all' | 'on' | 'off';
  search: string;
  page: number;
}

const keys = { all: ['parcel-categories'] as const };

/** A page of the parcel categories in the sender's order, found by part of the name, on or off when asked. */
export function useParcelCategories(filters: ParcelCategoryFilters) {
  const query = new URLSearchParams({ limit: String(PARCEL_CATEGORIES_PAGE_SIZE), offset: String((filters.page - 1) * PARCEL_CATEGORIES_PAGE_SIZE) });
  if (filters.on !== 'all') query.set('on', String(filters.on === 'on'));
  if (filters.search.trim()) query.set('search', filters.search.trim());
  return useQuery({
    queryKey: [...keys.all, filters.on, filters.search.trim(), filters.page],
    queryFn: ({ signal }) => api.get<ConsoleParcelCategoryPage>(`console/parcel-categories?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Creating, saving and picturing categories: the lists read again. */
export const useParcelCategoryWrites = () =>
  useVersionedWrites<ConsoleParcelCategory, ConsoleParcelCategoryCreate, ConsoleParcelCategoryUpdate>('console/parcel-categories', [keys.all]);
