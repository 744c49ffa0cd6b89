import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierTrip, TripStepChange } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { courierKeys } from './courier-keys';

export const moveTrip = (orderId: number, body: TripStepChange) => api.put<CourierTrip>(`console/courier/trips/${orderId}/step`, body);

/**
 * The trip's next step; the answer is the trip as it stands. A refusal (a wrong code counts a try,
 * a locked code) reads the trip again, so that what it shows matches the server.
 */
export function useMoveTrip(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TripStepChange) => moveTrip(orderId, body),
    onSuccess: (trip) => {
      queryClient.setQueryData(courierKeys.trip(orderId), trip);
      void queryClient.invalidateQueries({ queryKey: courierKeys.trips() });
      if (trip.step === 'delivered') {
        void queryClient.invalidateQueries({ queryKey: courierKeys.state() });
        void queryClient.invalidateQueries({ queryKey: courierKeys.earnings() });
      }
    },
    onError: () => queryClient.invalidateQueries({ queryKey: courierKeys.trip(orderId) }),
  });
}
