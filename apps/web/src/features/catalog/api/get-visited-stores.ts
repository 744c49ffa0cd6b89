import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Store } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';
import { STORAGE_KEYS, useStoredItem } from '@/lib/storage';

/** Stores the signed-in customer visited lately. */
export const getVisitedStores = (signal?: AbortSignal) => api.get<Store[]>('customer/visit-again', { silent: true, signal });

export const visitedStoresQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: scopedKey('visited-stores', signedIn),
    queryFn: signedIn ? ({ signal }) => getVisitedStores(signal) : skipToken,
  });

/** Guests have no visits: the query never runs for them. */
export const useVisitedStores = () => useQuery(visitedStoresQueryOptions(Boolean(useStoredItem(STORAGE_KEYS.token))));
