import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderTrack } from '@storefront/contract';
import { deliveryManFixture, orderTrackFixture } from '@/test/tracking-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { OrderTrackingDrawer } from './order-tracking-drawer';

vi.mock('@storefront/ui/map/route-map', async () => (await import('@/test/tracking-fixtures')).mockRouteMap());

function setup(order: OrderTrack) {
  mockFetch({ 'customer/order/track': { body: order } });
  renderWithApp(<OrderTrackingDrawer orderId={order.id} onClose={() => {}} />);
}

describe('the tracking drawer’s chat with the delivery man', () => {
  it('opens the courier’s chat about the order while it is on its way', async () => {
    localStorage.setItem('token', 'token-123');
    setup(orderTrackFixture({ order_status: 'picked_up', delivery_man: deliveryManFixture() }));
    const card = await screen.findByTestId('delivery-man');
    const link = within(card).getByRole('link', { name: 'Chat with delivery man' });
    expect(link.getAttribute('href')).toBe('/chatting?type=delivery_man&chatFrom=order&id=7&orderId=100045');
  });

  it('is not offered to guests', async () => {
    setup(orderTrackFixture({ order_status: 'picked_up', delivery_man: deliveryManFixture() }));
    const card = await screen.findByTestId('delivery-man');
    expect(within(card).queryByRole('link', { name: 'Chat with delivery man' })).toBeNull();
  });

  it('is gone once the order is delivered', async () => {
    localStorage.setItem('token', 'token-123');
    setup(orderTrackFixture({ order_status: 'delivered', delivery_man: deliveryManFixture() }));
    const card = await screen.findByTestId('delivery-man');
    expect(within(card).queryByRole('link', { name: 'Chat with delivery man' })).toBeNull();
  });
});
