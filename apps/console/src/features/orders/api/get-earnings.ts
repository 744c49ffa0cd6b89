import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreEarnings } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';

/** A span of days (YYYY-MM-DD, both included); none: the server's last 30 days. */
export interface EarningsSpan {
  from?: string;
  to?: string;
}

export function getEarnings(storeId: number, span: EarningsSpan, signal?: AbortSignal) {
  const query = new URLSearchParams(Object.entries(span).filter((e): e is [string, string] => Boolean(e[1])));
  const search = query.size ? `?${query.toString()}` : '';
  return api.get<StoreEarnings>(`console/stores/${storeId}/earnings${search}`, { signal });
}

export const earningsQueryOptions = (storeId: number, span: EarningsSpan) =>
  queryOptions({
    queryKey: ['orders', storeId, 'earnings', span.from ?? '', span.to ?? ''],
    queryFn: ({ signal }) => getEarnings(storeId, span, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** The store's delivered orders per day of its time zone, with the commission and what it keeps. */
export const useEarnings = (storeId: number, span: EarningsSpan) => useQuery(earningsQueryOptions(storeId, span));
