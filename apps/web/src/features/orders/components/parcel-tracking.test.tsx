import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deliveryManFixture, orderTrackFixture } from '@/test/tracking-fixtures';
import { parcelInfoFixture } from '@/test/order-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { OrderTrackingDrawer } from './order-tracking-drawer';

vi.mock('@storefront/ui/map/route-map', async () => (await import('@/test/tracking-fixtures')).mockRouteMap());

const parcel = parcelInfoFixture();

function setup() {
  mockFetch({ 'customer/order/track': { body: orderTrackFixture({ order_type: 'parcel', store: null, parcel, order_status: 'picked_up', delivery_man: deliveryManFixture() }) } });
  renderWithApp(<OrderTrackingDrawer orderId={100045} onClose={vi.fn()} />);
}

describe('OrderTrackingDrawer for a parcel', () => {
  it('shows the category, who pays, the sender and the receiver with their phones to call, and the instruction', async () => {
    setup();
    const drawer = await screen.findByRole('dialog', { name: 'Order #100045' });
    const box = await within(drawer).findByTestId('track-parcel');
    expect(within(box).getByText('Documents')).toBeTruthy();
    expect(within(box).getByTestId('track-charge-payer').textContent).toBe('Receiver');
    const sender = within(box).getByTestId('track-sender');
    expect(within(sender).getByText('Sara Ali')).toBeTruthy();
    expect(within(sender).getByText('Downtown Dubai')).toBeTruthy();
    expect(within(sender).getByRole('link', { name: 'Call Sara Ali' }).getAttribute('href')).toBe('tel:+971501111111');
    const receiver = within(box).getByTestId('track-receiver');
    expect(within(receiver).getByText('Omar Said')).toBeTruthy();
    expect(within(receiver).getByText('Dubai Marina Walk')).toBeTruthy();
    expect(within(receiver).getByRole('link', { name: 'Call Omar Said' }).getAttribute('href')).toBe('tel:+971502222222');
    expect(within(box).getByText('Handle with care')).toBeTruthy();
  });

  it('maps the ride from the sender through the courier to the receiver', async () => {
    setup();
    const map = await screen.findByTestId('fake-route-map');
    expect(map.getAttribute('aria-label')).toBe('Parcel map: the pick-up, the delivery man and the drop-off');
    const points = within(map).getAllByRole('listitem').map((li) => `${li.dataset.kind}@${li.dataset.lat},${li.dataset.lng}`);
    expect(points).toEqual(['store@25.19,55.27', 'courier@25.205,55.275', 'destination@25.08,55.14']);
    expect(within(screen.getByTestId('map-legend')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Pick-up', 'Delivery man', 'Drop-off']);
  });
});
