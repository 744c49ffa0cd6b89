import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@storefront/ui/button';
import { PasswordField } from '@storefront/ui/form/password-field';
import { TextField } from '@storefront/ui/form/text-field';
import { Spinner } from '@storefront/ui/spinner';
import { checkConfirmation, checkEmail, checkFirstName, checkLastName, checkNewPassword, checkPhone } from '@/lib/account-rules';
import { foundErrors, hasErrors, serverFieldErrors } from '@/lib/form-errors';
import { readItem, STORAGE_KEYS } from '@/lib/storage';
import { useForm } from '@/lib/use-form';
import { needsVerification } from '../api/login';
import { useSignUp } from '../api/sign-up';
import { useStartSession } from '../hooks/use-start-session';
import { returnPath } from '../return-path';
import { newAccountPath, verifyPhonePath } from '../verify-path';
import { markWelcome } from '../welcome';
import { AuthCard } from './auth-card';
import { GoogleButton } from './google-button';

const FIELDS = ['f_name', 'l_name', 'email', 'phone', 'password', 'confirm_password', 'ref_code'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY = Object.fromEntries(FIELDS.map((name) => [name, ''])) as Record<Field, string>;

/**
 * Sign-up with the profile texts under the fields; a new account signs in at once (or, with customer
 * verification on, after the texted code), is greeted once and is offered the interest page.
 */
export function SignUpForm({ googleClientId }: { googleClientId?: string | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const from = params.get('from');
  const navigate = useNavigate();
  const signUp = useSignUp();
  const startSession = useStartSession();
  // A friend's sign-up link (referral page's Share) carries the code: ?ref_code=CODE.
  const { values, setErrors, showErrors, field, formRef } = useForm<Field>({ ...EMPTY, ref_code: params.get('ref_code') ?? '' });
  const tr = (key: string | null) => (key ? t(key) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = foundErrors({
      f_name: tr(checkFirstName(values.f_name)),
      l_name: tr(checkLastName(values.l_name)),
      email: tr(checkEmail(values.email)),
      phone: tr(checkPhone(values.phone)),
      password: tr(checkNewPassword(values.password)),
      confirm_password: values.password ? tr(checkConfirmation(values.confirm_password, values.password)) : null,
      ref_code: null,
    });
    if (hasErrors(found)) return showErrors(found);
    setErrors({});
    const { confirm_password: _confirmation, ref_code, ...account } = values;
    const body = { ...account, ref_code: ref_code.trim() || null, guest_id: readItem(STORAGE_KEYS.guestId) };
    signUp.mutate(body, {
      onSuccess: (answer) => {
        if (needsVerification(answer)) return navigate(verifyPhonePath(answer.phone, 'sign-up', from));
        markWelcome();
        startSession(answer, t('auth.sign_up_success'), newAccountPath(returnPath(from)));
      },
      onError: (error) => showErrors(serverFieldErrors(error, FIELDS)),
    });
  };

  const signInLink = `/auth/sign-in?from=${from?.startsWith('/') ? encodeURIComponent(from) : 'sign-up'}`;
  return (
    <AuthCard
      title={t('auth.sign_up_title')}
      subtitle={t('auth.sign_up_subtitle')}
      footer={
        <>
          {t('auth.have_account')}{' '}
          <Link to={signInLink} className="font-semibold text-brand-700 hover:underline dark:text-brand-400">
            {t('auth.sign_in')}
          </Link>
        </>
      }
    >
      <form ref={formRef} onSubmit={submit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
        <TextField label={t('profile.first_name')} autoComplete="given-name" {...field('f_name')} />
        <TextField label={t('profile.last_name')} autoComplete="family-name" {...field('l_name')} />
        <TextField label={t('profile.email')} type="email" inputMode="email" autoComplete="email" {...field('email')} />
        <TextField label={t('profile.phone')} type="tel" autoComplete="tel" placeholder={t('profile.phone_placeholder')} dir="ltr" {...field('phone')} />
        <PasswordField label={t('auth.password')} autoComplete="new-password" hint={t('auth.password_hint')} {...field('password')} />
        <PasswordField label={t('auth.confirm_password')} autoComplete="new-password" {...field('confirm_password')} />
        <TextField label={t('auth.referral_code')} autoComplete="off" className="sm:col-span-2" {...field('ref_code')} />
        <Button type="submit" size="lg" className="w-full sm:col-span-2" disabled={signUp.isPending}>
          {signUp.isPending && <Spinner className="size-4.5" />}
          {t('auth.sign_up')}
        </Button>
      </form>
      {googleClientId && <GoogleButton clientId={googleClientId} from={from} refCode={values.ref_code} />}
    </AuthCard>
  );
}
