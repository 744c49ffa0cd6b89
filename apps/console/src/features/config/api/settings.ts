import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleSettings, ConsoleSettingsUpdate } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';
import { configQueryOptions } from './get-config';

const settingsKeys = { all: ['business-settings'] as const };

/** The business settings, every section. */
export function useSettings() {
  return useQuery({ queryKey: settingsKeys.all, queryFn: ({ signal }) => api.get<ConsoleSettings>('console/settings', { signal }), retry: retryUnlessRefused });
}

/** A save names the version read: a 409 (ApiAnswerError) carries the settings now and the fields changed since; the storefront's config is read afresh. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleSettingsUpdate) => api.put<ConsoleSettings>('console/settings', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.all, saved);
      void queryClient.invalidateQueries({ queryKey: configQueryOptions().queryKey });
    },
  });
}
