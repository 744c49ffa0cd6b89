import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { OrderPlace, OrderPlaced } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { useReadSettingsOnMaintenance } from '@/lib/closed-for-maintenance';

export interface PlaceOrderInput {
  body: OrderPlace;
  /** The same key for every try of one checkout, so a double click or retry never makes two orders. */
  idempotencyKey: string;
}

export const placeOrder = ({ body, idempotencyKey }: PlaceOrderInput) =>
  api.post<OrderPlaced>('customer/order/place', body, { headers: { 'Idempotency-Key': idempotencyKey } });

export const usePlaceOrder = () => useMutation({ mutationFn: placeOrder, onError: useReadSettingsOnMaintenance() });

const randomKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** One key per checkout attempt, kept until an order is made; renew() starts the next attempt. */
export function useIdempotencyKey(): { key: () => string; renew: () => void } {
  const ref = useRef<string | null>(null);
  return {
    key: () => (ref.current ??= randomKey()),
    renew: () => {
      ref.current = null;
    },
  };
}
