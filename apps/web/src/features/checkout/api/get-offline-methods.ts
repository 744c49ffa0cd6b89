import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfflinePaymentMethodList } from '@storefront/contract';
import { api } from '@/lib/api-client';

/** GET offline_payment_method_list: what the business shows for each offline method and what the customer fills in. */
export const getOfflineMethods = (signal?: AbortSignal) =>
  api.get<OfflinePaymentMethodList>('offline_payment_method_list', { silent: true, signal });

export const offlineMethodsQueryOptions = () =>
  queryOptions({ queryKey: ['offline-payment-methods'], queryFn: ({ signal }) => getOfflineMethods(signal), staleTime: 5 * 60_000 });

/** Asked only once the customer chooses offline payment. */
export const useOfflineMethods = (enabled: boolean) => useQuery({ ...offlineMethodsQueryOptions(), enabled });
