import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ZoneLookup } from '@storefront/contract';
import { api } from '@/lib/api-client';
import type { LatLng } from '@/lib/session';
import { locationQueryKey } from './query-keys';

/** Outside every zone the server answers 404 service_not_available; callers show it in place. */
export const getZoneId = ({ lat, lng }: LatLng, signal?: AbortSignal) =>
  api.get<ZoneLookup>('config/get-zone-id', { query: { lat, lng }, silent: true, signal });

export const zoneIdQueryOptions = (latLng: LatLng | null | undefined) =>
  queryOptions({
    queryKey: locationQueryKey('zone-id', latLng?.lat, latLng?.lng),
    queryFn: latLng ? ({ signal }) => getZoneId(latLng, signal) : skipToken,
    staleTime: 5 * 60_000,
  });

export const useZoneId = (latLng: LatLng | null | undefined) => useQuery(zoneIdQueryOptions(latLng));
