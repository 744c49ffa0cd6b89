import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@storefront/ui/button';
import { PasswordField } from '@storefront/ui/form/password-field';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { checkConfirmation, checkNewPassword } from '@/lib/account-rules';
import { foundErrors, hasErrors, serverFieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import { useResetPassword } from '../api/reset-password';

const FIELDS = ['password', 'confirm_password'] as const;
type Field = (typeof FIELDS)[number];

/** Step 3 of the reset: the new password, checked as the profile form checks it. */
export function ResetPasswordStep({ account, code, onBack }: { account: string; code: string; onBack: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { values, setErrors, showErrors, field, formRef } = useForm<Field>({ password: '', confirm_password: '' });
  const tr = (key: string | null) => (key ? t(key) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = foundErrors({
      password: tr(checkNewPassword(values.password)),
      confirm_password: values.password ? tr(checkConfirmation(values.confirm_password, values.password)) : null,
    });
    if (hasErrors(found)) return showErrors(found);
    setErrors({});
    reset.mutate(
      { email_or_phone: account, reset_token: code, ...values },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          navigate('/auth/sign-in', { replace: true });
        },
        onError: (error) => showErrors(serverFieldErrors(error, FIELDS)),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="mt-6 space-y-4">
      <PasswordField label={t('profile.new_password')} autoComplete="new-password" hint={t('auth.password_hint')} {...field('password')} />
      <PasswordField label={t('auth.confirm_password')} autoComplete="new-password" {...field('confirm_password')} />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending && <Spinner className="size-4.5" />}
        {t('auth.reset_password')}
      </Button>
      <button type="button" onClick={onBack} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400">
        {t('auth.back')}
      </button>
    </form>
  );
}
