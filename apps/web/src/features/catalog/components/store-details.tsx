import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@storefront/ui/error-state';
import { Skeleton } from '@storefront/ui/skeleton';
import { Tabs } from '@storefront/ui/tabs';
import { NotFoundPlaceholder } from '@/components/not-found-placeholder';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useStoreDetails } from '../api/get-store-details';
import { StoreHeader } from './store-header';
import { StoreItems } from './store-items';
import { StoreReviews } from './store-reviews';

/** The store page: header, then its items or its reviews. */
export function StoreDetails({ idOrSlug }: { idOrSlug: string }) {
  const { t } = useTranslation();
  const query = useStoreDetails(idOrSlug);
  const [tab, setTab] = useState<'items' | 'reviews'>('items');
  const name = query.data?.name;
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);

  if (query.isError && query.error instanceof ApiError && query.error.status === 404) return <NotFoundPlaceholder />;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8" data-testid="store-page">
      {query.isPending ? (
        <div role="status" aria-label={t('common.loading')} className="space-y-4">
          <Skeleton className="aspect-[2/1] w-full rounded-3xl sm:aspect-[4/1]" />
          <Skeleton className="h-8 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : (
        <>
          <StoreHeader store={query.data} />
          <Tabs
            look="line"
            label={query.data.name}
            options={[
              { value: 'items', label: t('store.items') },
              { value: 'reviews', label: t('store.reviews') },
            ]}
            value={tab}
            onChange={setTab}
          />
          {tab === 'items' ? <StoreItems store={query.data} /> : <StoreReviews store={query.data} />}
        </>
      )}
    </div>
  );
}
