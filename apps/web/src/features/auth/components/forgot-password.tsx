import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@storefront/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { useVerifyResetToken } from '../api/verify-reset-token';
import { AuthCard } from './auth-card';
import { CodeForm } from './code-form';
import { ResetIdentifyStep } from './reset-identify-step';
import { ResetPasswordStep } from './reset-password-step';

type Step = { name: 'identify' } | { name: 'code'; account: string } | { name: 'password'; account: string; code: string };

const linkClass = 'text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400';

/** The password reset in three steps on one page: who you are, the code you got, the new password. */
export function ForgotPassword() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'identify' });
  const [account, setAccount] = useState('');
  const resend = useForgotPassword();
  const verify = useVerifyResetToken();

  const subtitle =
    step.name === 'identify' ? t('auth.forgot_subtitle') : step.name === 'code' ? t('auth.code_sent_to', { value: step.account }) : t('auth.new_password_subtitle');

  return (
    <AuthCard
      title={t('auth.forgot_title')}
      subtitle={subtitle}
      footer={
        <Link to="/auth/sign-in" className={linkClass}>
          {t('auth.back_to_sign_in')}
        </Link>
      }
    >
      {step.name === 'identify' && (
        <ResetIdentifyStep
          initial={account}
          onSent={(value) => {
            setAccount(value);
            setStep({ name: 'code', account: value });
          }}
        />
      )}
      {step.name === 'code' && (
        <CodeForm
          verifying={verify.isPending}
          onVerify={(code, showError) =>
            verify.mutate(
              { email_or_phone: step.account, reset_token: code },
              {
                onSuccess: () => setStep({ name: 'password', account: step.account, code }),
                onError: (error) => showError(errorMessage(error) ?? t('errors.generic')),
              },
            )
          }
          onResend={() =>
            resend.mutateAsync({ email_or_phone: step.account }).catch((error: unknown) => {
              toast.error(errorMessage(error) ?? t('errors.generic'));
              throw error;
            })
          }
          footer={
            <button type="button" className={linkClass} onClick={() => setStep({ name: 'identify' })}>
              {t('auth.change_account')}
            </button>
          }
        />
      )}
      {step.name === 'password' && (
        <ResetPasswordStep
          account={step.account}
          code={step.code}
          onBack={() => setStep({ name: 'code', account: step.account })}
        />
      )}
    </AuthCard>
  );
}
