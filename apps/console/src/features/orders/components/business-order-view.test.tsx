import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleOrderDetails } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session, ZONES } from '../../../test/render-console';

const ORDER = {
  id: 55, order_status: 'confirmed', payment_status: 'unpaid', payment_method: 'cash_on_delivery', order_type: 'delivery', module_id: 1, module_type: 'grocery',
  order_amount: 31, item_count: 3, details_count: 1, scheduled: 0, schedule_at: '2026-11-29T10:00:00Z', created_at: '2026-11-29T10:00:00Z', updated_at: '2026-11-29T10:00:00Z',
  store: { id: 4, name: 'Green Basket', logo: '', logo_full_url: '', address: null, phone: '+97142220000', latitude: 25.2, longitude: 55.27 },
  totals: { item_amount: 28, delivery_charge: 3 },
  delivery_address: { address: 'Marina Walk 4', latitude: 25.08, longitude: 55.14, contact_person_name: 'Zainab Qurashi', contact_person_number: '+97155887766' },
  receiver_details: null, delivery_man: null, order_note: null, processing_time: null, order_attachment_full_url: [],
  status_history: [{ status: 'pending', created_at: '2026-11-29T10:00:00Z' }, { status: 'confirmed', created_at: '2026-11-29T10:05:00Z' }], timestamps: {},
};
const LINES = [{ id: 1, item_id: 5, name: 'Basmati rice 5 kg', quantity: 2, price: 14, original_price: 14, variation: [], add_ons: [], add_ons_price: 0, total: 28, image: '', image_full_url: '', item_campaign_id: null }];
const details = (extra: Partial<ConsoleOrderDetails> = {}) => ({
  status: 200,
  body: {
    order: ORDER, details: LINES, zone_id: 2, customer: null, refund_request: null,
    payment_history: [{ payment_status: 'unpaid', actor: 'guest', reference: null, created_at: '2026-11-29T10:00:00Z' }], moves: ['processing', 'canceled'], ...extra,
  },
});
const DISPATCH = { status: 200, body: { at: '2026-11-29T10:06:00Z', delta: false, orders: [], couriers: [[41, 25.1, 55.2, 0], [42, 25.1, 55.2, 1]], ended: [], offline: [] } };

function open(role: 'operations' | 'support', handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  const calls = mockApi({
    'GET config': CONFIG, 'GET zone/list': ZONES, 'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) },
    'GET console/orders/55': details(), 'GET console/dispatch?zone_id=2': DISPATCH, ...handlers,
  });
  renderConsole('/orders/55');
  return calls;
}

describe('an order\'s page for the business\'s staff', () => {
  it('shows the lines, total, the guest\'s contact, the store, the payment and the history', async () => {
    open('support');
    expect(await screen.findByRole('heading', { name: 'Order #55' })).toBeTruthy();
    const lines = screen.getByRole('region', { name: 'Items' });
    expect(within(lines).getByText('Basmati rice 5 kg')).toBeTruthy();
    expect(within(lines).getByText('2×')).toBeTruthy();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('Zainab Qurashi')).toBeTruthy();
    expect(within(customer).getByText('+97155887766')).toBeTruthy();
    expect(within(customer).getByText('Marina Walk 4')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Store' })).getByText('Green Basket')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText(/Cash · Unpaid/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('offers no move and no courier to those without orders.move', async () => {
    const calls = open('support');
    await screen.findByRole('heading', { name: 'Order #55' });
    expect(screen.queryByRole('region', { name: 'Move the order' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Courier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark Preparing' })).toBeNull();
    expect(calls.some((c) => c.path.startsWith('console/dispatch'))).toBe(false);
  });

  it('moves the order on for orders.move, and cancels only with a reason', async () => {
    const calls = open('operations', {
      'PUT console/orders/55/status': (call) => ({ status: 200, body: { order_id: 55, order_status: (call.body as { status: string }).status, courier_id: null } }),
    });
    const moves = await screen.findByRole('region', { name: 'Move the order' });
    fireEvent.click(within(moves).getByRole('button', { name: 'Mark Preparing' }));
    expect(await screen.findByText('Order #55: Preparing')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'processing' });

    fireEvent.click(within(moves).getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(moves).getAllByRole('button', { name: 'Cancel order' }).at(-1)!);
    expect(await within(moves).findByText('Enter a reason')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('gives the order to an online courier of its zone', async () => {
    const calls = open('operations', {
      'PUT console/orders/55/courier': { status: 200, body: { order_id: 55, order_status: 'confirmed', courier_id: 41 } },
    });
    const courier = await screen.findByRole('region', { name: 'Courier' });
    expect(within(courier).getByText('No courier yet')).toBeTruthy();
    const choice = within(courier).getByRole('combobox', { name: 'Online courier of the zone' });
    await waitFor(() => expect(within(choice).getAllByRole('option')).toHaveLength(3));
    const busy = 42;
    expect(within(choice).getByRole('option', { name: `Courier #${busy} (busy)` })).toBeTruthy();
    const give = within(courier).getByRole('button', { name: 'Give to courier' }) as HTMLButtonElement;
    expect(give.disabled).toBe(true);
    fireEvent.change(choice, { target: { value: '41' } });
    fireEvent.click(give);
    expect(await screen.findByText('Order #55 given to the courier')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: 'console/orders/55/courier', body: { courier_id: 41 } });
  });
});
