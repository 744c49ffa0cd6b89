import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ReviewReminder } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { ORDERS_QUERY_ROOT } from '@/lib/query-roots';
import { useToken } from '@/lib/session';

/** The latest delivered order with items still to rate (order_id null when there is none). */
export const getReviewReminder = (signal?: AbortSignal) =>
  api.get<ReviewReminder>('customer/review-reminder', { silent: true, signal });

/** Under 'orders': an order delivered while tracked may be the one to ask about. */
export const reviewReminderKey = () => [ORDERS_QUERY_ROOT, 'review-reminder'] as const;

/** Guests are never asked: without a token nothing is requested. */
export const reviewReminderQueryOptions = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: [...reviewReminderKey(), token] as const,
    queryFn: token && enabled ? ({ signal }) => getReviewReminder(signal) : skipToken,
    staleTime: 60_000,
  });

export const useReviewReminder = (enabled = true) => useQuery(reviewReminderQueryOptions(useToken(), enabled));
