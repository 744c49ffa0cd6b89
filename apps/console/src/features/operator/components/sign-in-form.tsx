import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { PasswordField } from '@storefront/ui/form/password-field';
import { TextField } from '@storefront/ui/form/text-field';
import { AlertIcon } from '@storefront/ui/icons';
import { Spinner } from '@storefront/ui/spinner';
import { useSignIn } from '../api/sign-in';

/**
 * Staff sign-in with email and password. A refusal (wrong credentials, an inactive account, too many
 * attempts) is shown as the server words it, in place; nothing is kept until the server gives a token.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { email: email.trim() === '', password: password === '' };
    setMissing(next);
    if (next.email || next.password) return;
    signIn.mutate({ email: email.trim(), password });
  };

  const refusal = signIn.isError ? (errorMessage(signIn.error) ?? t('errors.generic')) : null;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {refusal && (
        <p role="alert" className="flex items-start gap-2 rounded-xl bg-red-500/10 px-3.5 py-3 text-sm font-medium text-red-700 dark:text-red-300">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          <bdi>{refusal}</bdi>
        </p>
      )}
      <TextField
        label={t('operator.email')}
        type="email"
        autoComplete="username"
        dir="ltr"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={missing.email ? t('operator.email_required') : null}
      />
      <PasswordField
        label={t('operator.password')}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={missing.password ? t('operator.password_required') : null}
      />
      <Button type="submit" size="lg" disabled={signIn.isPending}>
        {signIn.isPending && <Spinner className="size-4" />}
        {signIn.isPending ? t('operator.signing_in') : t('operator.sign_in')}
      </Button>
    </form>
  );
}
