import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { OrderSuccessDialog } from '@/features/checkout/components/order-success-dialog';
import { configFixture } from '@/test/fixtures';
import { GUEST_ID, orderTrackFixture, trackRequests } from '@/test/tracking-fixtures';
import { reminderFixture } from '@/test/review-fixtures';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { TrackOrderPage } from './track-order-page';

vi.mock('@storefront/ui/map/route-map', async () => (await import('@/test/tracking-fixtures')).mockRouteMap());

function setup(track: MockResponse, entry = '/track-order', more: Record<string, MockResponse> = {}) {
  const fetchMock = mockFetch({ config: { body: configFixture({ country: 'US' }) }, 'customer/order/track': track, ...more });
  renderWithApp(<TrackOrderPage />, { path: '/track-order', entry });
  return fetchMock;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Track Order' }));
const orderIdField = () => screen.getByLabelText('Order ID') as HTMLInputElement;
const phoneField = () => screen.getByLabelText('Phone') as HTMLInputElement;

describe('TrackOrderPage', () => {
  it('is the page of /track-order', async () => {
    const route = matchRoutes(routes, '/track-order')!.at(-1)!.route;
    const { Component } = await (route.lazy as () => Promise<{ Component: unknown }>)();
    expect(Component).toBe(TrackOrderPage);
  });

  it('asks a guest for the order id and the contact number', async () => {
    localStorage.setItem('guest_id', GUEST_ID);
    const fetchMock = setup({ body: orderTrackFixture() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Track Order' })).toBeTruthy();
    // The phone starts with the business country's dial code; that alone is no number.
    expect(await screen.findByDisplayValue('+1')).toBe(phoneField());
    submit();
    expect(await screen.findByText('Need a order id')).toBeTruthy();
    expect(screen.getByText('Need a contact number')).toBeTruthy();
    expect(orderIdField().getAttribute('aria-invalid')).toBe('true');
    expect(phoneField().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(orderIdField(), { target: { value: 'abc' } });
    submit();
    expect(await screen.findByText('Enter a valid order ID')).toBeTruthy();
    expect(trackRequests(fetchMock)).toEqual([]);
    expect(screen.queryByTestId('order-tracking')).toBeNull();
  });

  it('prefills the order id from the link and tracks with the guest id and the phone, plus encoded', async () => {
    localStorage.setItem('guest_id', GUEST_ID);
    const fetchMock = setup({ body: orderTrackFixture({ order_status: 'confirmed' }) }, '/track-order?order_id=100045');
    expect(orderIdField().value).toBe('100045');
    // Typed without its plus: it is sent with one.
    fireEvent.change(phoneField(), { target: { value: '15550100' } });
    submit();
    const drawer = await screen.findByTestId('order-tracking');
    expect(await within(drawer).findByTestId('track-step-2')).toHaveProperty('dataset.state', 'current');
    expect(within(drawer).getByRole('heading', { name: 'Order #100045' })).toBeTruthy();
    const [url] = trackRequests(fetchMock);
    expect(url).toBe(`/api/v1/customer/order/track?order_id=100045&guest_id=${GUEST_ID}&contact_number=%2B15550100`);
    expect(new URL(url!, 'http://localhost').searchParams.get('contact_number')).toBe('+15550100');
  });

  it('shows Order not found when the order is not the guest’s', async () => {
    localStorage.setItem('guest_id', GUEST_ID);
    setup({ status: 404, body: { errors: [{ code: 'order_not_found', message: 'Order not found' }] } }, '/track-order?order_id=7');
    fireEvent.change(phoneField(), { target: { value: '+15559999' } });
    submit();
    const drawer = await screen.findByTestId('order-tracking');
    expect(await within(drawer).findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Track another order' }));
    expect(screen.queryByTestId('order-tracking')).toBeNull();
    expect(orderIdField().value).toBe('7');
  });

  it('needs only the order id from a signed-in customer, who is known by the token; the phone is optional', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('guest_id', GUEST_ID);
    const fetchMock = setup({ body: orderTrackFixture() });
    await screen.findByRole('heading', { level: 1, name: 'Track Order' });
    expect(screen.queryByLabelText('Phone')).toBeNull();
    expect(screen.getByLabelText('Phone (optional)')).toBeTruthy();
    submit();
    expect(await screen.findByText('Need a order id')).toBeTruthy();
    expect(screen.queryByText('Need a contact number')).toBeNull();
    fireEvent.change(orderIdField(), { target: { value: ' 100045 ' } });
    submit();
    await screen.findByTestId('track-step-1');
    expect(trackRequests(fetchMock)).toEqual(['/api/v1/customer/order/track?order_id=100045']);
  });

  it('opens a signed-in customer’s order from a link at once, without pressing Track Order', async () => {
    localStorage.setItem('token', 'tok');
    const fetchMock = setup({ body: orderTrackFixture({ id: 100045, order_status: 'confirmed' }) }, '/track-order?order_id=100045');
    const drawer = await screen.findByTestId('order-tracking');
    expect(await within(drawer).findByTestId('track-step-2')).toHaveProperty('dataset.state', 'current');
    expect(trackRequests(fetchMock)).toEqual(['/api/v1/customer/order/track?order_id=100045']);
  });

  it('waits for a guest’s phone before tracking a linked order', async () => {
    localStorage.setItem('guest_id', GUEST_ID);
    const fetchMock = setup({ body: orderTrackFixture({ id: 100045 }) }, '/track-order?order_id=100045');
    expect(await screen.findByRole('heading', { level: 1, name: 'Track Order' })).toBeTruthy();
    expect(orderIdField().value).toBe('100045');
    expect(screen.queryByTestId('order-tracking')).toBeNull();
    expect(trackRequests(fetchMock)).toEqual([]);
  });

  it('invites a signed-in customer to rate a delivered order in the drawer', async () => {
    localStorage.setItem('token', 'tok');
    setup({ body: orderTrackFixture({ id: 100045, order_status: 'delivered' }) }, '/track-order?order_id=100045', {
      'customer/review-reminder': { body: reminderFixture({ order_id: 100045 }) },
    });
    const drawer = await screen.findByTestId('order-tracking');
    const prompt = await within(drawer).findByTestId('order-rate-prompt');
    expect(within(prompt).getByRole('heading', { name: 'How was your order #100045?' })).toBeTruthy();
  });

  it('never asks a guest to rate, nor the server about it', async () => {
    localStorage.setItem('guest_id', GUEST_ID);
    const fetchMock = setup({ body: orderTrackFixture({ id: 100045, order_status: 'delivered' }) }, '/track-order?order_id=100045', {
      'customer/review-reminder': { body: reminderFixture({ order_id: 100045 }) },
    });
    fireEvent.change(phoneField(), { target: { value: '+15550100' } });
    submit();
    const drawer = await screen.findByTestId('order-tracking');
    await within(drawer).findByTestId('track-step-4');
    expect(within(drawer).queryByTestId('order-rate-prompt')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('review-reminder'))).toBe(false);
  });

  // The guest gave the phone at checkout a moment ago; Track Order must not ask for it again.
  it('opens a guest’s order from the success dialog with the phone just given, which stays out of the address', async () => {
    localStorage.setItem('guest_id', GUEST_ID);
    const fetchMock = mockFetch({ config: { body: configFixture({ country: 'US' }) }, 'customer/order/track': { body: orderTrackFixture({ order_status: 'confirmed' }) } });
    const placed = { orderId: 100045, status: 'pending', placedAt: new Date(), contactNumber: '+15550100' };
    const router = createMemoryRouter(
      [
        { path: '/checkout', element: <OrderSuccessDialog order={placed} guest onClose={() => {}} /> },
        { path: '/track-order', element: <TrackOrderPage /> },
      ],
      { initialEntries: ['/checkout'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Track Order' }));
    const drawer = await screen.findByTestId('order-tracking');
    expect(await within(drawer).findByTestId('track-step-2')).toHaveProperty('dataset.state', 'current');
    expect(trackRequests(fetchMock)).toEqual([`/api/v1/customer/order/track?order_id=100045&guest_id=${GUEST_ID}&contact_number=%2B15550100`]);
    expect(router.state.location.pathname + router.state.location.search).toBe('/track-order?order_id=100045');
    // Behind the drawer the form holds the phone too, to track again.
    expect(phoneField().value).toBe('+15550100');
  });

  it('still asks for the phone when the link carries none (a signed-in order, or a link opened later)', async () => {
    localStorage.setItem('guest_id', GUEST_ID);
    const fetchMock = setup({ body: orderTrackFixture() }, '/track-order?order_id=100045');
    await screen.findByRole('heading', { level: 1, name: 'Track Order' });
    expect(screen.queryByTestId('order-tracking')).toBeNull();
    expect(trackRequests(fetchMock)).toEqual([]);
  });
});
