import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type CourierCash } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session } from '../../../test/render-console';

const courier = (held: number, settled = 0): CourierCash => ({ operator_id: 41, name: 'Omar Courier', collected: 35.5, settled, held, last_settled_at: null });

function openMoney(role: 'finance' | 'operations', handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  return mockApi({
    'GET config': { status: 200, body: { ...CONFIG.body, currency_code: 'AED' } }, 'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) },
    'GET console/money/transactions?limit=25&offset=0': { status: 200, body: { total: 0, transactions: [] } },
    ...handlers,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the money page\'s courier cash', () => {
  it('settles cash a courier hands back: no more than held, then the list is read again', async () => {
    let held = 35.5;
    const calls = openMoney('finance', {
      'GET console/money/couriers?limit=25&offset=0': () => ({ status: 200, body: { total: 1, couriers: [courier(held, 35.5 - held)] } }),
      'POST console/money/couriers/41/settlements': (call) => {
        held -= (call.body as { amount: number }).amount;
        return { status: 200, body: { id: 1, operator_id: 41, amount: 20, note: 'Evening', settled_by: 1, created_at: '2026-11-25T18:00:00Z', courier: courier(held, 20) } };
      },
    });
    renderConsole('/money');
    expect(await screen.findByText('Nothing to show')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Courier cash' }));
    const row = await screen.findByTestId('courier-cash');
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('Holds: AED 35.50');
    fireEvent.click(within(row).getByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash from Omar Courier' });
    const amount = within(dialog).getByLabelText('Amount handed back') as HTMLInputElement;
    expect(amount.value).toBe('35.5');
    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect((await within(dialog).findByText('The courier holds only AED 35.50.'))).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(amount, { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Evening' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(await screen.findByText('AED 20.00 from Omar Courier recorded.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: 20, note: 'Evening' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('courier-cash').textContent?.replace(/\s/g, ' ')).toContain('Holds: AED 15.50'));
  }, 30_000);

  it('shows the server\'s refusal in the dialog', async () => {
    openMoney('finance', {
      'GET console/money/couriers?limit=25&offset=0': { status: 200, body: { total: 1, couriers: [courier(5)] } },
      'POST console/money/couriers/41/settlements': { status: 400, body: { errors: [{ code: 'amount', message: 'amount is more than the 4 the courier holds.' }] } },
    });
    renderConsole('/money');
    fireEvent.click(await screen.findByRole('tab', { name: 'Courier cash' }));
    fireEvent.click(within(await screen.findByTestId('courier-cash')).getByRole('button', { name: 'Settle' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(await within(dialog).findByText('amount is more than the 4 the courier holds.')).toBeTruthy();
  });
});
