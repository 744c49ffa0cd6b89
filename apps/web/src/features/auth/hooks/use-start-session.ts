import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AuthSession } from '@storefront/contract';
import { saveToken } from '@/lib/session';
import { toast } from '@/lib/toast';

/** Keeps the new token, says so, and moves on; the header follows the stored token by itself. */
export function useStartSession() {
  const navigate = useNavigate();
  return useCallback(
    (session: AuthSession, message: string, to: string) => {
      saveToken(session.token);
      toast.success(message);
      navigate(to, { replace: true });
    },
    [navigate],
  );
}
