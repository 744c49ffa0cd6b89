import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Config, Customer } from '@storefront/contract';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { FeatureUnavailable } from '@/components/account/feature-unavailable';
import { PageHeader } from '@/components/page-header';
import { RequireSignIn } from '@/components/require-sign-in';
import { useConfig } from '@/features/config/api/get-config';
import { useCustomer } from '@/features/profile/api/get-customer-info';
import { errorMessage } from '@/lib/api-client';

export interface AccountPageProps {
  title: string;
  subtitle?: string;
  /** The page's switch in the configuration (e.g. customer_wallet_status); off shows `unavailable`. */
  isOn: (config: Config) => boolean;
  unavailable: { title: string; description: string };
  children: (config: Config, customer: Customer) => ReactNode;
}

function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('common.loading')} className="space-y-4">
      <Skeleton className="h-44 rounded-3xl" />
      <Skeleton className="h-9 w-2/3 rounded-full" />
      <Skeleton className="h-20 rounded-2xl" />
      <Skeleton className="h-20 rounded-2xl" />
    </LoadingRegion>
  );
}

function Gate({ isOn, unavailable, children }: Omit<AccountPageProps, 'title' | 'subtitle'>) {
  const config = useConfig();
  const customer = useCustomer();
  if (config.isError) return <ErrorState message={errorMessage(config.error)} onRetry={() => void config.refetch()} retrying={config.isRefetching} />;
  if (!config.data) return <PageSkeleton />;
  if (!isOn(config.data)) return <FeatureUnavailable title={unavailable.title} description={unavailable.description} />;
  if (customer.isError) return <ErrorState message={errorMessage(customer.error)} onRetry={() => void customer.refetch()} retrying={customer.isRefetching} />;
  if (!customer.data) return <PageSkeleton />;
  return children(config.data, customer.data);
}

/**
 * The wallet, loyalty and referral pages: signed-in customers only (a guest is told so and sent to
 * sign in), and a clear "not available" when the business switched the feature off.
 */
export function AccountPage({ title, subtitle, ...gate }: AccountPageProps) {
  const { t } = useTranslation();
  return (
    <RequireSignIn message={t('auth.login_required')}>
      <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
        <PageHeader title={title} subtitle={subtitle} />
        <Gate {...gate} />
      </div>
    </RequireSignIn>
  );
}
