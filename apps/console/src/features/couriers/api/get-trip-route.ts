import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourierTrip, TripRoute } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';
import { courierKeys } from './courier-keys';

export const getTripRoute = (orderId: number, signal?: AbortSignal) => api.get<TripRoute>(`console/courier/trips/${orderId}/route`, { signal });

/** Read again when the step changes (it names where the courier heads) and when the page opens; a delivered trip has no road left. */
export const tripRouteQueryOptions = (trip: Pick<CourierTrip, 'order_id' | 'step'>) =>
  queryOptions({
    queryKey: courierKeys.tripRoute(trip.order_id, trip.step),
    queryFn: ({ signal }) => getTripRoute(trip.order_id, signal),
    enabled: trip.step !== 'delivered',
    retry: retryUnlessRefused,
  });

/** The road of the trip's leg for the map; while it loads or when it fails, the map draws the straight line. */
export const useTripRoute = (trip: Pick<CourierTrip, 'order_id' | 'step'>) => useQuery(tripRouteQueryOptions(trip));
