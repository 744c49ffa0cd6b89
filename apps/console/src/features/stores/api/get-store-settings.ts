import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreSettings } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';

export const getStoreSettings = (storeId: number, signal?: AbortSignal) => api.get<StoreSettings>(`console/stores/${storeId}`, { signal });

export const storeSettingsQueryOptions = (storeId: number) =>
  queryOptions({ queryKey: ['stores', storeId, 'settings'], queryFn: ({ signal }) => getStoreSettings(storeId, signal), retry: retryUnlessRefused });

/** The store's settings as its staff edit them: order rules, hours, the "open now" switch, pictures and the version they name. */
export const useStoreSettings = (storeId: number) => useQuery(storeSettingsQueryOptions(storeId));
