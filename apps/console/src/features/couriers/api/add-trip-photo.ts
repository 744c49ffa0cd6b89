import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierTrip } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { courierKeys } from './courier-keys';

/** The photo at the door, as multipart/form-data; it replaces the one before. */
export function addTripPhoto(orderId: number, image: File) {
  const form = new FormData();
  form.append('image', image);
  return api.put<CourierTrip>(`console/courier/trips/${orderId}/photo`, form);
}

/** Uploads the photo; the answer (the trip with its photo) becomes the trip in the cache. */
export function useAddTripPhoto(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: File) => addTripPhoto(orderId, image),
    onSuccess: (trip) => queryClient.setQueryData(courierKeys.trip(orderId), trip),
  });
}
