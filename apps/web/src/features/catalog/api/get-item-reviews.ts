import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

export const getItemReviews = (id: number, signal?: AbortSignal) =>
  api.get<ReviewPage>(`items/reviews/${id}`, { query: { limit: 10, offset: 1 }, silent: true, signal });

export const itemReviewsQueryOptions = (id: number) =>
  queryOptions({ queryKey: scopedKey('item', id, 'reviews'), queryFn: ({ signal }) => getItemReviews(id, signal) });

export const useItemReviews = (id: number) => useQuery(itemReviewsQueryOptions(id));
