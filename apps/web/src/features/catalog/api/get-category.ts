import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';
import { CATEGORIES_STALE_MS } from './cache-times';

/** One category by id or slug, with its sub-categories. */
export const getCategory = (idOrSlug: string, signal?: AbortSignal) =>
  api.get<Category>(`categories/${encodeURIComponent(idOrSlug)}`, { silent: true, signal });

export const categoryQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: scopedKey('category', idOrSlug),
    queryFn: ({ signal }) => getCategory(idOrSlug, signal),
    staleTime: CATEGORIES_STALE_MS,
  });

export const useCategory = (idOrSlug: string) => useQuery(categoryQueryOptions(idOrSlug));
