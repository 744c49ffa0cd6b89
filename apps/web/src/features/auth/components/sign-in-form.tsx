import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@storefront/ui/button';
import { PasswordField } from '@storefront/ui/form/password-field';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';
import { foundErrors, hasErrors, serverFieldErrors } from '@/lib/form-errors';
import { readItem, STORAGE_KEYS } from '@/lib/storage';
import { useForm } from '@/lib/use-form';
import { needsVerification, useLogin } from '../api/login';
import { useStartSession } from '../hooks/use-start-session';
import { returnPath } from '../return-path';
import { verifyPhonePath } from '../verify-path';
import { AuthCard } from './auth-card';
import { GoogleButton } from './google-button';

const FIELDS = ['email_or_phone', 'password'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Sign-in: email or phone and password; the guest's id goes along so the server merges the guest.
 * An account whose phone is unverified gets a code instead of a session (202) and verifies it first.
 */
export function SignInForm({ googleClientId }: { googleClientId?: string | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const from = params.get('from');
  const navigate = useNavigate();
  const login = useLogin();
  const startSession = useStartSession();
  const { values, setErrors, showErrors, field, formRef } = useForm<Field>({ email_or_phone: '', password: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = foundErrors({
      email_or_phone: values.email_or_phone.trim() ? null : t('auth.errors.email_or_phone_required'),
      password: values.password ? null : t('profile.errors.password_required'),
    });
    if (hasErrors(found)) return showErrors(found);
    setErrors({});
    const body = { email_or_phone: values.email_or_phone.trim(), password: values.password, guest_id: readItem(STORAGE_KEYS.guestId) };
    login.mutate(body, {
      onSuccess: (answer) =>
        needsVerification(answer)
          ? navigate(verifyPhonePath(answer.phone, 'sign-in', from))
          : startSession(answer, t('auth.sign_in_success'), returnPath(from)),
      onError: (error) => showErrors(serverFieldErrors(error, FIELDS)),
    });
  };

  const signUpLink = from?.startsWith('/') ? `/auth/sign-up?from=${encodeURIComponent(from)}` : '/auth/sign-up';
  return (
    <AuthCard
      title={t('auth.sign_in_title')}
      subtitle={t('auth.sign_in_subtitle')}
      footer={
        <>
          {t('auth.no_account')}{' '}
          <Link to={signUpLink} className="font-semibold text-brand-700 hover:underline dark:text-brand-400">
            {t('auth.sign_up')}
          </Link>
        </>
      }
    >
      <form ref={formRef} onSubmit={submit} noValidate className="mt-6 space-y-4">
        <TextField label={t('auth.email_or_phone')} placeholder={t('auth.email_or_phone_placeholder')} autoComplete="username" {...field('email_or_phone')} />
        <PasswordField label={t('auth.password')} autoComplete="current-password" {...field('password')} />
        <p className="-mt-2 text-end">
          <Link to="/auth/forgot-password" className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400">
            {t('auth.forgot_password')}
          </Link>
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
          {login.isPending && <Spinner className="size-4.5" />}
          {t('auth.sign_in')}
        </Button>
      </form>
      {googleClientId && <GoogleButton clientId={googleClientId} from={from} />}
    </AuthCard>
  );
}
