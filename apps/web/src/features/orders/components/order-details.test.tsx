import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderTrack } from '@storefront/contract';
import { orderLineFixture, orderTrackFixture, parcelInfoFixture } from '@/test/order-fixtures';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { OrderDetails } from './order-details';

type Route = MockResponse | ((init: RequestInit, url: URL) => MockResponse);

const cancellationReasons = {
  total_size: 2, limit: 10, offset: 1,
  reasons: [{ id: 1, reason: 'Changed my mind', user_type: 'customer' }, { id: 2, reason: 'Ordered by mistake', user_type: 'customer' }],
};
const refundReasons = { refund_reasons: [{ id: 1, reason: 'Item damaged' }, { id: 2, reason: 'Wrong item' }] };

function setup(order: Partial<OrderTrack>, routes: Record<string, Route> = {}) {
  const onTrack = vi.fn();
  const fetchMock = mockFetch({ 'customer/order/track': { body: orderTrackFixture(order) }, 'customer/order/details': { body: [orderLineFixture()] }, ...routes });
  const view = renderWithApp(<OrderDetails orderId={100001} onTrack={onTrack} />, {
    path: '/profile',
    entry: '/profile?page=my-orders&orderId=100001',
  });
  return { fetchMock, onTrack, ...view };
}

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === `/api/v1/${path}`);

