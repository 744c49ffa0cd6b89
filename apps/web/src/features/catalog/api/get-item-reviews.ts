import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { ITEM_QUERY_ROOT } from '@/lib/query-roots';
import { scopedKey } from '@/lib/query-scope';

export const getItemReviews = (id: number, signal?: AbortSignal) =>
  api.get<ReviewPage>(`items/reviews/${id}`, { query: { limit: 10, offset: 1 }, silent: true, signal });

export const itemReviewsQueryOptions = (id: number) =>
  queryOptions({ queryKey: scopedKey(ITEM_QUERY_ROOT, id, 'reviews'), queryFn: ({ signal }) => getItemReviews(id, signal) });

export const useItemReviews = (id: number) => useQuery(itemReviewsQueryOptions(id));
