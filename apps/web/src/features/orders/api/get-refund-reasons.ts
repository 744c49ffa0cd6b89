import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundReasonList } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { getStoredLanguage } from '@/lib/language';
import { ORDERS_QUERY_ROOT } from '@/lib/query-roots';

export const getRefundReasons = (signal?: AbortSignal) =>
  api.get<RefundReasonList>('customer/order/refund-reasons', { silent: true, signal });

/** The reasons come in the request's language. */
export const refundReasonsQueryOptions = () =>
  queryOptions({
    queryKey: [ORDERS_QUERY_ROOT, 'refund-reasons', getStoredLanguage()] as const,
    queryFn: ({ signal }) => getRefundReasons(signal),
    select: (list) => list.refund_reasons,
    staleTime: 5 * 60_000,
  });

export const useRefundReasons = (enabled: boolean) => useQuery({ ...refundReasonsQueryOptions(), enabled });
