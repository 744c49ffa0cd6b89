import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { FIRST_PAGE, nextPage } from '@/lib/paging';
import { scopedKey } from '@/lib/query-scope';

export const getStoreReviews = (storeId: number, offset: number, signal?: AbortSignal) =>
  api.get<ReviewPage>('stores/reviews', { query: { store_id: storeId, limit: 10, offset }, silent: true, signal });

export const storeReviewsInfiniteOptions = (storeId: number) =>
  infiniteQueryOptions({
    queryKey: scopedKey('store', storeId, 'reviews'),
    queryFn: ({ pageParam, signal }) => getStoreReviews(storeId, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage<ReviewPage>((page) => page.reviews),
  });

export const useStoreReviews = (storeId: number) => useInfiniteQuery(storeReviewsInfiniteOptions(storeId));
