import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AuthSession } from '@storefront/contract';
import { toast } from '@storefront/ui/toast';
import { saveToken } from '@/lib/session';

/** Long enough to read: it may be the first sign that someone else is trying the account. */
export const FAILED_ATTEMPTS_TOAST_MS = 10_000;

/**
 * Keeps the new token, says so, and moves on; the header follows the stored token by itself. Wrong
 * passwords given for the account since the last sign-in are told with a warning of their own.
 */
export function useStartSession() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    (session: AuthSession, message: string, to: string) => {
      saveToken(session.token);
      toast.success(message);
      const failed = session.failed_attempts ?? 0;
      if (failed > 0) toast.error(t('auth.failed_attempts', { count: failed }), FAILED_ATTEMPTS_TOAST_MS);
      navigate(to, { replace: true });
    },
    [navigate, t],
  );
}
