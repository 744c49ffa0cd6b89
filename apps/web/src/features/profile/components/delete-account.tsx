import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@storefront/ui/button';
import { ConfirmDialog } from '@storefront/ui/confirm-dialog';
import { TrashIcon } from '@storefront/ui/icons';
import { toast } from '@storefront/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { clearToken } from '@/lib/session';
import { useRemoveAccount } from '../api/remove-account';

/** Deleting the account clears the token and goes to /; a failure shows its first message. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useRemoveAccount();
  const [open, setOpen] = useState(false);

  const confirm = () => {
    setOpen(false);
    remove.mutate(undefined, {
      onSuccess: () => {
        clearToken();
        toast.success(t('profile.deleted'));
        navigate('/', { replace: true });
      },
      onError: (error) => toast.error(errorMessage(error) ?? t('errors.generic')),
    });
  };

  return (
    <section className="rounded-2xl border border-red-200 p-5 dark:border-red-900/60">
      <h2 className="text-base font-bold">{t('profile.delete_account')}</h2>
      <p className="mt-1 text-sm text-muted">{t('profile.delete_description')}</p>
      <Button variant="outline" className="mt-4 text-red-600 dark:text-red-400" disabled={remove.isPending} onClick={() => setOpen(true)}>
        <TrashIcon className="size-4" />
        {t('profile.delete_account')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('profile.delete_confirm_title')}
        description={t('profile.delete_confirm')}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      />
    </section>
  );
}
