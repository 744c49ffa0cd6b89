import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsoleCashback, ConsoleCashbackCreate, ConsoleCashbackPage, ConsoleCashbackUpdate, CouponState } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { useVersionedWrites } from '../../../lib/versioned-api';

export const CASHBACKS_PAGE_SIZE = 20;

export interface CashbackFilters {
  state: CouponState | 'all';
  search: string;
  page: number;
}

const cashbackKeys = { all: ['cashbacks'] as const, list: (f: CashbackFilters) => ['cashbacks', f.state, f.search, f.page] as const };

/** A page of the cashback offers, newest first, found by part of the title, in a state when asked. */
export function useCashbacks(filters: CashbackFilters) {
  const query = new URLSearchParams({ limit: String(CASHBACKS_PAGE_SIZE), offset: String((filters.page - 1) * CASHBACKS_PAGE_SIZE) });
  if (filters.state !== 'all') query.set('state', filters.state);
  if (filters.search.trim()) query.set('search', filters.search.trim());
  return useQuery({
    queryKey: cashbackKeys.list(filters),
    queryFn: ({ signal }) => api.get<ConsoleCashbackPage>(`console/cashbacks?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Creating and saving offers: the lists read again (an offer's state and place in them may have changed). */
export const useCashbackWrites = () => useVersionedWrites<ConsoleCashback, ConsoleCashbackCreate, ConsoleCashbackUpdate>('console/cashbacks', [cashbackKeys.all]);
