import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cashback } from '@storefront/contract';
import { api } from '@/lib/api-client';

/** Cashback offers running today; the same for everyone (no zone, module or sign-in needed). */
export const getCashbacks = (signal?: AbortSignal) => api.get<Cashback[]>('cashback/list', { silent: true, signal });

export const cashbacksQueryOptions = () => queryOptions({ queryKey: ['cashbacks'], queryFn: ({ signal }) => getCashbacks(signal) });

export const useCashbacks = () => useQuery(cashbacksQueryOptions());
