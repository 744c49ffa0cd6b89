import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourierCashPage, CourierSettlement, CourierSettlementPage, MoneyKind, MoneyTransactionPage, StoreStatementPage } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const MONEY_PAGE_SIZE = 25;

const paged = (page: number, extra: Record<string, string | undefined>) => {
  const q = new URLSearchParams({ limit: String(MONEY_PAGE_SIZE), offset: String((page - 1) * MONEY_PAGE_SIZE) });
  for (const [k, v] of Object.entries(extra)) if (v) q.set(k, v);
  return q;
};

/** Payments, refunds and wallet movements, newest first. */
export function useTransactions(kind: MoneyKind | '', page: number) {
  const query = paged(page, { kind: kind || undefined });
  return useQuery({
    queryKey: ['money', 'transactions', kind, page],
    queryFn: ({ signal }) => api.get<MoneyTransactionPage>(`console/money/transactions?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Each store's statement of the span (the server's last 30 days unless told). */
export function useStoreStatements(span: { from?: string | undefined; to?: string | undefined }, search: string, page: number) {
  const query = paged(page, { from: span.from, to: span.to, search: search || undefined });
  return useQuery({
    queryKey: ['money', 'stores', span.from, span.to, search, page],
    queryFn: ({ signal }) => api.get<StoreStatementPage>(`console/money/stores?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

const COURIERS_KEY = ['money', 'couriers'] as const;

/** The cash each courier holds, most first. */
export function useCourierCash(search: string, page: number) {
  const query = paged(page, { search: search || undefined });
  return useQuery({
    queryKey: [...COURIERS_KEY, search, page],
    queryFn: ({ signal }) => api.get<CourierCashPage>(`console/money/couriers?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The cash a courier handed back, newest first (read again after a settlement, under the couriers' key). */
export function useSettlements(operatorId: number, page: number) {
  const query = paged(page, {});
  return useQuery({
    queryKey: [...COURIERS_KEY, operatorId, 'settlements', page],
    queryFn: ({ signal }) => api.get<CourierSettlementPage>(`console/money/couriers/${operatorId}/settlements?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Records cash a courier handed back; the couriers' figures are read again. */
export function useSettleCash(operatorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { amount: number; note?: string }) => api.post<CourierSettlement>(`console/money/couriers/${operatorId}/settlements`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: COURIERS_KEY }),
  });
}
