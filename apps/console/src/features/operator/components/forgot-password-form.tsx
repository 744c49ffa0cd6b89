import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';
import { useRequestReset } from '../api/request-reset';
import { FormAlert } from './form-alert';

const linkClass = 'text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300';

/** Asks for a link to choose a new password; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestReset();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(email.trim() === '');
    if (email.trim()) request.mutate({ email: email.trim() });
  };

  if (request.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success" message={t('operator.forgot.sent')} />
        <Link to="/sign-in" className={linkClass}>{t('operator.back_to_sign_in')}</Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {request.isError && <FormAlert message={errorMessage(request.error) ?? t('errors.generic')} />}
      <TextField
        label={t('operator.email')}
        type="email"
        autoComplete="username"
        dir="ltr"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={missing ? t('operator.email_required') : null}
      />
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending && <Spinner className="size-4" />}
        {t('operator.forgot.send')}
      </Button>
      <Link to="/sign-in" className={`${linkClass} self-center`}>{t('operator.back_to_sign_in')}</Link>
    </form>
  );
}
