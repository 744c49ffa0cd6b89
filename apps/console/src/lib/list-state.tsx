import { useTranslation } from 'react-i18next';
import { errorMessage } from '@storefront/ui/api-error';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { ListIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';

/** A read a list waits for (a TanStack query). */
interface Read {
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What a list shows instead of its rows: the first of its reads that failed (with a retry), placeholders
 * until its rows are counted, or that it is empty; null once there are rows to show.
 */
export function listState(reads: Read | readonly Read[], count: number | undefined, empty: { title: string; description: string }) {
  const all = Array.isArray(reads) ? reads : [reads as Read];
  const failed = all.find((read) => read.isError);
  if (failed) return <ErrorState message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />;
  // Not counted yet: still loading (a list with nothing to read, such as no module to list, says 0).
  if (count === undefined) return <ListLoading />;
  if (count === 0) return <EmptyState icon={<ListIcon className="size-7" />} title={empty.title} description={empty.description} className="rounded-2xl border border-dashed border-line bg-surface" />;
  return null;
}

function ListLoading() {
  const { t } = useTranslation();
  return <LoadingRegion label={t('common.loading')} className="flex flex-col gap-2">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-20 w-full rounded-xl" />)}</LoadingRegion>;
}
