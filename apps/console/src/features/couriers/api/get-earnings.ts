import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CourierEarnings } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';
import { courierKeys } from './courier-keys';

/** Deliveries a page of the history holds (the server's own default). */
export const EARNINGS_PAGE_SIZE = 20;

/** `page` is the server's 1-based page number (its `offset`). */
export const getEarnings = (page: number, signal?: AbortSignal) =>
  api.get<CourierEarnings>(`console/courier/earnings?limit=${EARNINGS_PAGE_SIZE}&offset=${page}`, { signal });

export const earningsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: courierKeys.earnings(),
    queryFn: ({ pageParam, signal }) => getEarnings(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.offset + 1 : undefined),
    retry: retryUnlessRefused,
    refetchOnWindowFocus: true,
  });

/** Today's and this week's tallies, cash in hand, and the delivery history page by page, newest first. */
export const useEarnings = () => useInfiniteQuery(earningsQueryOptions());
