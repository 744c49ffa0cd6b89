import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearToken } from '../../../lib/session';

export const signOut = () => api.post<unknown>('operator/auth/logout', undefined, { keepSession: true });

/** Revokes the token on the server; the session ends on this device whatever the server answers. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut().catch(() => undefined),
    onSettled: () => {
      clearToken();
      queryClient.clear();
    },
  });
}
