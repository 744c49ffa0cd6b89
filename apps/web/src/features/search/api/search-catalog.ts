import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListFilter, SearchPage, SearchQuery, StoreType } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { FIRST_PAGE, nextPage } from '@/lib/paging';
import { scopedKey } from '@/lib/query-scope';

/** Search pages hold 12. */
export const SEARCH_PAGE_SIZE = 12;
export const PRICE_MIN = 0;
export const PRICE_MAX = 20_000;

export type ListType = 'item' | 'store';
export type DataType = NonNullable<SearchQuery['data_type']>;

/** What the search page asks for; empty arrays and full ranges are simply not sent. */
export interface SearchParams {
  name: string;
  listType: ListType;
  dataType: DataType;
  categoryIds: number[];
  brandIds: number[];
  /** Minimum average rating; 0 for any. */
  rating: number;
  minPrice: number;
  maxPrice: number;
  filters: ListFilter[];
  sort?: 'high' | 'low';
  /** Stores only: All, Delivery or Take Away. */
  deliveryType?: StoreType;
}

export function toSearchQuery(params: SearchParams, offset: number): SearchQuery {
  const query: SearchQuery = { limit: SEARCH_PAGE_SIZE, offset, list_type: params.listType, data_type: params.dataType };
  if (params.name.trim()) query.name = params.name.trim();
  if (params.categoryIds.length) query.category_ids = `[${params.categoryIds.join(',')}]`;
  if (params.brandIds.length) query.brand_ids = `[${params.brandIds.join(',')}]`;
  if (params.rating > 0) query.rating_count = params.rating;
  if (params.minPrice > PRICE_MIN) query.min_price = params.minPrice;
  if (params.maxPrice < PRICE_MAX) query.max_price = params.maxPrice;
  if (params.filters.length) query.filter = params.filters.join(',');
  if (params.sort) query.sort = params.sort;
  if (params.deliveryType && params.deliveryType !== 'all') query.type = params.deliveryType;
  return query;
}

export const searchCatalog = (params: SearchParams, offset: number, signal?: AbortSignal) =>
  api.get<SearchPage>('items/search', { query: { ...toSearchQuery(params, offset) }, silent: true, signal });

const rows = (page: SearchPage) => page.products ?? page.stores;

/** Every page of a search; pages stop at the first empty one. */
export const searchInfiniteOptions = (params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: scopedKey('search', 'results', params),
    queryFn: ({ pageParam, signal }) => searchCatalog(params, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage<SearchPage>(rows),
  });

export const useSearchCatalog = (params: SearchParams) => useInfiniteQuery(searchInfiniteOptions(params));
