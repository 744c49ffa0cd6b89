import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { PlacePrediction, PlaceAutocomplete } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { locationQueryKey } from './query-keys';

export const getPlaceAutocomplete = (searchText: string, signal?: AbortSignal) =>
  api.get<PlaceAutocomplete>('config/place-api-autocomplete', { query: { search_text: searchText }, silent: true, signal });

/** Suggestions only for non-empty text, so an empty box sends nothing. */
export const placeAutocompleteQueryOptions = (searchText: string) => {
  const text = searchText.trim();
  return queryOptions({
    queryKey: locationQueryKey('autocomplete', text),
    queryFn: text ? ({ signal }) => getPlaceAutocomplete(text, signal) : skipToken,
    staleTime: 10 * 60_000,
    retry: false,
  });
};

export const usePlaceAutocomplete = (searchText: string) => useQuery(placeAutocompleteQueryOptions(searchText));

export type { PlacePrediction, PlaceAutocomplete };