const image = (name: string, size = 1000, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

beforeEach(() => localStorage.setItem('token', 'token-123'));

describe('OrderDetails', () => {
  it('shows a parcel\'s category, sender and receiver instead of lines, store and address', async () => {
    const parcelOrder = orderTrackFixture({ order_type: 'parcel', module_type: 'parcel', store: null, parcel: parcelInfoFixture() });
    const fetchMock = mockFetch({ 'customer/order/track': { body: parcelOrder }, 'customer/order/details': { body: { ...parcelOrder, charge_payer: 'receiver' } } });
    renderWithApp(<OrderDetails orderId={100001} />, { path: '/profile', entry: '/profile?page=my-orders&orderId=100001' });
    const details = await screen.findByTestId('order-details');
    const parcel = within(details).getByRole('region', { name: 'Parcel delivery' });
    expect(within(parcel).getByText('Documents')).toBeTruthy();
    expect(within(within(parcel).getByTestId('track-sender')).getByText('Sara Ali')).toBeTruthy();
    expect(within(within(parcel).getByTestId('track-receiver')).getByText('Dubai Marina Walk')).toBeTruthy();
    expect(within(parcel).getByTestId('track-charge-payer').textContent).toBe('Receiver');
    expect(within(details).queryByTestId('order-line')).toBeNull();
    // A parcel has no lines to ask for.
    expect(callsTo(fetchMock, 'customer/order/details')).toHaveLength(0);
  });

  it('shows the order, its lines and the non-zero totals, and offers tracking', async () => {
    const { fetchMock, onTrack } = setup({ order_note: 'Ring twice', status_history: [
      { status: 'pending', created_at: '2026-11-24T12:00:00.000Z' },
      { status: 'confirmed', created_at: '2026-11-24T12:05:00.000Z' },
    ], order_status: 'confirmed' });
    const details = await screen.findByTestId('order-details');
    expect(within(details).getByRole('heading', { level: 2, name: 'Order #100001' })).toBeTruthy();
    expect(within(details).getAllByTestId('order-status')[0]!.textContent).toBe('Confirmed');
    expect(new URL(String(callsTo(fetchMock, 'customer/order/track')[0]![0]), 'http://x').search).toBe('?order_id=100001');

    const line = await screen.findByTestId('order-line');
    expect(new URL(String(callsTo(fetchMock, 'customer/order/details')[0]![0]), 'http://x').search).toBe('?order_id=100001');
    expect(line.textContent).toContain('Margherita Pizza');
    expect(line.textContent).toContain('Size: Large');
    expect(line.textContent).toContain('Add-ons: Extra Cheese × 2');
    expect(within(line).getByTestId('line-unit').textContent).toBe('2 × $20.00');
    expect(within(line).getByTestId('line-total').textContent).toBe('$43.00');

    expect(screen.getByTestId('total-items').textContent).toBe('$49.00');
    expect(screen.getByTestId('total-discount').textContent).toBe('- $4.00');
    expect(screen.getByTestId('total-delivery').textContent).toBe('+ $5.00');
    expect(screen.getByTestId('total-tax').textContent).toBe('+ $2.50');
    expect(screen.getByTestId('total-tips').textContent).toBe('+ $2.00');
    expect(screen.getByTestId('total-amount').textContent).toBe('$54.50');
    for (const zero of ['total-coupon', 'total-additional', 'total-wallet']) expect(screen.queryByTestId(zero)).toBeNull();

    expect(screen.getByTestId('order-store').textContent).toContain('Pizza Corner');
    expect(screen.getByTestId('order-store').textContent).toContain('12 Harbour Road');
    expect(screen.getByTestId('order-address').textContent).toContain('Burj Khalifa Blvd, Downtown Dubai');
    expect(screen.getByTestId('order-payment').textContent).toContain('Cash on delivery');
    expect(screen.getByTestId('order-payment').textContent).toContain('Unpaid');
    expect(screen.getByTestId('order-note').textContent).toBe('Ring twice');
    const history = within(screen.getByTestId('status-history')).getAllByRole('listitem');
    expect(history.map((item) => item.querySelector('p')!.textContent)).toEqual(['Pending', 'Confirmed']);

    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Track order' }));
    expect(onTrack).toHaveBeenCalledWith(100001);
    expect(screen.getByRole('link', { name: 'Back to my orders' }).getAttribute('href')).toBe('/profile?page=my-orders');
  });

  it('shows take away, the cancellation reason, and no tracking for a canceled order', async () => {
    setup({ order_status: 'canceled', order_type: 'take_away', delivery_address: null, cancellation_reason: 'Store closed early' });
    await screen.findByTestId('order-details');
    expect(screen.getByTestId('order-address').textContent).toContain('Take away');
    expect(screen.getByTestId('cancellation-reason').textContent).toContain('Store closed early');
    expect(screen.queryByRole('button', { name: 'Track order' })).toBeNull();
  });

  it('cancels with a reason the customer must choose, then shows the order canceled', async () => {
    let canceled = false;
    const { fetchMock } = setup({}, {
      'customer/order/track': () => ({ body: orderTrackFixture(canceled ? { order_status: 'canceled', can_cancel: false } : { can_cancel: true }) }),
      'customer/order/cancellation-reasons': { body: cancellationReasons },
      'customer/order/cancel': () => {
        canceled = true;
        return { body: { message: 'Order canceled successfully' } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to cancel this order?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel Order' }) as HTMLButtonElement;
    await within(dialog).findByRole('radio', { name: 'Ordered by mistake' });
    expect(within(dialog).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false]);
    expect(within(dialog).queryByRole('radio', { name: 'Order payment canceled' })).toBeNull();
    expect(confirm.disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Ordered by mistake' }));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);

    expect(await screen.findByText('Order canceled successfully')).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'customer/order/cancel')[0]!;
    expect(init!.method).toBe('PUT');
    expect(JSON.parse(String(init!.body))).toEqual({ order_id: 100001, reason: 'Ordered by mistake' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('order-status')[0]!.textContent).toBe('Canceled'));
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(callsTo(fetchMock, 'customer/order/track').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's refusal when the order can no longer be canceled", async () => {
    setup({ can_cancel: true }, {
      'customer/order/cancellation-reasons': { body: cancellationReasons },
      'customer/order/cancel': { status: 409, body: { errors: [{ code: 'conflict', message: 'This order can no longer be canceled' }] } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Changed my mind' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This order can no longer be canceled');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a refund with a reason, a note and at most three photos, sent as multipart', async () => {
    const { fetchMock } = setup({ order_status: 'delivered', payment_status: 'paid', can_request_refund: true }, {
      'customer/order/refund-reasons': { body: refundReasons },
      'customer/order/refund-request': { body: { message: 'Refund request placed successfully' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Request a refund' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund request' });
    const send = within(dialog).getByRole('button', { name: 'Send request' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const choose = (...files: File[]) => fireEvent.change(within(dialog).getByLabelText('Add photos'), { target: { files } });
    const thumbnails = () => within(within(dialog).getByTestId('refund-images')).queryAllByRole('img');
    const problems = () => within(dialog).getByTestId('refund-image-problems').textContent;

    choose(image('a.png'), image('b.jpg', 1000, 'image/jpeg'), image('c.gif', 1000, 'image/gif'), image('d.png'));
    expect(thumbnails().map((img) => img.getAttribute('alt') ?? img.getAttribute('aria-label'))).toEqual(['a.png', 'b.jpg', 'c.gif']);
    expect(problems()).toBe('Maximum 3 images can be send at a time.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove b.jpg' }));
    expect(thumbnails()).toHaveLength(2);
    choose(image('big.png', 2 * 1024 * 1024 + 1), image('doc.pdf', 1000, 'application/pdf'));
    expect(thumbnails()).toHaveLength(2);
    expect(problems()).toContain('Each image must be at most 2 MB.');
    expect(problems()).toContain('Only JPG, PNG or GIF images can be added.');
    choose(image('e.png'));
    expect(thumbnails()).toHaveLength(3);

    await within(dialog).findByRole('option', { name: 'Item damaged' });
    fireEvent.change(within(dialog).getByLabelText('Refund reason'), { target: { value: 'Item damaged' } });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'The box was crushed' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);

    expect(await screen.findByText('Refund request placed successfully')).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'customer/order/refund-request')[0]!;
    expect(init!.method).toBe('POST');
    const form = init!.body as FormData;
    expect(form.get('order_id')).toBe('100001');
    expect(form.get('reason')).toBe('Item damaged');
    expect(form.get('note')).toBe('The box was crushed');
    expect((form.getAll('image[]') as File[]).map((file) => file.name)).toEqual(['a.png', 'c.gif', 'e.png']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo(fetchMock, 'customer/order/track').length).toBeGreaterThanOrEqual(2));
  });

  it('shows an existing refund request and its status instead of the button', async () => {
    setup({
      order_status: 'refund_requested',
      can_request_refund: false,
      refund: { reason: 'Wrong item', note: 'Got a pepperoni', images: ['/storage/refund/1.png'], status: 'approved', created_at: '2026-11-25T09:00:00.000Z' },
    }, {}
    );
    const refund = await screen.findByTestId('refund-status');
    expect(within(refund).getByTestId('refund-status-badge').textContent).toBe('Approved');
    expect(refund.textContent).toContain('Wrong item');
    expect(refund.textContent).toContain('Got a pepperoni');
    expect(within(refund).getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull();
  });

  it("says 'Order not found' with a way back when the server answers 404", async () => {
    setup({}, { 'customer/order/track': { status: 404, body: { errors: [{ code: 'not_found', message: 'Order not found' }] } } });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my orders' }).getAttribute('href')).toBe('/profile?page=my-orders');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('OrderDetails lines', () => {
  it('lists every line with the unit price paid and its own total', async () => {
    mockFetch({
      'customer/order/track': { body: orderTrackFixture() },
      'customer/order/details': {
        body: [orderLineFixture(), orderLineFixture({ id: 2, name: 'Cola', variation: [], choices: [], add_ons: [], total_add_on_price: 0, quantity: 1, price: 3, discount_on_item: 0, total: 3 })],
      },
    });
    renderWithApp(<OrderDetails orderId={100001} />);
    const lines = await screen.findAllByTestId('order-line');
    expect(lines.map((line) => within(line).getByTestId('line-unit').textContent)).toEqual(['2 × $20.00', '1 × $3.00']);
    expect(lines.map((line) => within(line).getByTestId('line-total').textContent)).toEqual(['$43.00', '$3.00']);
    expect(lines[1]!.textContent).not.toContain('Add-ons');
    expect(screen.queryByRole('button', { name: 'Track order' })).toBeNull();
  });

  it('shows the order while its lines load, and a retry in their card when they fail', async () => {
    let fail = true;
    const fetchMock = mockFetch({
      'customer/order/track': { body: orderTrackFixture() },
      'customer/order/details': () => (fail ? { status: 500, body: { errors: [{ code: 'internal', message: 'Server error' }] } } : { body: [orderLineFixture()] }),
    });
    renderWithApp(<OrderDetails orderId={100001} />);
    const details = await screen.findByTestId('order-details');
    const items = within(details).getByRole('region', { name: 'Items' });
    // The rest of the order is shown whatever the lines do.
    expect(screen.getByTestId('total-amount').textContent).toBe('$54.50');
    const retry = await within(items).findByRole('button', { name: 'Try again' });
    expect(within(details).queryByTestId('order-line')).toBeNull();
    fail = false;
    fireEvent.click(retry);
    expect((await within(details).findByTestId('order-line')).textContent).toContain('Margherita Pizza');
    expect(callsTo(fetchMock, 'customer/order/details').length).toBeGreaterThanOrEqual(2);
  });
});
