import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleStoreSchedule, StoreSettings } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { storeSettingsQueryOptions } from './get-store-settings';

export const updateStoreSchedule = (storeId: number, body: ConsoleStoreSchedule) => api.put<StoreSettings>(`console/stores/${storeId}/schedule`, body);

/** Saves the weekly hours; the answer becomes the settings in the cache. */
export function useUpdateStoreSchedule(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleStoreSchedule) => updateStoreSchedule(storeId, body),
    onSuccess: (settings) => queryClient.setQueryData(storeSettingsQueryOptions(storeId).queryKey, settings),
  });
}
