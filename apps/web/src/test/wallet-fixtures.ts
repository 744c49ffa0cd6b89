import type { LoyaltyTransaction, LoyaltyTransactionList, WalletBonus, WalletTransaction, WalletTransactionList } from '@storefront/contract';

export const walletTransactionFixture = (overrides: Partial<WalletTransaction> = {}): WalletTransaction => ({
  id: 1,
  transaction_id: 'wt-0001',
  transaction_type: 'add_fund',
  credit: 50,
  debit: 0,
  balance: 50,
  reference: null,
  created_at: '2026-11-24T13:05:00.000Z',
  ...overrides,
});

export const walletPage = (data: WalletTransaction[], overrides: Partial<WalletTransactionList> = {}): WalletTransactionList => ({
  total_size: data.length,
  limit: 10,
  offset: 1,
  data,
  ...overrides,
});

export const walletBonusFixture = (overrides: Partial<WalletBonus> = {}): WalletBonus => ({
  id: 1,
  title: 'Weekend top-up',
  description: '',
  bonus_type: 'percent',
  bonus_amount: 10,
  minimum_add_amount: 50,
  maximum_bonus_amount: 5,
  start_date: '2026-11-01',
  end_date: '2026-12-31',
  ...overrides,
});

export const loyaltyTransactionFixture = (overrides: Partial<LoyaltyTransaction> = {}): LoyaltyTransaction => ({
  id: 1,
  transaction_id: 'lt-0001',
  transaction_type: 'order_place',
  credit: 120,
  debit: 0,
  balance: 120,
  reference: 'order:100001',
  created_at: '2026-11-24T13:05:00.000Z',
  ...overrides,
});

export const loyaltyPage = (data: LoyaltyTransaction[], overrides: Partial<LoyaltyTransactionList> = {}): LoyaltyTransactionList => ({
  total_size: data.length,
  limit: 10,
  offset: 1,
  data,
  ...overrides,
});

/** The URLs fetch was called with for `path` (after /api/v1/). */
export const requestsTo = (fetchMock: { mock: { calls: unknown[][] } }, path: string) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x')).filter((url) => url.pathname === `/api/v1/${path}`);
