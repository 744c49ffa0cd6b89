import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GUEST_ID, orderTrackFixture, trackRequests } from '@/test/tracking-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { ParcelTrackingBox } from './parcel-tracking-box';

vi.mock('@storefront/ui/map/route-map', async () => (await import('@/test/tracking-fixtures')).mockRouteMap());

describe('ParcelTrackingBox', () => {
  it('checks the order id and phone, then opens the tracking drawer for the guest', async () => {
    localStorage.setItem('guest_id', GUEST_ID);
    const fetchMock = mockFetch({ 'customer/order/track': { body: orderTrackFixture({ order_status: 'picked_up' }) } });
    renderWithApp(<ParcelTrackingBox dialCode="+971" />);
    const box = screen.getByTestId('parcel-tracking-box');
    expect(within(box).getByRole('heading', { name: 'Track your parcel' })).toBeTruthy();
    expect((within(box).getByLabelText('Phone') as HTMLInputElement).value).toBe('+971');
    fireEvent.click(within(box).getByRole('button', { name: 'Track Order' }));
    expect(await within(box).findByText('Need a order id')).toBeTruthy();
    expect(within(box).getByText('Need a contact number')).toBeTruthy();

    fireEvent.change(within(box).getByLabelText('Order ID'), { target: { value: '100045' } });
    fireEvent.change(within(box).getByLabelText('Phone'), { target: { value: '+971 50 123 4567' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByTestId('track-step-3')).toHaveProperty('dataset.state', 'current');
    expect(trackRequests(fetchMock)).toEqual([`/api/v1/customer/order/track?order_id=100045&guest_id=${GUEST_ID}&contact_number=%2B971501234567`]);
  });

  it('gives a phone typed without its plus (e.g. the receiver\'s, as on the parcel) the country code', async () => {
    localStorage.setItem('guest_id', GUEST_ID);
    const fetchMock = mockFetch({ 'customer/order/track': { body: orderTrackFixture({ order_status: 'picked_up' }) } });
    renderWithApp(<ParcelTrackingBox dialCode="+971" />);
    const box = screen.getByTestId('parcel-tracking-box');
    fireEvent.change(within(box).getByLabelText('Order ID'), { target: { value: '100045' } });
    fireEvent.change(within(box).getByLabelText('Phone'), { target: { value: '050 222 2222' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Track Order' }));
    await screen.findByTestId('track-step-3');
    expect(trackRequests(fetchMock)).toEqual([`/api/v1/customer/order/track?order_id=100045&guest_id=${GUEST_ID}&contact_number=%2B971502222222`]);
  });

  it('offers a signed-in receiver the phone: the token alone does not open a parcel someone else sent, their phone does', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = mockFetch({
      'customer/order/track': (_init, url) => url.searchParams.get('contact_number') === '+971559998877'
        ? { body: orderTrackFixture({ order_status: 'picked_up' }) }
        : { status: 404, body: { errors: [{ code: 'not_found', message: 'Order not found' }] } },
    });
    renderWithApp(<ParcelTrackingBox dialCode="+971" />);
    const box = screen.getByTestId('parcel-tracking-box');
    const phone = within(box).getByLabelText('Phone (optional)') as HTMLInputElement;
    expect(within(box).getByText('For a parcel sent to you: your phone number on it')).toBeTruthy();

    fireEvent.change(within(box).getByLabelText('Order ID'), { target: { value: '100045' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Track Order' }));
    // The guest's texts stay the guest's: a signed-in customer is never told the phone is needed.
    expect(within(box).queryByText('Need a contact number')).toBeNull();
    const drawer = await screen.findByTestId('order-tracking');
    expect(await within(drawer).findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(within(drawer).getByText(/For a parcel someone sent you, enter the order ID with your phone number/)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Track another order' }));

    fireEvent.change(phone, { target: { value: '055 999 8877' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByTestId('track-step-3')).toHaveProperty('dataset.state', 'current');
    expect(trackRequests(fetchMock)).toEqual([
      '/api/v1/customer/order/track?order_id=100045',
      '/api/v1/customer/order/track?order_id=100045&contact_number=%2B971559998877',
    ]);
  });
});
