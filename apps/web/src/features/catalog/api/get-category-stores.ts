import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StorePage } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { FIRST_PAGE, nextPage } from '@/lib/paging';
import { scopedKey } from '@/lib/query-scope';

export const getCategoryStores = (id: number | string, offset: number, signal?: AbortSignal) =>
  api.get<StorePage>(`categories/stores/${id}`, { query: { limit: 12, offset }, silent: true, signal });

export const categoryStoresInfiniteOptions = (id: number | string) =>
  infiniteQueryOptions({
    queryKey: scopedKey('category', String(id), 'stores'),
    queryFn: ({ pageParam, signal }) => getCategoryStores(id, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage<StorePage>((page) => page.stores),
  });

export const useCategoryStores = (id: number | string) => useInfiniteQuery(categoryStoresInfiniteOptions(id));
