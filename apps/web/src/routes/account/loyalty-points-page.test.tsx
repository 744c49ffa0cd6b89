import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '@storefront/contract';
import { customerFixture, requestBody } from '@/test/account-fixtures';
import { configFixture } from '@/test/fixtures';
import { mockFetch, renderWithApp, type MockResponse } from '@/test/utils';
import { loyaltyPage, loyaltyTransactionFixture, requestsTo, walletPage } from '@/test/wallet-fixtures';
import { LoyaltyPointsPage } from './loyalty-points-page';

type Route = MockResponse | ((init: RequestInit, url: URL) => MockResponse);

function setup(routes: Record<string, Route> = {}, config: Partial<Config> = {}) {
  const fetchMock = mockFetch({
    config: { body: configFixture(config) },
    'customer/info': { body: customerFixture({ loyalty_point: 1250, wallet_balance: 10 }) },
    'customer/loyalty-point/transactions': { body: loyaltyPage([]) },
    ...routes,
  });
  const view = renderWithApp(<LoyaltyPointsPage />, { path: '/loyalty-points', extraRoutes: ['/auth/sign-in'] });
  return { fetchMock, ...view };
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Convert to wallet' }));
  const dialog = screen.getByRole('dialog', { name: 'Convert points to wallet money' });
  return {
    dialog,
    type: (value: string) => fireEvent.change(within(dialog).getByLabelText('Points to convert'), { target: { value } }),
    submit: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Convert to wallet' })),
  };
}

beforeEach(() => localStorage.setItem('token', 'token-123'));

