import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorLogin, OperatorSession } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { saveToken } from '../../../lib/session';
import { meQueryOptions } from './get-me';

export const signIn = (body: OperatorLogin) => api.post<OperatorSession>('operator/auth/login', body, { keepSession: true });

/** Signing in keeps the token for the next calls and the profile the answer brings, so that the shell needs no second call. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      queryClient.clear();
      queryClient.setQueryData(meQueryOptions().queryKey, session.operator);
      saveToken(session.token);
    },
  });
}
