import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_STORAGE_KEYS, type MoneyTransaction } from '@storefront/contract';
import { CONFIG, mockApi, operator, renderConsole, session } from '../../../test/render-console';

const row = (id: string, kind: MoneyTransaction['kind'], type: string, amount: number): MoneyTransaction =>
  ({ id, kind, type, user_id: 3, order_id: null, amount, reference: null, created_at: '2026-11-25T18:00:00Z' });

afterEach(() => vi.restoreAllMocks());

describe('the money page\'s transactions', () => {
  it('names a wallet row\'s kind of movement in the console\'s language, a payment by its gateway', async () => {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.token, 'op_session');
    mockApi({
      'GET config': { status: 200, body: { ...CONFIG.body, currency_code: 'AED' } }, 'GET console/me': { status: 200, body: session(operator('support'), [{ role: 'finance', store: null }]) },
      'GET console/money/transactions?limit=25&offset=0': { status: 200, body: { total: 3, transactions: [row('w-3', 'wallet', 'add_fund_bonus', 5), row('w-2', 'wallet', 'adjustment', -2), row('p-1', 'payment', 'stripe', 40)] } },
    });
    renderConsole('/money');
    const rows = await screen.findAllByTestId('transaction');
    expect(rows.map((r) => r.firstElementChild?.textContent)).toEqual(['Wallet · Add fund bonus', 'Wallet · Staff adjustment', 'Payment · stripe']);
  });
});
