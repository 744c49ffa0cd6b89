import { useMutation } from '@tanstack/react-query';
import type { OrderPlaced, ParcelOrderPlace } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { useReadSettingsOnMaintenance } from '@/lib/closed-for-maintenance';

export interface PlaceParcelInput {
  body: ParcelOrderPlace;
  /** The same key for every try of one parcel, so a double click never sends two couriers. */
  idempotencyKey: string;
}

/** POST customer/order/place with order_type parcel. */
export const placeParcel = ({ body, idempotencyKey }: PlaceParcelInput) =>
  api.post<OrderPlaced>('customer/order/place', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export const usePlaceParcel = () => useMutation({ mutationFn: placeParcel, onError: useReadSettingsOnMaintenance() });
