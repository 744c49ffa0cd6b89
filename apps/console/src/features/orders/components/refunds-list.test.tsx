import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleRefund } from '@storefront/contract';
import { mockApi, operator, refusal, renderConsole, session, ZONES } from '../../../test/render-console';

const CONFIG = { status: 200, body: { business_name: 'Souqly', currency_symbol: 'AED ', currency_symbol_direction: 'left', digit_after_decimal_point: 2 } };
const refund = (id: number, extra: Partial<ConsoleRefund> = {}): ConsoleRefund => ({
  id, order_id: 100 + id, status: 'pending', reason: 'Damaged box', note: null, decision_note: null, destination: null, amount: 42.5,
  payment_method: 'cash_on_delivery', gateway_allowed: false, customer_name: 'Sara Ali', created_at: '2026-11-29T10:00:00Z', decided_at: null, ...extra,
});
const page = (rows: ConsoleRefund[]) => ({ status: 200, body: { total: rows.length, refunds: rows } });
const PENDING = 'GET console/refunds?limit=25&offset=0&status=pending';

function asStaff(handlers: Parameters<typeof mockApi>[0], role: 'finance' | 'support' = 'finance') {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({ 'GET config': CONFIG, 'GET zone/list': ZONES, 'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) }, ...handlers });
}

describe('the refunds page', () => {
  it('approves a pending request to the wallet with a note; the gateway is offered only for an order paid online', async () => {
    const calls = asStaff({
      [PENDING]: page([refund(1), refund(2, { payment_method: 'digital_payment', gateway_allowed: true })]),
      'PUT console/refunds/1/approve': { status: 200, body: refund(1, { status: 'approved', destination: 'wallet' }) },
    });
    renderConsole('/refunds');
    const rows = await screen.findAllByTestId('refund-row');
    expect(within(rows[0]!).getByText(/AED 42\.50/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Refunds' })).toBeTruthy();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Decide' }));
    const form = await screen.findByRole('form', { name: 'Refund request of order #101' });
    expect((within(form).getByRole('radio', { name: /The card paid with/ }) as HTMLInputElement).disabled).toBe(true);
    expect((within(form).getByRole('radio', { name: 'The customer\'s wallet' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(form).getByLabelText('Note for the customer (optional)'), { target: { value: 'Sorry about that' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Approve refund' }));
    expect(await screen.findByText('Refund of order #101 approved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ destination: 'wallet', note: 'Sorry about that' });
    // The second one was paid online: the gateway may be chosen.
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Decide' }));
    const online = await screen.findByRole('form', { name: 'Refund request of order #102' });
    expect((within(online).getByRole('radio', { name: /The card paid with/ }) as HTMLInputElement).disabled).toBe(false);
  });

  it('refuses only with a reason, and shows the server\'s refusal (a request decided meanwhile)', async () => {
    const calls = asStaff({
      [PENDING]: page([refund(3)]),
      'PUT console/refunds/3/refuse': refusal(409, 'conflict', 'This refund request has been decided already'),
    });
    renderConsole('/refunds');
    fireEvent.click(within((await screen.findAllByTestId('refund-row'))[0]!).getByRole('button', { name: 'Decide' }));
    const form = await screen.findByRole('form', { name: 'Refund request of order #103' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Refuse' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Refuse refund' }));
    expect(await within(form).findByText('Enter a reason')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(within(form).getByLabelText('Reason for the customer'), { target: { value: 'Item was used' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Refuse refund' }));
    expect(await within(form).findByText('This refund request has been decided already')).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ reason: 'Item was used' }));
  });

  it('is not for support, who does not decide refunds (no menu entry either)', async () => {
    asStaff({}, 'support');
    renderConsole('/refunds');
    expect(await screen.findByText('You cannot see this page.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Refunds' })).toBeNull();
  });
});
