import { queryOptions, skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { trackingStep, type CourierPositionEvent, type OrderTrack } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { isLiveChannelOpen, useLiveChannelOpen } from '@/lib/live-channel';
import { ORDERS_QUERY_ROOT } from '@/lib/query-roots';
import { contactNumber } from '../contact-number';

/**
 * What a guest proves the order is theirs with: the guest id kept in storage and the phone given at checkout.
 * A parcel opens to anyone with its sender's or receiver's phone, signed in or not.
 */
export interface GuestTrackCredentials {
  guestId: string;
  contactNumber: string;
}

/** The drawer asks again every 10 s while the order is on its way. */
export const TRACK_POLL_MS = 10_000;
/**
 * While the push channel is open, order_status pushes refresh the drawer and courier_position pushes move
 * the courier's marker: polling is only a slow safety net.
 */
export const TRACK_POLL_LIVE_MS = 120_000;

/** A signed-in customer is known by the bearer token (and may add a phone); someone else's order or a wrong phone answers 404. */
export const getOrderTrack = (orderId: number, guest?: GuestTrackCredentials, signal?: AbortSignal) =>
  api.get<OrderTrack>('customer/order/track', {
    query: {
      order_id: orderId,
      guest_id: guest?.guestId || undefined,
      // URLSearchParams sends the + as %2B, so the server does not read it as a space.
      contact_number: guest ? contactNumber(guest.contactNumber) : undefined,
    },
    // Errors show in the drawer ('Order not found'), not as toasts.
    silent: true,
    signal,
  });

/** Under 'orders', so whatever refreshes the orders also refreshes an open tracking drawer. */
export const orderTrackKey = (orderId: number | null, guest?: GuestTrackCredentials) =>
  [...orderTracksKey(orderId), guest ?? null] as const;

/** Every tracking of the order, whoever asks (signed in or with a guest's proof). */
export const orderTracksKey = (orderId: number | null) => [ORDERS_QUERY_ROOT, 'track', orderId] as const;

/** The courier's new position in every tracking of the order held now: the map's marker moves without asking again. */
export function moveCourier(client: QueryClient, position: CourierPositionEvent): void {
  client.setQueriesData<OrderTrack>({ queryKey: orderTracksKey(position.order_id) }, (order) =>
    order?.delivery_man ? { ...order, delivery_man: { ...order.delivery_man, lat: position.lat, lng: position.lng } } : order);
}

/** Poll until the order stops moving: delivered (or refunded after it) is step 4, canceled and failed have none. */
export function trackPollInterval(order: OrderTrack | undefined, failed: boolean): number | false {
  if (failed || !order) return false;
  const step = trackingStep(order.order_status);
  if (step === null || step === 4) return false;
  return isLiveChannelOpen() ? TRACK_POLL_LIVE_MS : TRACK_POLL_MS;
}

export const orderTrackQueryOptions = (orderId: number | null, guest?: GuestTrackCredentials) =>
  queryOptions({
    queryKey: orderTrackKey(orderId, guest),
    queryFn: orderId === null ? skipToken : ({ signal }) => getOrderTrack(orderId, guest, signal),
    // Opening the drawer always shows where the order is now, not a minute-old answer.
    staleTime: 0,
    refetchInterval: (query) => trackPollInterval(query.state.data, query.state.status === 'error'),
  });

export function useOrderTrack(orderId: number | null, guest?: GuestTrackCredentials) {
  // Renders again when the push channel opens or drops, so the poll's pace follows it at once.
  useLiveChannelOpen();
  return useQuery(orderTrackQueryOptions(orderId, guest));
}

/** When the tracked order changes state, the order details and lists shown behind the drawer are stale: refresh them (not the tracking itself). */
export function useRefreshOrdersOnMove(status: OrderTrack['order_status'] | undefined): void {
  const client = useQueryClient();
  const seen = useRef(status);
  useEffect(() => {
    if (status === undefined || seen.current === status) return;
    const first = seen.current === undefined;
    seen.current = status;
    if (!first) void client.invalidateQueries({ queryKey: [ORDERS_QUERY_ROOT], predicate: (q) => q.queryKey[1] !== 'track' });
  }, [client, status]);
}
