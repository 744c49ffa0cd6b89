import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleModule, ConsoleModuleList, ConsoleModuleUpdate } from '@storefront/contract';
import { api } from '../../../lib/api-client';

const moduleKeys = { all: ['console-modules'] as const };

/** Every module in the chooser's order, with its switches per zone. */
export const useConsoleModules = () => useQuery({ queryKey: moduleKeys.all, queryFn: ({ signal }) => api.get<ConsoleModuleList>('console/modules', { signal }) });

/** A save names the version read: a 409 (ApiAnswerError) carries the module now and the fields changed since. */
export function useUpdateModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ConsoleModuleUpdate }) => api.put<ConsoleModule>(`console/modules/${id}`, body),
    // The storefront's module list (the chooser) is read again too, in the console's language.
    onSuccess: () => void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'console-modules' || q.queryKey[0] === 'modules' }),
  });
}
