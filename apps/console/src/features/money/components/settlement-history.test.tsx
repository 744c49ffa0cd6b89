import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type CourierCash, type CourierSettlementRow } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session } from '../../../test/render-console';

const courier: CourierCash = { operator_id: 41, name: 'Omar Courier', collected: 35.5, settled: 15.5, held: 20, last_settled_at: '2026-11-25T18:00:00Z' };
const settlement = (id: number, amount: number, note: string | null = null): CourierSettlementRow =>
  ({ id, amount, note, settled_by: { id: 7, name: 'Lina Haddad' }, created_at: '2026-11-25T18:00:00Z' });

function openHistory(role: 'finance' | 'support', handlers: Parameters<typeof mockApi>[0]) {
  localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
  const calls = mockApi({
    'GET config': { status: 200, body: { ...CONFIG.body, currency_code: 'AED' } }, 'GET console/me': { status: 200, body: session(operator('support'), [{ role, store: null }]) },
    'GET console/money/transactions?limit=25&offset=0': { status: 200, body: { total: 0, transactions: [] } },
    'GET console/money/couriers?limit=25&offset=0': { status: 200, body: { total: 1, couriers: [courier] } },
    ...handlers,
  });
  renderConsole('/money');
  return calls;
}

afterEach(() => vi.restoreAllMocks());

describe('a courier\'s settlement history on the money page', () => {
  it('opens per courier: loading, then the cash handed back newest first with who took it, a page at a time', async () => {
    const calls = openHistory('finance', {
      'GET console/money/couriers/41/settlements?limit=25&offset=0': { status: 200, body: { total: 26, settlements: [settlement(9, 10.5, 'Evening'), settlement(8, 5)] } },
      'GET console/money/couriers/41/settlements?limit=25&offset=25': { status: 200, body: { total: 26, settlements: [settlement(1, 0.5)] } },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Courier cash' }));
    fireEvent.click(within(await screen.findByTestId('courier-cash')).getByRole('button', { name: 'History of Omar Courier\'s cash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash Omar Courier handed back' });
    expect(within(dialog).getByRole('status', { name: 'Loading' })).toBeTruthy();
    const rows = await within(dialog).findAllByTestId('settlement');
    expect(rows.map((r) => r.textContent?.replace(/\s/g, ' '))).toEqual([
      expect.stringMatching(/AED 10\.50.*taken by Lina Haddad · Evening/), expect.stringMatching(/AED 5\.00.*taken by Lina Haddad$/),
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('settlement')).toHaveLength(1));
    expect(within(dialog).getByText('Page 2 of 2')).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('/settlements')).map((c) => c.path)).toEqual([
      'console/money/couriers/41/settlements?limit=25&offset=0', 'console/money/couriers/41/settlements?limit=25&offset=25',
    ]);
  });

  it('says when the courier has handed nothing back', async () => {
    openHistory('finance', { 'GET console/money/couriers/41/settlements?limit=25&offset=0': { status: 200, body: { total: 0, settlements: [] } } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Courier cash' }));
    fireEvent.click(within(await screen.findByTestId('courier-cash')).getByRole('button', { name: 'History of Omar Courier\'s cash' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No cash handed back yet')).toBeTruthy();
    expect(within(dialog).queryByTestId('settlement')).toBeNull();
  });
});
