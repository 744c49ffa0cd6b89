import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { PageHeader } from '@/components/page-header';
import { RequireSignIn } from '@/components/require-sign-in';
import { returnPath } from '@/features/auth/return-path';
import { useCategories } from '@/features/catalog/api/get-categories';
import { useCustomer } from '@/features/profile/api/get-customer-info';
import { InterestPicker } from '@/features/profile/components/interest-picker';
import { errorMessage } from '@/lib/api-client';

/** /interest: the categories of the current module to choose from; saving or skipping goes on (home by default). */
export function InterestPage() {
  return (
    <RequireSignIn>
      <Interests />
    </RequireSignIn>
  );
}

function Interests() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const categories = useCategories();
  const customer = useCustomer();
  const done = () => navigate(returnPath(params.get('from')), { replace: true });

  let body;
  if (categories.isError || customer.isError) {
    body = <ErrorState message={errorMessage(categories.error ?? customer.error)} onRetry={() => void categories.refetch()} />;
  } else if (!categories.data || !customer.data) {
    body = (
      <LoadingRegion label={t('common.loading')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-[4.25rem] rounded-2xl" />
        ))}
      </LoadingRegion>
    );
  } else if (categories.data.length === 0) {
    body = <EmptyState title={t('interest.empty')} action={<button type="button" onClick={done} className="font-semibold text-brand-700 hover:underline">{t('interest.skip')}</button>} />;
  } else {
    body = <InterestPicker categories={categories.data} initial={customer.data.interest} onDone={done} />;
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <PageHeader title={t('interest.title')} subtitle={t('interest.subtitle')} />
      {body}
    </div>
  );
}
