import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderSummary } from '@storefront/contract';
import { orderPage, orderSummaryFixture, parcelInfoFixture } from '@/test/order-fixtures';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { MyOrders } from './my-orders';

const requested = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x')).filter((url) => url.pathname === `/api/v1/${path}`);

const orders = (from: number, count: number, overrides: Partial<OrderSummary> = {}) =>
  Array.from({ length: count }, (_, i) => orderSummaryFixture({ id: from + i, ...overrides }));

function setup(routes: Record<string, MockResponse | ((init: RequestInit, url: URL) => MockResponse)>, entry = '/my-orders') {
  const fetchMock = mockFetch(routes);
  const view = renderWithApp(<MyOrders />, { path: '/my-orders', entry, extraRoutes: ['/profile', '/home'] });
  return { fetchMock, ...view };
}

beforeEach(() => localStorage.setItem('token', 'token-123'));

describe('MyOrders', () => {
  it('names a parcel by its category, where other orders count their items', async () => {
    setup({
      'customer/order/running-orders': { body: orderPage([
        orderSummaryFixture({ id: 100008, order_type: 'parcel', module_type: 'parcel', store: null, item_count: 0, parcel: parcelInfoFixture() }),
        orderSummaryFixture({ id: 100007, item_count: 3 }),
      ]) },
    });
    const rows = await screen.findAllByTestId('order-row');
    expect(rows[0]!.textContent).toContain('Parcel delivery');
    expect(rows[0]!.textContent).toContain('Documents');
    expect(rows[0]!.textContent).not.toContain('0 items');
    expect(rows[1]!.textContent).toContain('3 items');
  });

  it('lists running orders first, each row linking to its details, then switches to history', async () => {
    const { fetchMock, router } = setup({
      'customer/order/running-orders': { body: orderPage([orderSummaryFixture({ id: 100007, order_status: 'picked_up', item_count: 3, order_amount: 54.5 })]) },
      'customer/order/list': { body: orderPage([orderSummaryFixture({ id: 100002, order_status: 'delivered', store: { ...orderSummaryFixture().store!, name: 'Green Grocer' } })]) },
    });
    expect(screen.getByRole('tab', { name: 'Running' }).getAttribute('aria-selected')).toBe('true');
    const row = await screen.findByTestId('order-row');
    expect(row.textContent).toContain('Order #100007');
    expect(row.textContent).toContain('Pizza Corner');
    expect(row.textContent).toContain('3 items');
    expect(within(row).getByTestId('order-amount').textContent).toBe('$54.50');
    expect(within(row).getByTestId('order-status').textContent).toBe('On the way');
    expect(row.getAttribute('href')).toBe('/profile?page=my-orders&orderId=100007');
    expect(requested(fetchMock, 'customer/order/running-orders')[0]!.search).toBe('?limit=10&offset=1');
    expect(requested(fetchMock, 'customer/order/list')).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    await waitFor(() => expect(screen.getByTestId('order-row').textContent).toContain('Order #100002'));
    expect(screen.getByTestId('order-row').textContent).toContain('Green Grocer');
    expect(screen.getByTestId('order-status').textContent).toBe('Delivered');
    expect(requested(fetchMock, 'customer/order/list')[0]!.search).toBe('?limit=10&offset=1');
    expect(router.state.location.search).toBe('?tab=history');

    fireEvent.click(screen.getByTestId('order-row'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?page=my-orders&orderId=100002');
  });

  it('loads the next page (offset 2) with Load more until total_size is reached', async () => {
    const { fetchMock } = setup({
      'customer/order/running-orders': (_init, url) =>
        url.searchParams.get('offset') === '2'
          ? { body: orderPage(orders(200011, 2), { total_size: 12, offset: 2 }) }
          : { body: orderPage(orders(200001, 10), { total_size: 12 }) },
    });
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(12));
    expect(requested(fetchMock, 'customer/order/running-orders').map((url) => url.searchParams.get('offset'))).toEqual(['1', '2']);
    expect(requested(fetchMock, 'customer/order/running-orders')[1]!.searchParams.get('limit')).toBe('10');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows an empty state with a way to the shops', async () => {
    setup({ 'customer/order/list': { body: orderPage([]) } }, '/my-orders?tab=history');
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/home');
  });

  it('shows the failure with a retry that asks again', async () => {
    let calls = 0;
    setup({
      'customer/order/running-orders': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { errors: [{ code: 'internal', message: 'Server is down' }] } } : { body: orderPage([orderSummaryFixture()]) };
      },
    });
    expect(await screen.findByText('Server is down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-row')).toBeTruthy();
  });
});
