import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type OrderSummary } from '@storefront/contract';
import { FakeSource } from '../../../test/fake-event-source';
import { CONFIG, mockApi, operator, renderConsole, session } from '../../../test/render-console';

const NOW = Date.now();
const order = (id: number, status: OrderSummary['order_status'], extra: Partial<OrderSummary> = {}): OrderSummary => ({
  id, order_status: status, payment_status: 'unpaid', payment_method: 'cash_on_delivery', order_type: 'take_away', module_id: 1, module_type: 'grocery',
  order_amount: 42.5, item_count: 3, details_count: 2, scheduled: 0, schedule_at: new Date(NOW).toISOString(),
  created_at: new Date(NOW - 2 * 60_000).toISOString(), updated_at: new Date(NOW - 60_000).toISOString(), store: null, ...extra,
});
const page = (orders: OrderSummary[]) => ({ status: 200, body: { total_size: orders.length, limit: 100, offset: 1, orders } });

function signedIn(handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  vi.stubGlobal('EventSource', FakeSource);
  return mockApi({
    'GET config': { status: 200, body: { ...CONFIG.body, currency_symbol: '$', currency_symbol_direction: 'left', digit_after_decimal_point: 2 } },
    'GET console/me': { status: 200, body: session(operator('store', { store: { id: 3, name: 'Green Basket' } })) },
    'POST console/stores/3/push/ticket': { status: 200, body: { ticket: 'tkt', expires_in: 60 } },
    'GET console/stores/3/orders?status=all&limit=30': page([order(7, 'delivered'), order(8, 'canceled')]),
    ...handlers,
  });
}

afterEach(() => {
  FakeSource.last = null;
});

describe('the orders board', () => {
  it('puts each order in its state\'s column, with what it holds and costs', async () => {
    signedIn({ 'GET console/stores/3/orders?status=running&limit=100': page([order(10, 'pending'), order(11, 'processing'), order(12, 'handover', { order_type: 'delivery' })]) });
    renderConsole('/stores/3/orders');
    const fresh = await screen.findByRole('region', { name: 'New (1)' });
    expect(within(fresh).getByRole('link', { name: 'Order #10' })).toBeTruthy();
    expect(within(fresh).getByText((_, el) => el?.tagName === 'P' && el.textContent === '3 items · $42.50 · Cash')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Preparing (1)' })).getByRole('button', { name: 'Mark ready' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Ready (1)' })).getByText('Waiting for the courier')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Done (2)' })).getAllByTestId('order-card')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'On the way (0)' })).getByText('Nothing on the way')).toBeTruthy();
  });

  it('accepts a new order with the preparation time chosen, and rejects one only with a reason', async () => {
    const calls = signedIn({
      'GET console/stores/3/orders?status=running&limit=100': page([order(10, 'pending'), order(13, 'pending')]),
      'PUT console/stores/3/orders/10/status': { status: 200, body: { message: 'Order status updated', order_id: 10, order_status: 'confirmed' } },
      'PUT console/stores/3/orders/13/status': { status: 200, body: { message: 'Order status updated', order_id: 13, order_status: 'canceled' } },
    });
    renderConsole('/stores/3/orders');
    const card = (id: number) => screen.findAllByTestId('order-card').then((cards) => cards.find((c) => c.dataset.orderId === String(id))!);
    fireEvent.click(within(await card(10)).getByRole('button', { name: 'Accept' }));
    fireEvent.click(screen.getByRole('radio', { name: '30 min' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept, ready in 30 min' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'console/stores/3/orders/10/status')?.body).toEqual({ status: 'confirmed', processing_time: 30 }));
    expect(await screen.findByText('Order #10 accepted')).toBeTruthy();

    fireEvent.click(within(await card(13)).getByRole('button', { name: 'Reject' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject order' }));
    expect(await screen.findByText('Enter a reason')).toBeTruthy();
    expect(calls.some((c) => c.path === 'console/stores/3/orders/13/status')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Too busy right now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'console/stores/3/orders/13/status')?.body).toEqual({ status: 'canceled', reason: 'Too busy right now' }));
  });

  it('shows a new order as soon as the store\'s stream tells of it, and reconnects from the last event it saw', async () => {
    let running = [order(10, 'confirmed')];
    const calls = signedIn({ 'GET console/stores/3/orders?status=running&limit=100': () => page(running) });
    renderConsole('/stores/3/orders');
    expect(await screen.findByRole('region', { name: 'New (0)' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('live-state').dataset.state).toBe('live'));
    expect(FakeSource.last?.url).toBe('/api/v1/push/stream?ticket=tkt');
    running = [order(10, 'confirmed'), order(21, 'pending')];
    act(() => FakeSource.last!.push({ id: 55, type: 'order_status', order_id: 21, order_status: 'pending', title: 'New order #21', body: '' }, '55'));
    expect(await screen.findByRole('region', { name: 'New (1)' })).toBeTruthy();
    // The stream drops: a new ticket, and the stream picks up after event 55.
    act(() => FakeSource.last!.onerror?.());
    expect(screen.getByTestId('live-state').dataset.state).toBe('offline');
    await waitFor(() => expect(FakeSource.last?.url).toBe('/api/v1/push/stream?ticket=tkt&last_event_id=55'), { timeout: 5000 });
    expect(calls.filter((c) => c.path === 'console/stores/3/push/ticket')).toHaveLength(2);
  });
});
