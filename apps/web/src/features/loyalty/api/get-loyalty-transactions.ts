import { infiniteQueryOptions, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import type { LoyaltyTransactionList } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { FIRST_PAGE, nextPage } from '@/lib/paging';
import { LOYALTY_QUERY_ROOT } from '@/lib/query-roots';
import { useToken } from '@/lib/session';

/** Default page size 10. */
export const LOYALTY_PAGE_SIZE = 10;

/** Points earned on orders and converted to the wallet, newest first. */
export const getLoyaltyTransactions = (offset: number, signal?: AbortSignal) =>
  api.get<LoyaltyTransactionList>('customer/loyalty-point/transactions', { query: { limit: LOYALTY_PAGE_SIZE, offset }, silent: true, signal });

/** Keyed by the token: another account never sees these rows. */
export const loyaltyTransactionsOptions = (token: string | null) =>
  infiniteQueryOptions({
    queryKey: [LOYALTY_QUERY_ROOT, 'transactions', token] as const,
    queryFn: token ? ({ pageParam, signal }) => getLoyaltyTransactions(pageParam, signal) : skipToken,
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage<LoyaltyTransactionList>((page) => page.data),
  });

export const useLoyaltyTransactions = () => useInfiniteQuery(loyaltyTransactionsOptions(useToken()));
