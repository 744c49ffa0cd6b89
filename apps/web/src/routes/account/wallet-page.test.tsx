import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Config } from '@storefront/contract';
import { customerFixture, requestBody } from '@/test/account-fixtures';
import { configFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { requestsTo, walletBonusFixture, walletPage, walletTransactionFixture } from '@/test/wallet-fixtures';
import { WalletPage } from './wallet-page';

type Route = MockResponse | ((init: RequestInit, url: URL) => MockResponse);

function setup(routes: Record<string, Route> = {}, { entry = '/wallet', config = {} as Partial<Config> } = {}) {
  const fetchMock = mockFetch({
    config: { body: configFixture(config) },
    'customer/info': { body: customerFixture({ wallet_balance: 125.5 }) },
    'customer/wallet/transactions': { body: walletPage([]) },
    'customer/wallet/bonuses': { body: [] },
    ...routes,
  });
  const view = renderWithApp(<WalletPage />, { path: '/wallet', entry, extraRoutes: ['/auth/sign-in'] });
  return { fetchMock, ...view };
}

beforeEach(() => localStorage.setItem('token', 'token-123'));
afterEach(() => vi.unstubAllGlobals());

describe('/wallet', () => {
  it('shows the balance and the transactions with type, time, signed amount, balance after and reference', async () => {
    const { fetchMock } = setup({
      'customer/wallet/transactions': {
        body: walletPage([
          walletTransactionFixture({ id: 2, transaction_type: 'order_place', credit: 0, debit: 20, balance: 105.5, reference: 'order:100001' }),
          walletTransactionFixture({ id: 1, transaction_type: 'add_fund', credit: 50, debit: 0, balance: 125.5, reference: 'payment:Zx81', transaction_id: 'WT00000001' }),
        ]),
      },
    });
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('$125.50');
    const [order, fund] = await screen.findAllByTestId('wallet-transaction');
    expect(within(order!).getByText('Order payment')).toBeTruthy();
    expect(within(order!).getByText('Order #100001')).toBeTruthy();
    expect(within(order!).getByTestId('ledger-amount').textContent).toBe('-$20.00');
    expect(within(order!).getByTestId('ledger-amount').dataset.direction).toBe('debit');
    expect(within(order!).getByTestId('ledger-balance').textContent).toBe('Balance $105.50');
    expect(order!.querySelector('time')!.textContent).toMatch(/\d{2}:\d{2} (AM|PM)$/);
    expect(order!.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-24T13:05:00.000Z');
    expect(within(fund!).getByText('Fund added')).toBeTruthy();
    expect(within(fund!).getByText('Transaction ID WT00000001')).toBeTruthy();
    expect(within(fund!).getByTestId('ledger-amount').textContent).toBe('+$50.00');
    expect(within(fund!).getByTestId('ledger-amount').dataset.direction).toBe('credit');
    expect(requestsTo(fetchMock, 'customer/wallet/transactions')[0]!.search).toBe('?limit=10&offset=1&type=all');
  });

  it('filters by type: sends type=, keeps it in the address and says when a type has no rows', async () => {
    const { fetchMock, router } = setup({
      'customer/wallet/transactions': (_init, url) =>
        url.searchParams.get('type') === 'all' ? { body: walletPage([walletTransactionFixture()]) } : { body: walletPage([]) },
    });
    await screen.findByTestId('wallet-transaction');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Order', 'Add fund', 'Loyalty points', 'Referral', 'Cashback', 'Refund']);
    fireEvent.click(screen.getByRole('tab', { name: 'Cashback' }));
    expect(await screen.findByText('No transactions of this type')).toBeTruthy();
    expect(requestsTo(fetchMock, 'customer/wallet/transactions').map((url) => url.searchParams.get('type'))).toEqual(['all', 'cashback']);
    expect(router.state.location.search).toBe('?type=cashback');
    expect(screen.getByRole('tab', { name: 'Cashback' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows an empty history', async () => {
    setup();
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.getByText('Money you add, spend or earn shows up here.')).toBeTruthy();
  });

  it('loads the next page (offset 2) until total_size is reached', async () => {
    const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => walletTransactionFixture({ id: from + i }));
    const { fetchMock } = setup({
      'customer/wallet/transactions': (_init, url) =>
        url.searchParams.get('offset') === '2' ? { body: walletPage(rows(11, 3), { total_size: 13, offset: 2 }) } : { body: walletPage(rows(1, 10), { total_size: 13 }) },
    });
    await waitFor(() => expect(screen.getAllByTestId('wallet-transaction')).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('wallet-transaction')).toHaveLength(13));
    expect(requestsTo(fetchMock, 'customer/wallet/transactions').map((url) => url.searchParams.get('offset'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a failure with a retry that asks again', async () => {
    let calls = 0;
    setup({
      'customer/wallet/transactions': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { errors: [{ code: 'internal', message: 'Server is down' }] } } : { body: walletPage([walletTransactionFixture()]) };
      },
    });
    expect(await screen.findByText('Server is down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wallet-transaction')).toBeTruthy();
  });

  describe('Add fund', () => {
    const bonuses = [
      walletBonusFixture(),
      walletBonusFixture({ id: 2, title: 'Big basket', bonus_type: 'amount', bonus_amount: 3, minimum_add_amount: 100, maximum_bonus_amount: 0 }),
    ];

    it('validates the amount under the field without a request', async () => {
      const { fetchMock } = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'Add fund' }));
      const dialog = screen.getByRole('dialog', { name: 'Add fund to wallet' });
      const amount = within(dialog).getByLabelText('Amount');
      const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
      submit();
      expect(within(dialog).getByText('Please enter the amount to add.')).toBeTruthy();
      for (const value of ['0', '100001', 'abc', '-5']) {
        fireEvent.change(amount, { target: { value } });
        submit();
        expect(within(dialog).getByText('Enter an amount between $1.00 and $100,000.00.'), value).toBeTruthy();
        expect(amount.getAttribute('aria-invalid')).toBe('true');
      }
      fireEvent.change(amount, { target: { value: '10.555' } });
      submit();
      expect(within(dialog).getByText('Use at most 2 digits after the decimal point.')).toBeTruthy();
      expect(requestsTo(fetchMock, 'customer/wallet/add-fund')).toHaveLength(0);
    });

    it('lists the bonuses, marks the one the amount earns, sends the amount and goes to the payment page', async () => {
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      const { fetchMock } = setup({
        'customer/wallet/bonuses': { body: bonuses },
        'customer/wallet/add-fund': { body: { redirect_link: 'https://pay.example/checkout/abc' } },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Add fund' }));
      const dialog = screen.getByRole('dialog', { name: 'Add fund to wallet' });
      const [weekend, big] = await within(dialog).findAllByTestId('wallet-bonus');
      expect(within(weekend!).getByText('10% bonus on adding at least $50.00, up to $5.00')).toBeTruthy();
      expect(weekend!.textContent).toMatch(/Nov 1, 2026 – Dec 31, 2026/);
      expect(within(big!).getByText('$3.00 bonus on adding at least $100.00')).toBeTruthy();
      expect(weekend!.dataset.applies).toBe('false');

      fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '75' } });
      expect(weekend!.dataset.applies).toBe('true');
      expect(big!.dataset.applies).toBe('false');
      expect(within(dialog).getByTestId('bonus-applied').textContent).toBe('This amount earns $5.00 extra (Weekend top-up).');
      fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '20' } });
      expect(within(dialog).queryByTestId('bonus-applied')).toBeNull();

      fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '75' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/abc'));
      expect(requestBody(fetchMock, 'customer/wallet/add-fund')).toEqual({ amount: 75, payment_method: 'digital_payment', payment_return_path: '/wallet' });
      expect(within(dialog).getByRole('button', { name: /Opening the payment page/ }).hasAttribute('disabled')).toBe(true);
    });

    it("shows the server's refusal in the dialog", async () => {
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, assign });
      setup({ 'customer/wallet/add-fund': { status: 403, body: { errors: [{ code: 'add_fund_off', message: 'Adding fund to the wallet is not available.' }] } } });
      fireEvent.click(await screen.findByRole('button', { name: 'Add fund' }));
      const dialog = screen.getByRole('dialog');
      fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '20' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Adding fund to the wallet is not available.');
      expect(assign).not.toHaveBeenCalled();
    });

    it('is not offered when add_fund_status is 0', async () => {
      setup({}, { config: { add_fund_status: 0 } });
      expect(await screen.findByTestId('wallet-balance')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Add fund' })).toBeNull();
    });
  });

  describe('back from the payment page', () => {
    it('flag=success: says the fund shows once confirmed, asks again for balance and rows, and drops the flag', async () => {
      const { fetchMock, router } = setup({ 'customer/wallet/transactions': { body: walletPage([walletTransactionFixture()]) } });
      await screen.findByTestId('wallet-transaction');
      const before = { info: requestsTo(fetchMock, 'customer/info').length, rows: requestsTo(fetchMock, 'customer/wallet/transactions').length };

      await act(() => router.navigate('/wallet?type=all&flag=success'));
      expect(await screen.findByText('Payment received. The fund will show in your wallet once it is confirmed.')).toBeTruthy();
      await waitFor(() => expect(requestsTo(fetchMock, 'customer/info').length).toBe(before.info + 1));
      await waitFor(() => expect(requestsTo(fetchMock, 'customer/wallet/transactions').length).toBe(before.rows + 1));
      await waitFor(() => expect(router.state.location.search).toBe('?type=all'));
    });

    it.each([
      ['fail', 'The payment failed and no fund was added. Please try again.'],
      ['cancel', 'The payment was canceled and no fund was added.'],
    ])('flag=%s: says no fund was added', async (flag, message) => {
      const { router } = setup({}, { entry: `/wallet?flag=${flag}` });
      expect(await screen.findByText(message)).toBeTruthy();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(screen.queryByText(/Payment received/)).toBeNull();
    });
  });
});
