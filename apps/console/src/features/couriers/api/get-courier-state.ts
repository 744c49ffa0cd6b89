import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourierState } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';
import { courierKeys } from './courier-keys';

export const getCourierState = (signal?: AbortSignal) => api.get<CourierState>('console/courier', { signal });

export const courierStateQueryOptions = (language: string) =>
  queryOptions({
    // Zones are named in the console's language.
    queryKey: [...courierKeys.state(), language],
    queryFn: ({ signal }) => getCourierState(signal),
    retry: retryUnlessRefused,
  });

/** The courier as the app opens: online or not and since when, vehicle, zones, trips running, cash in hand. */
export const useCourierState = (language: string) => useQuery(courierStateQueryOptions(language));
