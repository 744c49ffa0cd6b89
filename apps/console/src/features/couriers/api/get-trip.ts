import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourierTrip } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';
import { courierKeys } from './courier-keys';

export const getTrip = (orderId: number, signal?: AbortSignal) => api.get<CourierTrip>(`console/courier/trips/${orderId}`, { signal });

/** While the courier waits for the store to hand the order over, the trip is read this often. */
export const WAITING_REFRESH_MS = 15_000;

const waitingForStore = (trip: CourierTrip | undefined) => !!trip && !trip.ready && (trip.step === 'accepted' || trip.step === 'arrived_at_pickup');

export const tripQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: courierKeys.trip(orderId),
    queryFn: ({ signal }) => getTrip(orderId, signal),
    retry: retryUnlessRefused,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (waitingForStore(query.state.data) ? WAITING_REFRESH_MS : false),
  });

/** One of the courier's trips (or an offer in the courier's zones). */
export const useTrip = (orderId: number) => useQuery(tripQueryOptions(orderId));
