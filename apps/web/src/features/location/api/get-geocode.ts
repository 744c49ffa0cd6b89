import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { GeocodeResult, Geocode } from '@storefront/contract';
import { api } from '@/lib/api-client';
import type { LatLng } from '@/lib/session';
import { locationQueryKey } from './query-keys';

export const getGeocode = ({ lat, lng }: LatLng, signal?: AbortSignal) =>
  api.get<Geocode>('config/geocode-api', { query: { lat, lng }, silent: true, signal });

export const geocodeQueryOptions = (latLng: LatLng | null | undefined) =>
  queryOptions({
    queryKey: locationQueryKey('geocode', latLng?.lat, latLng?.lng),
    queryFn: latLng ? ({ signal }) => getGeocode(latLng, signal) : skipToken,
    staleTime: 10 * 60_000,
  });

export const useGeocode = (latLng: LatLng | null | undefined) => useQuery(geocodeQueryOptions(latLng));

export type { GeocodeResult, Geocode };
