import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleStoreUpdate, StoreSettings } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { storeSettingsQueryOptions } from './get-store-settings';

export const updateStoreSettings = (storeId: number, body: ConsoleStoreUpdate) => api.put<StoreSettings>(`console/stores/${storeId}`, body);

/** Saves the order rules; the answer (with its new version) becomes the settings in the cache. */
export function useUpdateStoreSettings(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleStoreUpdate) => updateStoreSettings(storeId, body),
    onSuccess: (settings) => queryClient.setQueryData(storeSettingsQueryOptions(storeId).queryKey, settings),
  });
}
