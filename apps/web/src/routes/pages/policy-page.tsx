import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Config, PageKey } from '@storefront/contract';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { NotFoundPlaceholder } from '@/components/not-found-placeholder';
import { useConfig } from '@/features/config/api/get-config';
import { usePage } from '@/features/pages/api/get-page';
import { PageContent } from '@/features/pages/components/page-content';
import { ApiError, errorMessage } from '@/lib/api-client';

/** The configuration switch that hides a policy page, where it has one. */
const switches: Partial<Record<PageKey, keyof Pick<Config, 'refund_policy' | 'cancelation_policy' | 'shipping_policy'>>> = {
  'refund-policy': 'refund_policy',
  'cancellation-policy': 'cancelation_policy',
  'shipping-policy': 'shipping_policy',
};

export function PolicyPage({ pageKey }: { pageKey: PageKey }) {
  const { t } = useTranslation();
  const config = useConfig();
  const flag = switches[pageKey];
  const switchedOff = Boolean(flag && config.data?.[flag] === 0);
  // Wait for the configuration before asking for a page it may have switched off.
  const page = usePage(pageKey, { enabled: !flag || (config.isSuccess && !switchedOff) });
  const title = page.data?.title;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (switchedOff || (page.error instanceof ApiError && page.error.status === 404)) {
    return <NotFoundPlaceholder />;
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      {flag && config.isError ? (
        <ErrorState message={errorMessage(config.error)} onRetry={() => void config.refetch()} retrying={config.isFetching} />
      ) : page.isPending ? (
        <LoadingRegion label={t('common.loading')} className="rounded-3xl border border-line bg-surface p-6 sm:p-10">
          <Skeleton className="h-9 w-2/3" />
          <div className="mt-8 space-y-3">
            {[100, 95, 98, 70, 0, 92, 96, 60].map((width, i) =>
              width === 0 ? <div key={i} className="h-4" /> : <Skeleton key={i} className="h-4" style={{ width: `${width}%` }} />,
            )}
          </div>
        </LoadingRegion>
      ) : page.isError ? (
        <ErrorState message={errorMessage(page.error)} onRetry={() => void page.refetch()} retrying={page.isFetching} />
      ) : (
        <PageContent page={page.data} />
      )}
    </div>
  );
}

export function policyRoute(pageKey: PageKey) {
  return function PolicyRoute() {
    return <PolicyPage pageKey={pageKey} />;
  };
}
