import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

/** One store by id or slug, with the categories its items belong to. */
export const getStoreDetails = (idOrSlug: string, signal?: AbortSignal) =>
  api.get<Store>(`stores/details/${encodeURIComponent(idOrSlug)}`, { silent: true, signal });

export const storeDetailsQueryOptions = (idOrSlug: string) =>
  queryOptions({ queryKey: scopedKey('store', idOrSlug), queryFn: ({ signal }) => getStoreDetails(idOrSlug, signal) });

export const useStoreDetails = (idOrSlug: string) => useQuery(storeDetailsQueryOptions(idOrSlug));
