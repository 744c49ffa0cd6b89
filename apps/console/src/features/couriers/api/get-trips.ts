import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourierTrips } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';
import { courierKeys } from './courier-keys';

export const getTrips = (signal?: AbortSignal) => api.get<CourierTrips>('console/courier/trips', { signal });

export const tripsQueryOptions = () =>
  queryOptions({ queryKey: courierKeys.trips(), queryFn: ({ signal }) => getTrips(signal), retry: retryUnlessRefused, refetchOnWindowFocus: true });

/** The orders the courier carries now, oldest first. */
export const useTrips = () => useQuery(tripsQueryOptions());
