import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusName, OrderTrack } from '@storefront/contract';
import { deliveryManFixture, GUEST_ID, orderTrackFixture, trackRequests } from '@/test/tracking-fixtures';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { OrderTrackingDrawer, type OrderTrackingDrawerProps } from './order-tracking-drawer';

vi.mock('@storefront/ui/map/route-map', async () => (await import('@/test/tracking-fixtures')).mockRouteMap());

const TRACK = 'customer/order/track';

function setup(answer: MockResponse | ((init: RequestInit) => MockResponse), props: Partial<OrderTrackingDrawerProps> = {}) {
  const fetchMock = mockFetch({ [TRACK]: answer });
  const onClose = vi.fn();
  renderWithApp(<OrderTrackingDrawer orderId={100045} onClose={onClose} {...props} />);
  return { fetchMock, onClose };
}

/** Answers each poll with the next order of the list, then keeps giving the last one. */
function sequence(orders: OrderTrack[]) {
  let index = 0;
  return () => ({ body: orders[Math.min(index++, orders.length - 1)] });
}

const stepStates = () => [1, 2, 3, 4].map((step) => screen.getByTestId(`track-step-${step}`).dataset.state);

const mapPoints = () =>
  within(screen.getByTestId('fake-route-map'))
    .queryAllByRole('listitem')
    .map((li) => `${li.dataset.kind}@${li.dataset.lat},${li.dataset.lng}`);

afterEach(() => {
  vi.useRealTimers();
});

