import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type { StorePage, StoreTab, StoreTabQuery } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { FIRST_PAGE, nextPage } from '@/lib/paging';
import { scopedKey } from '@/lib/query-scope';

/** stores/get-stores/{tab}: the tabs All, Newly Joined, Popular and Top Rated, and the rest of STORE_TABS. */
export const getStoreList = (tab: StoreTab, query: StoreTabQuery = {}, signal?: AbortSignal) =>
  api.get<StorePage>(`stores/get-stores/${tab}`, { query: { ...query }, silent: true, signal });

export const STORES_PAGE_SIZE = 12;

export const storeListQueryOptions = (tab: StoreTab, query: StoreTabQuery = { limit: STORES_PAGE_SIZE }) =>
  queryOptions({ queryKey: scopedKey('stores', tab, query), queryFn: ({ signal }) => getStoreList(tab, query, signal) });

export const useStoreList = (tab: StoreTab, query?: StoreTabQuery) => useQuery(storeListQueryOptions(tab, query));

export const storeListInfiniteOptions = (tab: StoreTab, query: Omit<StoreTabQuery, 'offset'> = { limit: STORES_PAGE_SIZE }) =>
  infiniteQueryOptions({
    queryKey: scopedKey('stores', tab, 'pages', query),
    queryFn: ({ pageParam, signal }) => getStoreList(tab, { ...query, offset: pageParam }, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage<StorePage>((page) => page.stores),
  });
