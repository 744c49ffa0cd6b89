import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HEADERS, type ItemPage, type ItemType } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { FIRST_PAGE, nextPage } from '@/lib/paging';
import { scopedKey } from '@/lib/query-scope';

export interface StoreItemsFilter {
  storeId: number;
  /** The store's module: its items are asked for in it, whichever module the visitor has chosen (or none yet). */
  moduleId?: number;
  /** 0 or absent: every category. */
  categoryId?: number;
  /** Words to search for inside the store. */
  name?: string;
  /** Food stores: veg or non-veg only; absent or 'all' sends nothing. */
  type?: ItemType;
}

export const STORE_ITEMS_PAGE_SIZE = 12;

/** A store's items: its latest of a category, or a search inside the store when words are given. */
export function getStoreItems({ storeId, moduleId, categoryId, name, type }: StoreItemsFilter, offset: number, signal?: AbortSignal) {
  const words = name?.trim();
  const query = { store_id: storeId, limit: STORE_ITEMS_PAGE_SIZE, offset, type: type === 'all' ? undefined : type };
  const headers = moduleId ? { [HEADERS.moduleId]: String(moduleId) } : undefined;
  if (words) {
    return api.get<ItemPage>('items/search', {
      query: { ...query, name: words, ...(categoryId ? { category_ids: `[${categoryId}]` } : {}) },
      headers,
      silent: true,
      signal,
    });
  }
  return api.get<ItemPage>('items/latest', { query: { ...query, category_id: categoryId || undefined }, headers, silent: true, signal });
}

export const storeItemsInfiniteOptions = (filter: StoreItemsFilter) =>
  infiniteQueryOptions({
    queryKey: scopedKey('store', filter.storeId, 'items', filter.categoryId ?? 0, filter.name?.trim() ?? '', filter.type ?? 'all'),
    queryFn: ({ pageParam, signal }) => getStoreItems(filter, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage<ItemPage>((page) => page.products),
  });

export const useStoreItems = (filter: StoreItemsFilter) => useInfiniteQuery(storeItemsInfiniteOptions(filter));
