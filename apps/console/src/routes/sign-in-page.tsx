import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { SignInForm } from '../features/operator/components/sign-in-form';
import { useConfig } from '../features/config/api/get-config';
import { LanguageSwitcher } from '../components/language-switcher';
import { useToken } from '../lib/session';

export function SignInPage() {
  const { t } = useTranslation();
  const token = useToken();
  const business = useConfig().data?.business_name;
  if (token) return <Navigate to="/" replace />;
  return (
    <main className="grid min-h-dvh place-items-center bg-canvas px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-brand-700 dark:text-brand-300">{business ?? t('shell.console')}</p>
            <h1 className="mt-1 text-2xl font-bold">{t('operator.sign_in_title')}</h1>
            <p className="mt-1 text-sm text-muted">{t('operator.sign_in_intro')}</p>
          </div>
          <LanguageSwitcher />
        </div>
        <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
          <SignInForm />
        </div>
        <p className="mt-6 text-center text-sm">
          <a href="/" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t('shell.to_storefront')}
          </a>
        </p>
      </div>
    </main>
  );
}
