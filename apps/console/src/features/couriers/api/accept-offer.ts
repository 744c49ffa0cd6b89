import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierTrip } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { courierKeys } from './courier-keys';

export const acceptOffer = (orderId: number) => api.put<CourierTrip>(`console/courier/offers/${orderId}/accept`);

/**
 * Takes an offer. Won or lost (409: another courier came first, or the courier is offline), the offers
 * and the courier's state are read again; a won trip goes into the cache for its page.
 */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSuccess: (trip) => {
      queryClient.setQueryData(courierKeys.trip(trip.order_id), trip);
      void queryClient.invalidateQueries({ queryKey: courierKeys.trips() });
    },
    // A refused offer's page reads it again: taken by another courier, it is no longer the courier's to see.
    onError: (_error, orderId) => queryClient.invalidateQueries({ queryKey: courierKeys.trip(orderId) }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: courierKeys.offers() });
      void queryClient.invalidateQueries({ queryKey: courierKeys.state() });
    },
  });
}
