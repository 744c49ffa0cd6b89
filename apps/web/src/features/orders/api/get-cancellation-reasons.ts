import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CancellationReasonList } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { getStoredLanguage } from '@/lib/language';

/** The customer's reasons, offset 1 and limit 10. */
export const getCancellationReasons = (signal?: AbortSignal) =>
  api.get<CancellationReasonList>('customer/order/cancellation-reasons', { query: { offset: 1, limit: 10, type: 'customer' }, silent: true, signal });

export const cancellationReasonsQueryOptions = () =>
  queryOptions({ queryKey: ['cancellation-reasons', getStoredLanguage()], queryFn: ({ signal }) => getCancellationReasons(signal), select: (list) => list.reasons });

export const useCancellationReasons = (enabled: boolean) => useQuery({ ...cancellationReasonsQueryOptions(), enabled });
