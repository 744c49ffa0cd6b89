import { infiniteQueryOptions, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import type { WalletFilter, WalletTransactionList } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { FIRST_PAGE, nextPage } from '@/lib/paging';
import { WALLET_QUERY_ROOT } from '@/lib/query-roots';
import { useToken } from '@/lib/session';

/** Default page size 10. */
export const WALLET_PAGE_SIZE = 10;

/** Newest first; `type` narrows to one family of rows (all: every row). */
export const getWalletTransactions = (type: WalletFilter, offset: number, signal?: AbortSignal) =>
  api.get<WalletTransactionList>('customer/wallet/transactions', { query: { limit: WALLET_PAGE_SIZE, offset, type }, silent: true, signal });

/** Keyed by the token: another account never sees these rows. */
export const walletTransactionsOptions = (type: WalletFilter, token: string | null) =>
  infiniteQueryOptions({
    queryKey: [WALLET_QUERY_ROOT, 'transactions', type, token] as const,
    queryFn: token ? ({ pageParam, signal }) => getWalletTransactions(type, pageParam, signal) : skipToken,
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage<WalletTransactionList>((page) => page.data),
  });

export const useWalletTransactions = (type: WalletFilter) => useInfiniteQuery(walletTransactionsOptions(type, useToken()));
