import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleReviewPage } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';

export type ReviewFilter = 'all' | 'unanswered';

/** Reviews a page. */
export const REVIEWS_PAGE_SIZE = 20;

export const getStoreReviews = (storeId: number, filter: ReviewFilter, page: number, signal?: AbortSignal) =>
  api.get<ConsoleReviewPage>(`console/stores/${storeId}/reviews?filter=${filter}&limit=${REVIEWS_PAGE_SIZE}&offset=${page}`, { signal });

export const storeReviewsQueryOptions = (storeId: number, filter: ReviewFilter, page: number, language: string) =>
  queryOptions({
    // Item names come in the console's language.
    queryKey: ['reviews', storeId, filter, page, language],
    queryFn: ({ signal }) => getStoreReviews(storeId, filter, page, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

/** A page (from 1) of the store's reviews, newest first: all, or those without a reply. */
export const useStoreReviews = (storeId: number, filter: ReviewFilter, page: number, language: string) =>
  useQuery(storeReviewsQueryOptions(storeId, filter, page, language));
