import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourierTrip } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';
import { courierKeys } from './courier-keys';

export const getTrip = (orderId: number, signal?: AbortSignal) => api.get<CourierTrip>(`console/courier/trips/${orderId}`, { signal });

export const tripQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: courierKeys.trip(orderId), queryFn: ({ signal }) => getTrip(orderId, signal), retry: retryUnlessRefused, refetchOnWindowFocus: true });

/** One of the courier's trips (or an offer in the courier's zones). */
export const useTrip = (orderId: number) => useQuery(tripQueryOptions(orderId));
