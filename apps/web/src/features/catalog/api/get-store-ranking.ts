import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreListQuery, StorePage } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

/** The ranked store lists: stores/popular, latest, top-rated and discounted. */
export type StoreRanking = 'popular' | 'latest' | 'top-rated' | 'discounted';

export const getStoreRanking = (ranking: StoreRanking, query: StoreListQuery = {}, signal?: AbortSignal) =>
  api.get<StorePage>(`stores/${ranking}`, { query: { ...query }, silent: true, signal });

export const storeRankingQueryOptions = (ranking: StoreRanking, query: StoreListQuery = {}) =>
  queryOptions({ queryKey: scopedKey('stores', 'ranking', ranking, query), queryFn: ({ signal }) => getStoreRanking(ranking, query, signal) });

export const useStoreRanking = (ranking: StoreRanking, query?: StoreListQuery) => useQuery(storeRankingQueryOptions(ranking, query));