describe('/loyalty-points', () => {
  it('shows the points, the rate, the minimum and the history (earned on order #x, converted to wallet)', async () => {
    const { fetchMock } = setup({
      'customer/loyalty-point/transactions': {
        body: loyaltyPage([
          loyaltyTransactionFixture({ id: 2, transaction_type: 'point_to_wallet', credit: 0, debit: 100, balance: 1250, reference: null }),
          loyaltyTransactionFixture({ id: 1, transaction_type: 'order_place', credit: 120, debit: 0, balance: 1350, reference: 'order:100001' }),
          loyaltyTransactionFixture({ id: 0, transaction_id: 'LP00000007', transaction_type: 'opening_balance', credit: 1230, debit: 0, balance: 1230, reference: null }),
        ]),
      },
    });
    expect((await screen.findByTestId('loyalty-points')).textContent).toBe('1,250');
    expect(screen.getByTestId('loyalty-rate').textContent).toBe('10 points = $1.00');
    expect(screen.getByText('Convert from 100 points')).toBeTruthy();
    expect(screen.getByText('Earn 5% of every delivered order back as points.')).toBeTruthy();

    const [converted, earned, opening] = await screen.findAllByTestId('loyalty-transaction');
    expect(within(opening!).getByText('Opening balance')).toBeTruthy();
    expect(within(opening!).getByText('Transaction ID LP00000007')).toBeTruthy();
    expect(within(converted!).getByText('Converted to wallet')).toBeTruthy();
    expect(within(converted!).getByTestId('ledger-amount').textContent).toBe('-100');
    expect(within(converted!).getByTestId('ledger-amount').dataset.direction).toBe('debit');
    expect(within(earned!).getByText('Earned on order #100001')).toBeTruthy();
    expect(within(earned!).getByTestId('ledger-amount').textContent).toBe('+120');
    expect(within(earned!).getByTestId('ledger-balance').textContent).toBe('Balance 1,350 points');
    expect(earned!.querySelector('time')!.textContent).toMatch(/\d{2}:\d{2} (AM|PM)$/);
    expect(requestsTo(fetchMock, 'customer/loyalty-point/transactions')[0]!.search).toBe('?limit=10&offset=1');
  });

  it('shows an empty history', async () => {
    setup();
    expect(await screen.findByText('No points yet')).toBeTruthy();
  });

  it('pages the history with Load more', async () => {
    const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => loyaltyTransactionFixture({ id: from + i }));
    const { fetchMock } = setup({
      'customer/loyalty-point/transactions': (_init, url) =>
        url.searchParams.get('offset') === '2' ? { body: loyaltyPage(rows(11, 1), { total_size: 11, offset: 2 }) } : { body: loyaltyPage(rows(1, 10), { total_size: 11 }) },
    });
    await waitFor(() => expect(screen.getAllByTestId('loyalty-transaction')).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('loyalty-transaction')).toHaveLength(11));
    expect(requestsTo(fetchMock, 'customer/loyalty-point/transactions').map((url) => url.searchParams.get('offset'))).toEqual(['1', '2']);
  });

  it('refuses below the minimum, above the balance and non-whole points without a request', async () => {
    const { fetchMock } = setup();
    const { dialog, type, submit } = await openDialog();
    submit();
    expect(within(dialog).getByText('Please enter the points to convert.')).toBeTruthy();
    type('50');
    submit();
    expect(within(dialog).getByText('You have to transfer at least 100 points.')).toBeTruthy();
    type('2000');
    submit();
    expect(within(dialog).getByText('You do not have enough points.')).toBeTruthy();
    type('12.5');
    submit();
    expect(within(dialog).getByText('Enter a whole number of points.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'customer/loyalty-point/point-transfer')).toHaveLength(0);
  });

  it('previews the money as points are typed, cut to the currency decimals', async () => {
    setup({}, { loyalty_point_exchange_rate: 3 });
    const { dialog, type } = await openDialog();
    expect(within(dialog).getByTestId('points-preview').textContent).toBe('$0.00');
    type('155');
    expect(within(dialog).getByTestId('points-preview').textContent).toBe('$51.66');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use all' }));
    expect(within(dialog).getByTestId('points-preview').textContent).toBe('$416.66');
  });

  it('sends {point}, says so, closes, and asks again for the customer and both histories', async () => {
    const { fetchMock, queryClient } = setup({
      'customer/loyalty-point/point-transfer': { body: { message: 'Point to wallet transfer successfully.', wallet_balance: 25, loyalty_point: 1100 } },
    });
    await screen.findByText('No points yet');
    const walletKey = ['wallet', 'transactions', 'all', 'token-123'];
    queryClient.setQueryData(walletKey, { pages: [walletPage([])], pageParams: [1] });
    const before = { info: requestsTo(fetchMock, 'customer/info').length, rows: requestsTo(fetchMock, 'customer/loyalty-point/transactions').length };

    const { type, submit } = await openDialog();
    type('150');
    submit();
    expect(await screen.findByText('Point to wallet transfer successfully.')).toBeTruthy();
    expect(requestBody(fetchMock, 'customer/loyalty-point/point-transfer')).toEqual({ point: 150 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(requestsTo(fetchMock, 'customer/info').length).toBe(before.info + 1));
    await waitFor(() => expect(requestsTo(fetchMock, 'customer/loyalty-point/transactions').length).toBe(before.rows + 1));
    expect(queryClient.getQueryState(walletKey)?.isInvalidated).toBe(true);
  });

  it("keeps the dialog open with the server's refusal", async () => {
    setup({ 'customer/loyalty-point/point-transfer': { status: 422, body: { errors: [{ code: 'point', message: 'You have to transfer at least 200 points.' }] } } });
    const { dialog, type, submit } = await openDialog();
    type('150');
    submit();
    expect(await within(dialog).findByText('You have to transfer at least 200 points.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('Point to wallet transfer successfully.')).toBeNull();
  });

  it('offers no conversion while the wallet is off', async () => {
    setup({}, { customer_wallet_status: 0 });
    expect(await screen.findByTestId('loyalty-points')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Convert to wallet' })).toBeNull();
    expect(screen.getByText(/Converting points needs the wallet/)).toBeTruthy();
  });
});