describe('OrderTrackingDrawer', () => {
  it.each<[OrderStatusName, string[], number]>([
    ['pending', ['current', 'upcoming', 'upcoming', 'upcoming'], 1],
    ['confirmed', ['done', 'current', 'upcoming', 'upcoming'], 2],
    ['processing', ['done', 'current', 'upcoming', 'upcoming'], 2],
    ['handover', ['done', 'current', 'upcoming', 'upcoming'], 2],
    ['picked_up', ['done', 'done', 'current', 'upcoming'], 3],
    ['delivered', ['done', 'done', 'done', 'done'], 4],
  ])('marks the four steps for a %s order', async (status, states, current) => {
    setup({ body: orderTrackFixture({ order_status: status }) });
    const drawer = await screen.findByTestId('order-tracking');
    await within(drawer).findByTestId('track-step-1');
    expect(within(drawer).getAllByRole('listitem', { current: 'step' }).map((li) => li.dataset.testid)).toEqual([`track-step-${current}`]);
    expect(stepStates()).toEqual(states);
    expect(within(drawer).getAllByTestId(/^track-step-/).map((li) => li.querySelector('p')!.textContent)).toEqual([
      'Order Placed',
      'Order Confirmed',
      'On the Way',
      'Delivered',
    ]);
  });

  it('titles the drawer with the order id, shows sender, receiver and total, and asks as the signed-in owner', async () => {
    localStorage.setItem('token', 'tok');
    const { fetchMock } = setup({ body: orderTrackFixture() });
    const drawer = await screen.findByRole('dialog', { name: 'Order #100045' });
    expect(await within(drawer).findByTestId('track-total')).toHaveProperty('textContent', '$25.50');
    const sender = within(drawer).getByTestId('track-sender');
    expect(within(sender).getByText('Fresh Basket')).toBeTruthy();
    expect(within(sender).getByText('12 Market Road')).toBeTruthy();
    const receiver = within(drawer).getByTestId('track-receiver');
    expect(within(receiver).getByText('Sara Ali')).toBeTruthy();
    expect(within(receiver).getByText('+15550100')).toBeTruthy();
    expect(within(receiver).getByText('4 Palm Street, Dubai')).toBeTruthy();
    expect(trackRequests(fetchMock)).toEqual(['/api/v1/customer/order/track?order_id=100045']);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.headers).toMatchObject({ authorization: 'Bearer tok' });
  });

  it('shows when each reached step happened, and no time for steps still ahead', async () => {
    setup({
      body: orderTrackFixture({
        order_status: 'processing',
        timestamps: { pending: '2026-03-12T10:00:00.000Z', confirmed: '2026-03-12T10:05:00.000Z', processing: '2026-03-12T10:06:00.000Z' },
      }),
    });
    await screen.findByTestId('track-step-1');
    const time = (step: number) => screen.getByTestId(`track-step-${step}`).querySelector('time')?.getAttribute('datetime');
    expect([1, 2, 3, 4].map(time)).toEqual(['2026-03-12T10:00:00.000Z', '2026-03-12T10:05:00.000Z', undefined, undefined]);
  });

  it('maps the store, the courier and the destination in route order, without a destination for take-away', async () => {
    setup({ body: orderTrackFixture({ order_status: 'picked_up', delivery_man: deliveryManFixture() }) });
    const map = await screen.findByTestId('fake-route-map');
    expect(map.getAttribute('aria-label')).toBe('Delivery map: the store, the delivery man and the delivery address');
    expect(mapPoints()).toEqual(['store@25.2,55.27', 'courier@25.205,55.275', 'destination@25.21,55.28']);
    expect(within(map).getByText('Delivery man: Karim Haddad')).toBeTruthy();
  });

  it('has no destination or courier card for take-away', async () => {
    setup({ body: orderTrackFixture({ order_type: 'take_away', delivery_address: null }) });
    await screen.findByTestId('fake-route-map');
    expect(mapPoints()).toEqual(['store@25.2,55.27']);
    expect(screen.queryByTestId('delivery-man')).toBeNull();
    expect(screen.queryByText('A delivery man will be assigned soon')).toBeNull();
    expect(within(screen.getByTestId('track-receiver')).getByText('Take away: collect it at the store')).toBeTruthy();
  });

  it('says a delivery man will be assigned until one is, then shows his card with rating and a call link', async () => {
    setup({ body: orderTrackFixture({ order_status: 'confirmed' }) });
    expect(await screen.findByText('A delivery man will be assigned soon')).toBeTruthy();
    expect(screen.queryByTestId('delivery-man')).toBeNull();
    expect(screen.queryByTestId('delivery-code')).toBeNull();
  });

  it('shows the delivery code the courier will ask for, and none when the order has none', async () => {
    setup({ body: orderTrackFixture({ order_status: 'picked_up', delivery_man: deliveryManFixture(), delivery_code: '0427' }) });
    const code = await screen.findByTestId('delivery-code');
    expect(within(code).getByText('0427')).toBeTruthy();
    expect(within(code).getByText('Give these digits to your delivery man when your order arrives.')).toBeTruthy();
  });

  it('shows the photo the courier took at the door once delivered, linked to the full picture', async () => {
    const url = 'https://shop.test/api/v1/files/delivery/0123456789abcdef0123456789abcdef.webp?expires=1&sig=x';
    setup({ body: orderTrackFixture({ order_status: 'delivered', delivery_man: deliveryManFixture(), delivery_photo: url }) });
    const photo = await screen.findByTestId('delivery-photo');
    expect(within(photo).getByText('Photo at delivery')).toBeTruthy();
    expect(within(photo).getByRole('img', { name: 'The photo the courier took at the door' }).getAttribute('src')).toBe(url);
    expect(within(photo).getByRole('link').getAttribute('href')).toBe(url);
  });

  it('shows the delivery man: name, rating with a star and a tel: link', async () => {
    setup({ body: orderTrackFixture({ order_status: 'picked_up', delivery_man: deliveryManFixture() }) });
    const card = await screen.findByTestId('delivery-man');
    expect(within(card).getByText('Karim Haddad')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Rated 4.7 out of 5 (12 reviews)' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Call Karim Haddad' }).getAttribute('href')).toBe('tel:+15550123');
    expect(screen.queryByText('A delivery man will be assigned soon')).toBeNull();
  });

  it.each<['canceled' | 'failed', string]>([
    ['canceled', 'This order was canceled'],
    ['failed', 'This order failed'],
  ])('shows a %s order as stopped instead of a timeline, without a map', async (status, title) => {
    setup({ body: orderTrackFixture({ order_status: status, cancellation_reason: 'Store closed early' }) });
    const stopped = await screen.findByTestId('track-stopped');
    expect(within(stopped).getByText(title)).toBeTruthy();
    expect(within(stopped).getByText('Reason: Store closed early')).toBeTruthy();
    expect(screen.queryByTestId('track-step-1')).toBeNull();
    expect(screen.queryByTestId('fake-route-map')).toBeNull();
    expect(screen.queryByText('A delivery man will be assigned soon')).toBeNull();
  });

  it('shows Order not found with the not-found placeholder on a 404, without a toast', async () => {
    const { onClose } = setup({ status: 404, body: { errors: [{ code: 'order_not_found', message: 'Order not found' }] } });
    const drawer = await screen.findByTestId('order-tracking');
    expect(await within(drawer).findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(within(drawer).getByText('404')).toBeTruthy();
    expect(screen.getAllByText('Order not found')).toHaveLength(1);
    within(drawer).getByRole('button', { name: 'Track another order' }).click();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a loading skeleton until the order arrives', async () => {
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    renderWithApp(<OrderTrackingDrawer orderId={100045} onClose={() => {}} />);
    expect(screen.getByRole('status', { name: 'Loading your order…' })).toBeTruthy();
    answer(new Response(JSON.stringify(orderTrackFixture()), { status: 200 }));
    expect(await screen.findByTestId('track-step-1')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading your order…' })).toBeNull();
  });

  it.each<[OrderStatusName, boolean]>([
    ['picked_up', false],
    ['canceled', false],
    ['delivered', true],
    ['refund_requested', true],
  ])('shows the rate prompt it is given for a %s order: %s', async (status, shown) => {
    setup({ body: orderTrackFixture({ order_status: status }) }, { ratePrompt: <p>rate me</p> });
    await screen.findByTestId('track-status');
    expect(screen.queryByText('rate me') !== null).toBe(shown);
    expect(screen.queryByTestId('track-rate-prompt') !== null).toBe(shown);
  });

  it('shows a delivered order without a rate prompt when none is given', async () => {
    setup({ body: orderTrackFixture({ order_status: 'delivered' }) });
    await screen.findByTestId('track-status');
    expect(screen.queryByTestId('track-rate-prompt')).toBeNull();
  });

  it('stays closed and asks nothing without an order id', () => {
    const { fetchMock } = setup({ body: orderTrackFixture() }, { orderId: null });
    expect(screen.queryByTestId('order-tracking')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a guest id and the phone with its plus encoded', async () => {
    const { fetchMock } = setup({ body: orderTrackFixture() }, { guest: { guestId: GUEST_ID, contactNumber: '+1 555 0100' } });
    await screen.findByTestId('track-step-1');
    expect(trackRequests(fetchMock)).toEqual([`/api/v1/customer/order/track?order_id=100045&guest_id=${GUEST_ID}&contact_number=%2B15550100`]);
  });

  describe('polling', () => {
    it('asks again every 10 s, moves the courier, and stops once the order is delivered', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const courier = deliveryManFixture();
      const { fetchMock } = setup(
        sequence([
          orderTrackFixture({ order_status: 'confirmed' }),
          orderTrackFixture({ order_status: 'picked_up', delivery_man: courier }),
          orderTrackFixture({ order_status: 'picked_up', delivery_man: { ...courier, lat: 25.207, lng: 55.277 } }),
          orderTrackFixture({ order_status: 'delivered', delivery_man: courier }),
        ]),
      );
      await screen.findByTestId('track-step-1');
      expect(stepStates()).toEqual(['done', 'current', 'upcoming', 'upcoming']);
      expect(trackRequests(fetchMock)).toHaveLength(1);

      await act(() => vi.advanceTimersByTimeAsync(9_000));
      expect(trackRequests(fetchMock)).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      await waitFor(() => expect(stepStates()).toEqual(['done', 'done', 'current', 'upcoming']));
      expect(trackRequests(fetchMock)).toHaveLength(2);
      expect(mapPoints()).toContain('courier@25.205,55.275');

      await act(() => vi.advanceTimersByTimeAsync(10_000));
      await waitFor(() => expect(mapPoints()).toContain('courier@25.207,55.277'));
      expect(trackRequests(fetchMock)).toHaveLength(3);

      await act(() => vi.advanceTimersByTimeAsync(10_000));
      await waitFor(() => expect(stepStates()).toEqual(['done', 'done', 'done', 'done']));
      expect(trackRequests(fetchMock)).toHaveLength(4);

      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(trackRequests(fetchMock)).toHaveLength(4);
    });

    it.each<OrderStatusName>(['canceled', 'refunded'])('does not poll a %s order', async (status) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { fetchMock } = setup({ body: orderTrackFixture({ order_status: status }) });
      await waitFor(() => expect(trackRequests(fetchMock)).toHaveLength(1));
      await screen.findByTestId('track-status');
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(trackRequests(fetchMock)).toHaveLength(1);
    });

    it('does not poll after an error', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { fetchMock } = setup({ status: 404, body: { errors: [{ code: 'order_not_found', message: 'Order not found' }] } });
      await screen.findByRole('heading', { name: 'Order not found' });
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(trackRequests(fetchMock)).toHaveLength(1);
    });
  });
});
