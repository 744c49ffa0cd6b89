import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderPlaced, ParcelCategory } from '@storefront/contract';
import type { PointPickerProps } from '@/components/map/point-picker-props';
import { configFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { saveLocation } from '@/test/wishlist-fixtures';
import { ParcelDeliveryInfoPage } from './parcel-delivery-info-page';

// The location feature's map is not under test: a button drops the pin on the Marina.
vi.mock('./parcel-map', () => ({
  ParcelMap: ({ onChange }: PointPickerProps) => (
    <button type="button" onClick={() => onChange({ zoneId: '[1]', latLng: { lat: 25.08, lng: 55.14 }, address: 'Dubai Marina Walk' })}>
      Pin on map
    </button>
  ),
}));

const documents: ParcelCategory = {
  id: 3, name: 'Documents', description: 'Papers', image: '', image_full_url: '', module_id: 5, parcel_per_km_shipping_charge: 2, parcel_minimum_shipping_charge: 10,
};
const placed: OrderPlaced = {
  message: 'Order placed successfully', order_id: 100042, order_status: 'pending', payment_status: 'unpaid',
  totals: { item_amount: 0, item_discount: 0, coupon_discount: 0, referral_discount: 0, delivery_charge: 49.2, original_delivery_charge: 49.2, additional_charge: 0, tax_amount: 0, dm_tips: 0, order_amount: 49.2, wallet_amount: 0, cashback_amount: 0 },
};

function setup(config = configFixture({ country: 'AE' }), entry = '/parcel-delivery-info?category=3') {
  saveLocation('parcel');
  localStorage.setItem('guest_id', 'guest-12345');
  const fetchMock = mockFetch({
    config: { body: config },
    'parcel-category': { body: [documents] },
    'config/get-zone-id': { body: { zone_id: '[1]', zone_data: [] } },
    'customer/order/parcel-instructions': { body: { total_size: 0, limit: 20, offset: 1, data: [] } },
    'customer/order/preview': { body: { parcel_category_id: 3, distance: 24.6, per_km_charge: 2, minimum_charge: 10, delivery_charge: 49.2, dm_tips: 0, order_amount: 49.2, charge_payer: 'sender', payment_methods: ['cash_on_delivery'] } },
    'customer/order/place': { body: placed },
  });
  renderWithApp(<ParcelDeliveryInfoPage />, { path: '/parcel-delivery-info', entry, extraRoutes: ['/auth/sign-in', '/track-order'] });
  return fetchMock;
}

describe('ParcelDeliveryInfoPage', () => {
  it('lets a guest send a parcel from the current location and shows the order dialog with Track Order', async () => {
    setup();
    expect(await screen.findByTestId('parcel-category-name')).toHaveProperty('textContent', 'Documents');
    const sender = within(screen.getByTestId('parcel-sender'));
    expect(sender.getByLabelText('Address')).toHaveProperty('value', 'Downtown Dubai');
    // A guest's phones start with the business country's code.
    expect(sender.getByLabelText('Phone')).toHaveProperty('value', '+971');
    fireEvent.change(sender.getByLabelText('Name'), { target: { value: 'Sara' } });
    fireEvent.change(sender.getByLabelText('Phone'), { target: { value: '+971501111111' } });
    const receiver = within(screen.getByTestId('parcel-receiver'));
    fireEvent.click(receiver.getByRole('button', { name: 'Pin on map' }));
    fireEvent.change(receiver.getByLabelText('Name'), { target: { value: 'Omar' } });
    fireEvent.change(receiver.getByLabelText('Phone'), { target: { value: '+971502222222' } });
    expect(await screen.findByTestId('parcel-charge')).toHaveProperty('textContent', '$49.20');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByTestId('order-success');
    expect(within(dialog).getByTestId('order-number').textContent).toBe('#100042');
    expect(within(dialog).getByRole('link', { name: 'Track Order' }).getAttribute('href')).toBe('/track-order?order_id=100042');
  });

  it('asks a guest to sign in when guest checkout is off', async () => {
    setup(configFixture({ guest_checkout_status: 0 }));
    expect(await screen.findByText('route:/auth/sign-in')).toBeTruthy();
  });

  it('says so when the category is unknown', async () => {
    setup(undefined, '/parcel-delivery-info?category=99');
    expect(await screen.findByText('Choose what you are sending')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('parcel-summary')).toBeNull());
  });
});
