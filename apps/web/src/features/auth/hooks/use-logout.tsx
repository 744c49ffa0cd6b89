import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@storefront/ui/confirm-dialog';
import { toast } from '@storefront/ui/toast';
import { navigateTo } from '@/lib/navigation';
import { clearToken, homePath } from '@/lib/session';
import { revokeToken } from '../api/revoke-token';

export const LOGOUT_DELAY_MS = 500;
/** The longest sign-out waits for the server to revoke the token before going on without it. */
export const REVOKE_WAIT_MS = 3000;

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Logout behind the spec's confirm dialog; render `logoutDialog` next to the trigger. */
export function useLogout(onDone?: () => void) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  const confirm = () => {
    setOpen(false);
    // Revoking starts at once, within the half second the spec waits anyway, and the app says
    // "Logout successful." only once the server has forgotten the token (or stopped answering).
    const revoked = revokeToken();
    void Promise.all([wait(LOGOUT_DELAY_MS), Promise.race([revoked, wait(REVOKE_WAIT_MS)])]).then(() => {
      clearToken();
      toast.success(t('auth.logout_success'));
      onDone?.();
      navigateTo(homePath());
    });
  };

  const logoutDialog = (
    <ConfirmDialog open={open} onCancel={() => setOpen(false)} onConfirm={confirm} description={t('auth.logout_confirm')} />
  );
  return { requestLogout: () => setOpen(true), logoutDialog };
}
