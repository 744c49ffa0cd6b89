import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicFrame } from '../components/public-frame';
import { ResetPasswordForm } from '../features/operator/components/reset-password-form';

/** Opened from the mailed link: /console/reset-password?token=… */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <PublicFrame title={t('operator.reset.title')} intro={t('operator.reset.intro')}>
      <ResetPasswordForm token={params.get('token')} />
    </PublicFrame>
  );
}
