import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';
import { CATEGORIES_STALE_MS, FEATURED_CATEGORIES_STALE_MS } from './cache-times';

/** Root categories with their sub-categories; `featured` asks for the featured ones only. */
export const getCategories = (featured: boolean, signal?: AbortSignal) =>
  api.get<Category[]>('categories', { query: featured ? { featured: 1 } : undefined, silent: true, signal });

export const categoriesQueryOptions = ({ featured = false }: { featured?: boolean } = {}) =>
  queryOptions({
    queryKey: scopedKey('categories', featured ? 'featured' : 'all'),
    queryFn: ({ signal }) => getCategories(featured, signal),
    staleTime: featured ? FEATURED_CATEGORIES_STALE_MS : CATEGORIES_STALE_MS,
  });

export const useCategories = (options?: { featured?: boolean }) => useQuery(categoriesQueryOptions(options));
