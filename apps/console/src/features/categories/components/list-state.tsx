import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@storefront/ui/api-error';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { ListIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';

interface Read {
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What a list shows until its rows can: the first read that failed (with a retry), rows still loading,
 * or that there are none (`empty`: its title and line); then the rows themselves.
 */
export function ListState({ reads, rows, empty, children }: { reads: readonly Read[]; rows: number | undefined; empty: { title: string; description: string }; children: ReactNode }) {
  const { t } = useTranslation();
  const failed = reads.find((read) => read.isError);
  if (failed) return <ErrorState message={errorMessage(failed.error)} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />;
  if (rows === undefined) {
    return <LoadingRegion label={t('common.loading')} className="flex flex-col gap-2">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-16 w-full rounded-xl" />)}</LoadingRegion>;
  }
  if (rows === 0) return <EmptyState icon={<ListIcon className="size-7" />} title={empty.title} description={empty.description} className="rounded-2xl border border-dashed border-line bg-surface" />;
  return children;
}
