import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@storefront/ui/api-error';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { ListIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';

/**
 * What a list shows instead of its rows: placeholders while its first page loads, the failure with a retry,
 * or that it is empty; null once there are rows to show.
 */
export function listState(query: UseQueryResult<unknown>, count: number | undefined, empty: { title: string; description: string }) {
  if (query.isPending) return <ListLoading />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!count) return <EmptyState icon={<ListIcon className="size-7" />} title={empty.title} description={empty.description} className="rounded-2xl border border-dashed border-line bg-surface" />;
  return null;
}

function ListLoading() {
  const { t } = useTranslation();
  return <LoadingRegion label={t('common.loading')} className="flex flex-col gap-2">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-20 w-full rounded-xl" />)}</LoadingRegion>;
}
