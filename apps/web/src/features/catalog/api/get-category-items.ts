import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ItemPage, ItemType } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { FIRST_PAGE, nextPage } from '@/lib/paging';
import { scopedKey } from '@/lib/query-scope';

/** Featured category products come 20 a page. */
export const CATEGORY_ITEMS_PAGE_SIZE = 20;

export const getCategoryItems = (id: number | string, offset: number, type: ItemType = 'all', signal?: AbortSignal) =>
  api.get<ItemPage>(`categories/items/${id}`, { query: { limit: CATEGORY_ITEMS_PAGE_SIZE, offset, type }, silent: true, signal });

export const categoryItemsInfiniteOptions = (id: number | string, type: ItemType = 'all') =>
  infiniteQueryOptions({
    queryKey: scopedKey('category', String(id), 'items', type),
    queryFn: ({ pageParam, signal }) => getCategoryItems(id, pageParam, type, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage<ItemPage>((page) => page.products),
  });

export const useCategoryItems = (id: number | string, type?: ItemType) => useInfiniteQuery(categoryItemsInfiniteOptions(id, type));
