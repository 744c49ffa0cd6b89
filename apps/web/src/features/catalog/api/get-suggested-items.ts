import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Item } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';
import { useToken } from '@/lib/session';

/** Up to 20 items picked for the signed-in customer, in the zone and module of the headers. */
export const getSuggestedItems = (signal?: AbortSignal) => api.get<Item[]>('customer/suggested-items', { silent: true, signal });

/** Keyed by the token: another account never sees these picks. Guests ask nothing. */
export const suggestedItemsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: scopedKey('suggested-items', token),
    queryFn: token ? ({ signal }) => getSuggestedItems(signal) : skipToken,
    staleTime: 5 * 60_000,
  });

export const useSuggestedItems = () => useQuery(suggestedItemsQueryOptions(useToken()));
