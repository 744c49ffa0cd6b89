import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { navigateTo } from '@/lib/navigation';
import { clearToken, homePath } from '@/lib/session';
import { toast } from '@/lib/toast';
import { revokeToken } from '../api/revoke-token';

export const LOGOUT_DELAY_MS = 500;

/** Logout behind the spec's confirm dialog; render `logoutDialog` next to the trigger. */
export function useLogout(onDone?: () => void) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  const confirm = () => {
    setOpen(false);
    window.setTimeout(() => {
      // The request reads the token before it is cleared just below.
      revokeToken();
      clearToken();
      toast.success(t('auth.logout_success'));
      onDone?.();
      navigateTo(homePath());
    }, LOGOUT_DELAY_MS);
  };

  const logoutDialog = (
    <ConfirmDialog open={open} onCancel={() => setOpen(false)} onConfirm={confirm} description={t('auth.logout_confirm')} />
  );
  return { requestLogout: () => setOpen(true), logoutDialog };
}
