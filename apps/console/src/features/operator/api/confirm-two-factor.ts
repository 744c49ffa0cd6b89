import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleSession } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { meQueryOptions } from './get-me';
import { twoFactorSetupQueryOptions } from './start-two-factor';

export const confirmTwoFactor = (code: string) => api.post<ConsoleSession>('console/two-factor/confirm', { code });

/** A right code turns the second factor on: the answer is the session as console/me now gives it. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: (session) => {
      queryClient.setQueryData(meQueryOptions().queryKey, session);
      queryClient.removeQueries({ queryKey: twoFactorSetupQueryOptions().queryKey });
    },
  });
}
