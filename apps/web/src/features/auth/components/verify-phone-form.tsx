import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@storefront/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { readItem, STORAGE_KEYS } from '@/lib/storage';
import { useSendOtp } from '../api/send-otp';
import { useVerifyPhone } from '../api/verify-phone';
import { useStartSession } from '../hooks/use-start-session';
import { returnPath } from '../return-path';
import { newAccountPath, type VerifyAfter } from '../verify-path';
import { markWelcome } from '../welcome';
import { AuthCard } from './auth-card';
import { CodeForm } from './code-form';

export interface VerifyPhoneFormProps {
  phone: string;
  after: VerifyAfter;
  from: string | null;
}

/**
 * The texted code that sign-up and login ask for (202) while the phone is unverified. A new
 * account then starts its session as sign-up does (interest page, welcome); a login as login does.
 */
export function VerifyPhoneForm({ phone, after, from }: VerifyPhoneFormProps) {
  const { t } = useTranslation();
  const verify = useVerifyPhone();
  const sendOtp = useSendOtp();
  const startSession = useStartSession();

  return (
    <AuthCard
      title={t('auth.verify_phone_title')}
      subtitle={t('auth.code_sent_to', { value: phone })}
      footer={
        <Link to={after === 'sign-up' ? '/auth/sign-up' : '/auth/sign-in'} className="font-semibold text-brand-700 hover:underline dark:text-brand-400">
          {t('auth.back')}
        </Link>
      }
    >
      <CodeForm
        verifying={verify.isPending}
        onVerify={(otp, showError) =>
          verify.mutate(
            { phone, otp, guest_id: readItem(STORAGE_KEYS.guestId) },
            {
              onSuccess: (session) => {
                if (after === 'sign-in') return startSession(session, t('auth.sign_in_success'), returnPath(from));
                markWelcome();
                startSession(session, t('auth.sign_up_success'), newAccountPath(returnPath(from)));
              },
              onError: (error) => showError(errorMessage(error) ?? t('errors.generic')),
            },
          )
        }
        onResend={() =>
          sendOtp.mutateAsync({ phone }).catch((error: unknown) => {
            toast.error(errorMessage(error) ?? t('errors.generic'));
            throw error;
          })
        }
      />
    </AuthCard>
  );
}
