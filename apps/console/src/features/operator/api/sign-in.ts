import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OperatorLogin, OperatorSession } from '@storefront/contract';
import { ApiError } from '@storefront/ui/api-error';
import { api } from '../../../lib/api-client';
import { saveToken } from '../../../lib/session';

export const signIn = (body: OperatorLogin) => api.post<OperatorSession>('operator/auth/login', body, { keepSession: true });

/** The server asks for the authenticator app's code (or refuses the one sent): the sign-in's second step. */
export const asksForCode = (error: unknown): boolean => error instanceof ApiError && error.errors[0]?.code === 'two_factor_required';

/** Signing in keeps the token for the next calls; the shell then reads the person's roles (console/me). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      queryClient.clear();
      saveToken(session.token);
    },
  });
}
