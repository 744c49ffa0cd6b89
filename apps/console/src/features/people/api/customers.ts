import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsoleCustomerOrderPage, ConsoleCustomerPage, ConsoleCustomerProfile, ConsoleLedgerPage, ConsoleWalletAdjusted, ConsoleWalletAdjustment,
} from '@storefront/contract';
import { api, apiRequest } from '../../../lib/api-client';

export const CUSTOMERS_PAGE_SIZE = 25;
export const CUSTOMER_ROWS_PAGE_SIZE = 10;

export interface CustomerFilters {
  search: string;
  blocked: 'all' | 'blocked' | 'active';
  page: number;
}

export const customerKeys = { all: ['customers'] as const, one: (id: number) => ['customers', 'one', id] as const };

/** The list's filters as the query string (the export takes the same). */
function filterQuery(filters: Omit<CustomerFilters, 'page'>): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.blocked !== 'all') query.set('blocked', String(filters.blocked === 'blocked'));
  return query;
}

/** A page of the customers, newest first, by the start of a name, email or phone, blocked or not. */
export function useCustomers(filters: CustomerFilters) {
  const query = filterQuery(filters);
  query.set('limit', String(CUSTOMERS_PAGE_SIZE));
  query.set('offset', String((filters.page - 1) * CUSTOMERS_PAGE_SIZE));
  return useQuery({
    queryKey: [...customerKeys.all, 'list', filters.search.trim(), filters.blocked, filters.page],
    queryFn: ({ signal }) => api.get<ConsoleCustomerPage>(`console/customers?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The filtered customers as CSV text, from the server. */
export const useCustomersExport = () => useMutation({
  mutationFn: (filters: Omit<CustomerFilters, 'page'>) => api.get<string>(`console/customers/export?${filterQuery(filters)}`),
});

export const useCustomer = (id: number) => useQuery({
  queryKey: customerKeys.one(id),
  queryFn: ({ signal }) => api.get<ConsoleCustomerProfile>(`console/customers/${id}`, { signal }),
});

const page = (p: number) => `limit=${CUSTOMER_ROWS_PAGE_SIZE}&offset=${(p - 1) * CUSTOMER_ROWS_PAGE_SIZE}`;

export const useCustomerOrders = (id: number, p: number) => useQuery({
  queryKey: [...customerKeys.one(id), 'orders', p],
  queryFn: ({ signal }) => api.get<ConsoleCustomerOrderPage>(`console/customers/${id}/orders?${page(p)}`, { signal }),
  placeholderData: keepPreviousData,
});

export const useCustomerLedger = (id: number, p: number) => useQuery({
  queryKey: [...customerKeys.one(id), 'wallet', p],
  queryFn: ({ signal }) => api.get<ConsoleLedgerPage>(`console/customers/${id}/wallet?${page(p)}`, { signal }),
  placeholderData: keepPreviousData,
});

/** Everything shown of customers reads again after a change. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: customerKeys.all });
}

/** A wallet adjustment; `key` makes a retry of the same one answer it instead of adjusting twice. */
export function useAdjustWallet(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, key }: { body: ConsoleWalletAdjustment; key: string }) =>
      apiRequest<ConsoleWalletAdjusted>(`console/customers/${id}/wallet-adjustments`, { method: 'POST', body, headers: { 'Idempotency-Key': key } }),
    onSuccess: refresh,
  });
}

/** Blocks or unblocks the customer, with the reason. */
export function useSetBlocked(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ blocked, reason }: { blocked: boolean; reason: string }) =>
      api.put<ConsoleCustomerProfile>(`console/customers/${id}/${blocked ? 'block' : 'unblock'}`, { reason }),
    onSuccess: refresh,
  });
}
