import { queryOptions } from '@tanstack/react-query';
import type { PlaceDetails } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { locationQueryKey } from './query-keys';

export const getPlaceDetails = (placeId: string, signal?: AbortSignal) =>
  api.get<PlaceDetails>('config/place-api-details', { query: { placeid: placeId }, signal });

/** Fetched on demand when a suggestion is chosen (queryClient.fetchQuery). */
export const placeDetailsQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: locationQueryKey('place-details', placeId),
    queryFn: ({ signal }) => getPlaceDetails(placeId, signal),
    staleTime: 60 * 60_000,
  });

export type { PlaceDetails };
