import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';
import { serverFieldErrors } from '@/lib/form-errors';
import { useForm } from '@/lib/use-form';
import { useForgotPassword } from '../api/forgot-password';

const FIELDS = ['email_or_phone'] as const;

/** Step 1 of the reset: the email or phone that should get the code. */
export function ResetIdentifyStep({ initial, onSent }: { initial: string; onSent: (account: string) => void }) {
  const { t } = useTranslation();
  const send = useForgotPassword();
  const { values, setErrors, showErrors, field, formRef } = useForm<'email_or_phone'>({ email_or_phone: initial });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const account = values.email_or_phone.trim();
    if (!account) return showErrors({ email_or_phone: t('auth.errors.email_or_phone_required') });
    setErrors({});
    send.mutate(
      { email_or_phone: account },
      { onSuccess: () => onSent(account), onError: (error) => showErrors(serverFieldErrors(error, FIELDS)) },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="mt-6 space-y-4">
      <TextField label={t('auth.email_or_phone')} placeholder={t('auth.email_or_phone_placeholder')} autoComplete="username" {...field('email_or_phone')} />
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
        {send.isPending && <Spinner className="size-4.5" />}
        {t('auth.send_code')}
      </Button>
    </form>
  );
}
