import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { PasswordField } from '@storefront/ui/form/password-field';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';
import { asksForCode, useSignIn } from '../api/sign-in';
import { FormAlert } from './form-alert';

/**
 * Staff sign-in with email and password, then, for an account with a second factor, the authenticator
 * app's six-digit code (the server asks for it). A refusal (wrong credentials, a wrong or spent code,
 * an inactive account, too many attempts) is shown as the server words it, in place; nothing is kept
 * until the server gives a token.
 */
export function SignInForm() {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean; code?: boolean }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'code') {
      const digits = code.replace(/\D/g, '');
      setMissing({ code: digits.length !== 6 });
      if (digits.length === 6) signIn.mutate({ email: email.trim(), password, code: digits });
      return;
    }
    const next = { email: email.trim() === '', password: password === '' };
    setMissing(next);
    if (next.email || next.password) return;
    signIn.mutate({ email: email.trim(), password }, {
      onError: (error) => {
        if (asksForCode(error)) setStep('code');
      },
    });
  };

  const back = () => {
    signIn.reset();
    setCode('');
    setMissing({});
    setStep('password');
  };

  // Asked for a code: that is the next step, not a refusal; a code sent and refused is one.
  const sentCode = signIn.variables?.code !== undefined;
  const refused = signIn.isError && (step === 'code' ? sentCode : !asksForCode(signIn.error));
  const refusal = refused ? (errorMessage(signIn.error) ?? t('errors.generic')) : null;
  const busy = signIn.isPending;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {refusal && <FormAlert message={refusal} />}
      {step === 'password' ? (
        <>
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
          <Link to="/forgot-password" className="-mt-2 self-end text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('operator.forgot_link')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">
            {t('operator.code_intro')} <bdi className="font-medium text-ink" dir="ltr">{email.trim()}</bdi>
          </p>
          <TextField
            label={t('operator.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={7}
            dir="ltr"
            autoFocus
            className="[&_input]:text-lg [&_input]:tracking-[0.3em]"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/[^\d ]/g, ''))}
            error={missing.code ? t('operator.code_required') : null}
          />
        </>
      )}
      <Button type="submit" size="lg" disabled={busy}>
        {busy && <Spinner className="size-4" />}
        {busy ? t('operator.signing_in') : step === 'code' ? t('operator.verify') : t('operator.sign_in')}
      </Button>
      {step === 'code' && (
        <Button variant="ghost" onClick={back} disabled={busy}>
          {t('operator.other_account')}
        </Button>
      )}
    </form>
  );
}
