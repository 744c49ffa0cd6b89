import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleStoreOpen, StoreSettings } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { storeSettingsQueryOptions } from './get-store-settings';

export const setStoreOpen = (storeId: number, body: ConsoleStoreOpen) => api.put<StoreSettings>(`console/stores/${storeId}/open`, body);

/** The "open now" switch; the answer becomes the settings in the cache. */
export function useSetStoreOpen(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleStoreOpen) => setStoreOpen(storeId, body),
    onSuccess: (settings) => queryClient.setQueryData(storeSettingsQueryOptions(storeId).queryKey, settings),
  });
}
