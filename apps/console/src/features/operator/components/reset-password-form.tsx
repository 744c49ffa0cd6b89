import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { PasswordField } from '@storefront/ui/form/password-field';
import { Spinner } from '@storefront/ui/spinner';
import { useResetPassword } from '../api/reset-password';
import { FormAlert } from './form-alert';

const linkClass = 'text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300';

/**
 * A new password with the mailed link's token (from the link's address). The server checks the
 * password by the customers' rules and refuses a used or expired link; both are shown as it words them.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<{ password?: string; again?: string }>({});

  if (!token) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert message={t('operator.reset.no_token')} />
        <Link to="/forgot-password" className={linkClass}>{t('operator.reset.ask_again')}</Link>
      </div>
    );
  }
  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success" message={t('operator.reset.done')} />
        <Link to="/sign-in" className={linkClass}>{t('operator.back_to_sign_in')}</Link>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      password: [...password].length < PASSWORD_MIN_LENGTH ? t('operator.reset.too_short', { count: PASSWORD_MIN_LENGTH }) : undefined,
      again: password !== again ? t('operator.reset.mismatch') : undefined,
    };
    setProblem(next);
    if (!next.password && !next.again) reset.mutate({ token, password });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {reset.isError && (
        <>
          <FormAlert message={errorMessage(reset.error) ?? t('errors.generic')} />
          <Link to="/forgot-password" className={linkClass}>{t('operator.reset.ask_again')}</Link>
        </>
      )}
      <PasswordField
        label={t('operator.reset.new_password')}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={t('operator.reset.rule', { count: PASSWORD_MIN_LENGTH })}
        error={problem.password ?? null}
      />
      <PasswordField
        label={t('operator.reset.again')}
        autoComplete="new-password"
        value={again}
        onChange={(e) => setAgain(e.target.value)}
        error={problem.again ?? null}
      />
      <Button type="submit" size="lg" disabled={reset.isPending}>
        {reset.isPending && <Spinner className="size-4" />}
        {t('operator.reset.save')}
      </Button>
    </form>
  );
}
