import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PublicFrame } from '../components/public-frame';
import { SignInForm } from '../features/operator/components/sign-in-form';
import { useToken } from '../lib/session';

export function SignInPage() {
  const { t } = useTranslation();
  const token = useToken();
  if (token) return <Navigate to="/" replace />;
  return (
    <PublicFrame title={t('operator.sign_in_title')} intro={t('operator.sign_in_intro')}>
      <SignInForm />
    </PublicFrame>
  );
}
