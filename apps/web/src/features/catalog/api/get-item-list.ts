import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemListQuery, ItemPage } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';
import { POPULAR_ITEMS_STALE_MS } from './cache-times';

/** The item lists behind items/{list}; one endpoint family, so one call with the list's name. */
export type ItemListName = 'popular' | 'latest' | 'most-reviewed' | 'new-arrival' | 'discounted' | 'recommended';

export const getItemList = (list: ItemListName, query: ItemListQuery = {}, signal?: AbortSignal) =>
  api.get<ItemPage>(`items/${list}`, { query: { ...query }, silent: true, signal });

export const itemListQueryOptions = (list: ItemListName, query: ItemListQuery = {}) =>
  queryOptions({
    queryKey: scopedKey('items', list, query),
    queryFn: ({ signal }) => getItemList(list, query, signal),
    staleTime: list === 'popular' ? POPULAR_ITEMS_STALE_MS : undefined,
  });

export const useItemList = (list: ItemListName, query: ItemListQuery = {}) => useQuery(itemListQueryOptions(list, query));
