import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { CustomerAddressList } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const ADDRESSES_QUERY_ROOT = 'customer-addresses';
/** One page holds them all: customers keep a handful of addresses. */
const LIMIT = 100;

export const getAddresses = (signal?: AbortSignal) =>
  api.get<CustomerAddressList>('customer/address/list', { query: { limit: LIMIT, offset: 1 }, silent: true, signal });

/** Keyed by the token, like the customer: another account never sees these. */
export const addressesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [ADDRESSES_QUERY_ROOT, token] as const,
    queryFn: token ? ({ signal }) => getAddresses(signal) : skipToken,
    select: (page) => page.addresses,
  });

/** The signed-in customer's saved addresses, newest first; idle for guests. */
export const useAddresses = () => useQuery(addressesQueryOptions(useToken()));
