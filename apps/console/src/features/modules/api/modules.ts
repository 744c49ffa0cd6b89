import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleModule, ConsoleModuleList, ConsoleModuleUpdate, ModulePicture } from '@storefront/contract';
import { api } from '../../../lib/api-client';

const moduleKeys = { all: ['console-modules'] as const };

/** Every module in the chooser's order, with its switches per zone. */
export const useConsoleModules = () => useQuery({ queryKey: moduleKeys.all, queryFn: ({ signal }) => api.get<ConsoleModuleList>('console/modules', { signal }) });

/** A save names the version read: a 409 (ApiAnswerError) carries the module now and the fields changed since. */
export function useUpdateModule() {
  const saved = useSaved();
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: ConsoleModuleUpdate }) => api.put<ConsoleModule>(`console/modules/${id}`, body), onSuccess: saved });
}

/** A new icon (the chooser's picture) or thumbnail (the module page's shared picture) over the version read; a 409 as for a save. */
export function useUploadModulePicture() {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ id, version, picture, file }: { id: number; version: number; picture: ModulePicture; file: File }) => {
      const form = new FormData();
      form.append('version', String(version));
      form.append('image', file);
      return api.put<ConsoleModule>(`console/modules/${id}/${picture}`, form);
    },
    onSuccess: saved,
  });
}

/** After a save: the console's modules and the storefront's module list (the chooser) are read again, in the console's language. */
function useSaved() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'console-modules' || q.queryKey[0] === 'modules' });
}
