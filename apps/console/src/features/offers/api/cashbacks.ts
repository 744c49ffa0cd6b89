import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleCashback, ConsoleCashbackCreate, ConsoleCashbackPage, ConsoleCashbackUpdate, CouponState } from '@storefront/contract';
import { api } from '../../../lib/api-client';

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

function useSaved() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: cashbackKeys.all });
}

export function useCreateCashback() {
  const saved = useSaved();
  return useMutation({ mutationFn: (body: ConsoleCashbackCreate) => api.post<ConsoleCashback>('console/cashbacks', body), onSuccess: saved });
}

/** A save names the version read: a 409 (ApiAnswerError) carries the offer now and the fields changed since. */
export function useUpdateCashback() {
  const saved = useSaved();
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: ConsoleCashbackUpdate }) => api.put<ConsoleCashback>(`console/cashbacks/${id}`, body), onSuccess: saved });
}
