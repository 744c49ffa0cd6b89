import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { WalletBonusList } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { WALLET_QUERY_ROOT } from '@/lib/query-roots';
import { useToken } from '@/lib/session';

/** The add-fund bonus rules running today. */
export const getWalletBonuses = (signal?: AbortSignal) => api.get<WalletBonusList>('customer/wallet/bonuses', { silent: true, signal });

export const walletBonusesOptions = (token: string | null) =>
  queryOptions({
    queryKey: [WALLET_QUERY_ROOT, 'bonuses', token] as const,
    queryFn: token ? ({ signal }) => getWalletBonuses(signal) : skipToken,
    staleTime: 5 * 60_000,
  });

export const useWalletBonuses = () => useQuery(walletBonusesOptions(useToken()));
