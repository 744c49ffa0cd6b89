import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffSessionInfo } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { clearToken } from '../../../lib/session';
import { sessionsQueryOptions } from './get-sessions';

export const revokeSession = (id: number) => api.delete<{ message: string }>(`console/sessions/${id}`);

/** Signs one session out; signing this one out ends the session here too, as signing out does. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: StaffSessionInfo) => revokeSession(session.id),
    onSuccess: (_answer, session) => {
      if (session.current) {
        clearToken();
        queryClient.clear();
        return;
      }
      return queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
    },
  });
}
