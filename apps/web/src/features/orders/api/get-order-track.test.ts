import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatusName, type OrderTrack } from '@storefront/contract';
import { deliveryManFixture, orderTrackFixture } from '@/test/tracking-fixtures';
import { contactNumber, isEmptyContact } from '../contact-number';
import { moveCourier, orderTrackKey, TRACK_POLL_MS, trackPollInterval, useRefreshOrdersOnMove } from './get-order-track';

describe('trackPollInterval', () => {
  const moving: OrderStatusName[] = ['pending', 'confirmed', 'processing', 'handover', 'picked_up'];

  it.each(ORDER_STATUSES)('polls a %s order only while it is on its way', (status) => {
    expect(trackPollInterval(orderTrackFixture({ order_status: status }), false)).toBe(moving.includes(status) ? TRACK_POLL_MS : false);
  });

  it('polls every 10 s, and not before an answer or after an error', () => {
    expect(TRACK_POLL_MS).toBe(10_000);
    expect(trackPollInterval(undefined, false)).toBe(false);
    expect(trackPollInterval(orderTrackFixture(), true)).toBe(false);
  });
});

describe('moveCourier', () => {
  it('moves the courier of every tracking of the order held, and leaves other orders and a tracking without a courier alone', () => {
    const client = new QueryClient();
    const courier = deliveryManFixture({ lat: 25, lng: 55 });
    client.setQueryData(orderTrackKey(5), orderTrackFixture({ id: 5, delivery_man: courier }));
    client.setQueryData(orderTrackKey(5, { guestId: 'g-12345678', contactNumber: '+1' }), orderTrackFixture({ id: 5, delivery_man: courier }));
    client.setQueryData(orderTrackKey(6), orderTrackFixture({ id: 6, delivery_man: courier }));
    client.setQueryData(orderTrackKey(7), orderTrackFixture({ id: 7, delivery_man: null }));
    moveCourier(client, { order_id: 5, lat: 25.3, lng: 55.4, at: '2026-11-29T10:00:00.000Z' });
    moveCourier(client, { order_id: 7, lat: 25.3, lng: 55.4, at: '2026-11-29T10:00:00.000Z' });
    for (const key of [orderTrackKey(5), orderTrackKey(5, { guestId: 'g-12345678', contactNumber: '+1' })]) {
      expect(client.getQueryData<OrderTrack>(key)?.delivery_man).toMatchObject({ lat: 25.3, lng: 55.4 });
    }
    expect(client.getQueryData<OrderTrack>(orderTrackKey(6))?.delivery_man).toMatchObject({ lat: courier.lat, lng: courier.lng });
    expect(client.getQueryData<OrderTrack>(orderTrackKey(7))?.delivery_man).toBeNull();
  });
});

describe('orderTrackKey', () => {
  it('sits under orders, so refreshing orders refreshes tracking', () => {
    expect(orderTrackKey(5)).toEqual(['orders', 'track', 5, null]);
    expect(orderTrackKey(5, { guestId: 'g-12345678', contactNumber: '+1' })).toEqual(['orders', 'track', 5, { guestId: 'g-12345678', contactNumber: '+1' }]);
  });
});

describe('contactNumber', () => {
  it.each([
    ['+15550100', '+15550100'],
    ['15550100', '+15550100'],
    [' +1 555-0100 ', '+15550100'],
    ['(555) 0100', '+5550100'],
    ['sara@example.com', 'sara@example.com'],
    ['', ''],
  ])('%j is sent as %j', (typed, sent) => {
    expect(contactNumber(typed)).toBe(sent);
  });

  it('counts a field holding only the dial code or a plus as empty', () => {
    expect(isEmptyContact('+1', '+1')).toBe(true);
    expect(isEmptyContact(' + ')).toBe(true);
    expect(isEmptyContact('')).toBe(true);
    expect(isEmptyContact('+15550100', '+1')).toBe(false);
  });
});

describe('useRefreshOrdersOnMove', () => {
  it('marks the order details and lists stale when the tracked order moves, but not the tracking itself', () => {
    const client = new QueryClient();
    const details = ['orders', 'details', 7, 'token'];
    const track = orderTrackKey(7);
    client.setQueryData(details, { order: {} });
    client.setQueryData(track, orderTrackFixture());
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { rerender } = renderHook(({ status }: { status: OrderStatusName }) => useRefreshOrdersOnMove(status), { wrapper, initialProps: { status: 'pending' } });
    expect(client.getQueryState(details)!.isInvalidated).toBe(false);
    rerender({ status: 'pending' });
    expect(client.getQueryState(details)!.isInvalidated).toBe(false);
    rerender({ status: 'confirmed' });
    expect(client.getQueryState(details)!.isInvalidated).toBe(true);
    expect(client.getQueryState(track)!.isInvalidated).toBe(false);
  });
});
