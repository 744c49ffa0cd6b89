import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Customer } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { CUSTOMER_QUERY_ROOT } from '@/lib/query-roots';
import { useToken } from '@/lib/session';

export const getCustomerInfo = (signal?: AbortSignal) => api.get<Customer>('customer/info', { silent: true, signal });

/**
 * Keyed by the token itself, so a new sign-in never shows the previous account's cache and
 * signing out leaves nothing to fetch.
 */
export const customerInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [CUSTOMER_QUERY_ROOT, 'info', token] as const,
    queryFn: token ? ({ signal }) => getCustomerInfo(signal) : skipToken,
    staleTime: 5 * 60_000,
  });

/** The signed-in customer; idle while nobody is signed in. */
export const useCustomer = () => useQuery(customerInfoQueryOptions(useToken()));

export const customerName = (customer: Pick<Customer, 'f_name' | 'l_name'>) => `${customer.f_name} ${customer.l_name}`.trim();
