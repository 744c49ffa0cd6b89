import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes';
import { customerFixture } from '@/test/account-fixtures';
import { configFixture, landingFixture, moduleFixture } from '@/test/fixtures';
import { orderLineFixture, orderPage, orderSummaryFixture, orderTrackFixture } from '@/test/order-fixtures';
import { orderReviewsFixture } from '@/test/review-fixtures';
import { mockFetch, type MockResponse, renderRoutes } from '@/test/utils';

function renderAt(path: string, calls: Record<string, MockResponse>, signedIn = true) {
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('module', JSON.stringify(moduleFixture()));
  if (signedIn) localStorage.setItem('token', 'token-123');
  const fetchMock = mockFetch({
    config: { body: configFixture() },
    'react-landing-page': { body: landingFixture() },
    module: { body: [moduleFixture()] },
    categories: { body: [] },
    'customer/info': { body: customerFixture() },
    'customer/cart/list': { body: [] },
    'customer/wish-list': { body: { item: [], store: [] } },
    ...calls,
  });
  return { router: renderRoutes(routes, path), fetchMock };
}

// The tracking drawer's map needs a real browser.
vi.mock('@storefront/ui/map/route-map', async () => (await import('@/test/tracking-fixtures')).mockRouteMap());

const NOT_FOUND: MockResponse = { status: 404, body: { errors: [{ code: 'not_found', message: 'Order not found' }] } };

describe('/my-orders', () => {
  it('sends guests to sign in and back', async () => {
    const { router } = renderAt('/my-orders', {}, false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/my-orders')}`);
  });

  it("lists the signed-in customer's running orders", async () => {
    renderAt('/my-orders', { 'customer/order/running-orders': { body: orderPage([orderSummaryFixture({ id: 100005 })]) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
    expect((await screen.findByTestId('order-row')).getAttribute('href')).toBe('/profile?page=my-orders&orderId=100005');
  });
});

describe('/profile?page=my-orders', () => {
  it('shows the orders tab beside the other profile tabs', async () => {
    renderAt('/profile?page=my-orders', { 'customer/order/running-orders': { body: orderPage([orderSummaryFixture({ id: 100005 })]) } });
    const tab = await screen.findByRole('tab', { name: 'My orders' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Profile settings' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My addresses' })).toBeTruthy();
    expect(await screen.findByTestId('order-row')).toBeTruthy();
  });

  it('shows one order with orderId, opens its tracking, and goes back to the list', async () => {
    const { router, fetchMock } = renderAt('/profile?page=my-orders&orderId=100001', {
      'customer/order/details': { body: [orderLineFixture()] },
      'customer/order/track': { body: orderTrackFixture({ order_status: 'confirmed' }) },
      'customer/order/running-orders': { body: orderPage([orderSummaryFixture()]) },
    });
    const details = await screen.findByTestId('order-details');
    expect(within(details).getByRole('heading', { name: 'Order #100001' })).toBeTruthy();
    expect(screen.queryByTestId('my-orders')).toBeNull();

    fireEvent.click(within(details).getByRole('button', { name: 'Track order' }));
    expect(await screen.findByTestId('order-tracking')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('customer/order/track?order_id=100001'))).toBe(true),
    );
    fireEvent.click(within(screen.getByTestId('order-tracking')).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByTestId('order-tracking')).toBeNull());

    fireEvent.click(within(details).getByRole('link', { name: 'Back to my orders' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=my-orders'));
    expect(await screen.findByTestId('my-orders')).toBeTruthy();
  });

  it('invites to rate a delivered order from its tracking drawer', async () => {
    const { router } = renderAt('/profile?page=my-orders&orderId=100001', {
      'customer/order/details': { body: [orderLineFixture()] },
      'customer/order/track': { body: orderTrackFixture({ order_status: 'delivered' }) },
      'customer/review-reminder': { body: { order_id: 100001, items: [] } },
    });
    fireEvent.click(within(await screen.findByTestId('order-details')).getByRole('button', { name: 'Track order' }));
    const prompt = await within(await screen.findByTestId('order-tracking')).findByTestId('order-rate-prompt');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Rate now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rate-and-review/100001'));
  });

  it("says 'Order not found' for someone else's order", async () => {
    renderAt('/profile?page=my-orders&orderId=999', { 'customer/order/track': NOT_FOUND, 'customer/order/details': NOT_FOUND });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toBeTruthy();
  });
});

describe('/rate-and-review/:orderId', () => {
  it("shows a card per item of a delivered order and one for its courier, with stars to pick", async () => {
    renderAt('/rate-and-review/100001', { 'customer/order-reviews': { body: orderReviewsFixture() } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rate and Review' })).toBeTruthy();
    const item = await screen.findByTestId('review-card-item-1');
    expect(item.textContent).toContain('Margherita Pizza');
    expect(within(item).getByRole('radio', { name: '4.5 stars' })).toBeTruthy();
    expect(screen.getByTestId('review-card-item-2').textContent).toContain('Garlic Bread');
    expect(within(screen.getByTestId('review-card-courier')).getByRole('radiogroup', { name: 'Rate the delivery by Karim Haddad' })).toBeTruthy();
  });

  it('asks to wait for delivery and links to the order', async () => {
    renderAt('/rate-and-review/100001', { 'customer/order-reviews': { body: orderReviewsFixture({ reviewable: 0 }) } });
    expect(await screen.findByText('You can rate this order once it is delivered')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/profile?page=my-orders&orderId=100001');
    expect(screen.queryByTestId('review-card-item-1')).toBeNull();
  });

  it("says 'Order not found' on a 404", async () => {
    renderAt('/rate-and-review/100001', { 'customer/order-reviews': NOT_FOUND });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toBeTruthy();
  });

  it('sends guests to sign in first', async () => {
    const { router, fetchMock } = renderAt('/rate-and-review/100001', {}, false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('order-reviews'))).toBe(false);
  });
});
