import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GUEST_ID, orderTrackFixture, trackRequests } from '@/test/tracking-fixtures';
import { mockFetch, renderWithApp } from '@/test/utils';
import { ParcelTrackingBox } from './parcel-tracking-box';

vi.mock('@/components/map/route-map', async () => (await import('@/test/tracking-fixtures')).mockRouteMap());

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
});
