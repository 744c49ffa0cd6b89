import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type ConsoleCustomerProfile, type ConsoleLedgerRow, type StaffRole } from '@storefront/contract';
import { CONFIG, mockApi, operator, refusal, renderConsole, session, type Call } from '../../../test/render-console';

const profile = (extra: Partial<ConsoleCustomerProfile> = {}): ConsoleCustomerProfile => ({
  id: 5, f_name: 'Maya', l_name: 'Saleh', email: 'maya@example.com', phone: '+971501112233', blocked: false, wallet_balance: 40, loyalty_point: 120,
  created_at: '2026-11-01T09:00:00Z', orders_count: 3, spent: 95, login_medium: 'manual', is_phone_verified: true, is_email_verified: false, ...extra,
});
const row = (id: number, extra: Partial<ConsoleLedgerRow> = {}): ConsoleLedgerRow => ({
  id, transaction_id: `WT${id}`, transaction_type: 'add_fund', credit: 40, debit: 0, balance: 40, reference: null, created_at: '2026-11-02T09:00:00Z', note: null, ...extra,
});

/** The customer's page as a person holding `role`; the profile answers what `current` says at each read. */
function asRole(role: StaffRole, current: () => ConsoleCustomerProfile, ledger: () => ConsoleLedgerRow[], handlers: Parameters<typeof mockApi>[0] = {}) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': CONFIG,
    'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) },
    'GET console/customers/5': () => ({ status: 200, body: current() }),
    'GET console/customers/5/orders?limit=10&offset=0': { status: 200, body: { total: 1, orders: [{ id: 100001, order_status: 'delivered', order_type: 'delivery', store_name: 'Green Basket', order_amount: 95, payment_method: 'cash_on_delivery', payment_status: 'paid', created_at: '2026-11-03T09:00:00Z' }] } },
    'GET console/customers/5/wallet?limit=10&offset=0': () => ({ status: 200, body: { total: ledger().length, transactions: ledger() } }),
    ...handlers,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the customer page', () => {
  it('lets finance debit the wallet with a reason, one idempotency key per amount and reason, and shows the new ledger row; no block for finance', async () => {
    let balance = 40;
    let rows = [row(1)];
    const calls: Call[] = asRole('finance', () => profile({ wallet_balance: balance }), () => rows, {
      'POST console/customers/5/wallet-adjustments': (call) => {
        const body = call.body as { amount: number; reason: string };
        if (body.amount < -balance) return refusal(422, 'amount', 'The wallet does not hold that much: a debit cannot take the balance below 0.');
        balance += body.amount;
        const made = row(2, { transaction_type: 'adjustment', credit: 0, debit: -body.amount, balance, note: body.reason });
        rows = [made, ...rows];
        return { status: 200, body: { balance, transaction: made } };
      },
    });
    renderConsole('/customers/5');
    expect(await screen.findByRole('heading', { name: 'Maya Saleh' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Adjust wallet' }));
    const dialog = await screen.findByRole('form', { name: 'Adjust the wallet' });
    fireEvent.change(within(dialog).getByLabelText('Credit or debit'), { target: { value: 'debit' } });
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await within(dialog).findByText('Give a reason (3 characters at least).')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Duplicate refund' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(await within(dialog).findByText(/cannot take the balance below 0/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '15.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Adjust the wallet' })).toBeNull());

    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([{ amount: -50, reason: 'Duplicate refund' }, { amount: -15.5, reason: 'Duplicate refund' }]);
    expect(posts[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.headers['Idempotency-Key']).not.toBe(posts[0]!.headers['Idempotency-Key']);
    const ledger = await screen.findByTestId('ledger');
    await waitFor(() => expect(within(ledger).getAllByTestId('ledger-row')).toHaveLength(2));
    expect(within(ledger).getByText('Staff adjustment')).toBeTruthy();
    expect(within(ledger).getByText('Duplicate refund')).toBeTruthy();
  });

  it('lets support block the customer with a reason (no wallet adjustment for support), then unblock them', async () => {
    let blocked = false;
    const calls = asRole('support', () => profile({ blocked }), () => [], {
      'PUT console/customers/5/block': () => {
        blocked = true;
        return { status: 200, body: profile({ blocked }) };
      },
      'PUT console/customers/5/unblock': () => {
        blocked = false;
        return { status: 200, body: profile({ blocked }) };
      },
    });
    renderConsole('/customers/5');
    await screen.findByRole('heading', { name: 'Maya Saleh' });
    expect(screen.queryByRole('button', { name: 'Adjust wallet' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('form', { name: 'Block this customer' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Abusive to couriers' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Customer blocked')).toBeTruthy();
    expect(await screen.findByText('Blocked', { selector: 'h1 span' })).toBeTruthy();
    expect(calls.find((c) => c.path === 'console/customers/5/block')!.body).toEqual({ reason: 'Abusive to couriers' });

    fireEvent.click(await screen.findByRole('button', { name: 'Unblock' }));
    const again = await screen.findByRole('form', { name: 'Unblock this customer' });
    fireEvent.change(within(again).getByLabelText('Reason'), { target: { value: 'Apologised' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Customer unblocked')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Block' })).toBeTruthy());
  });
});
