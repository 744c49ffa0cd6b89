import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../components/public-frame';
import { ForgotPasswordForm } from '../features/operator/components/forgot-password-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <PublicFrame title={t('operator.forgot.title')} intro={t('operator.forgot.intro')}>
      <ForgotPasswordForm />
    </PublicFrame>
  );
}
