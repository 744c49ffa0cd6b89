import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { OrderDetailsAnswer } from '@storefront/contract';
import { moveStoreOrderCourier, storeOrderOptions } from './get-store-order';

const answer = (id: number, courier: boolean) => ({
  order: { id, delivery_man: courier ? { id: 4, f_name: 'Omar', l_name: 'K', lat: 25.1, lng: 55.1 } : null },
  details: [],
}) as unknown as OrderDetailsAnswer;

describe('moveStoreOrderCourier', () => {
  it('moves the courier on the order\'s page held now, and leaves other orders and an order without a courier alone', () => {
    const client = new QueryClient();
    client.setQueryData(storeOrderOptions(3, 44).queryKey, answer(44, true));
    client.setQueryData(storeOrderOptions(3, 45).queryKey, answer(45, true));
    client.setQueryData(storeOrderOptions(3, 46).queryKey, answer(46, false));
    for (const orderId of [44, 46]) moveStoreOrderCourier(client, 3, { order_id: orderId, lat: 25.3, lng: 55.4, at: '2026-11-29T10:00:00.000Z' });
    expect(client.getQueryData(storeOrderOptions(3, 44).queryKey)?.order.delivery_man).toMatchObject({ lat: 25.3, lng: 55.4 });
    expect(client.getQueryData(storeOrderOptions(3, 45).queryKey)?.order.delivery_man).toMatchObject({ lat: 25.1, lng: 55.1 });
    expect(client.getQueryData(storeOrderOptions(3, 46).queryKey)?.order.delivery_man).toBeNull();
    // An order not held is not made up.
    moveStoreOrderCourier(client, 3, { order_id: 47, lat: 1, lng: 1, at: '2026-11-29T10:00:00.000Z' });
    expect(client.getQueryData(storeOrderOptions(3, 47).queryKey)).toBeUndefined();
  });
});
