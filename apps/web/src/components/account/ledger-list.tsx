import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { HistoryIcon } from '@/components/ui/icons';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useInView } from '@/lib/use-in-view';

/** The parts of an infinite query a ledger needs. */
export interface LedgerSource {
  isPending: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  isRefetching: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface LedgerListProps {
  query: LedgerSource;
  /** The rendered rows (`<LedgerRow>`s); none means the list is empty. */
  children: ReactNode[];
  label: string;
  emptyTitle: string;
  emptyDescription?: string;
  testId?: string;
}

function RowSkeleton() {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 sm:p-4">
      <Skeleton className="size-10 shrink-0 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-2/5" />
        <Skeleton className="h-3 w-3/5" />
      </div>
      <div className="w-20 space-y-2">
        <Skeleton className="ms-auto h-4 w-16" />
        <Skeleton className="ms-auto h-3 w-20" />
      </div>
    </div>
  );
}

/**
 * Transactions ten at a time: the next page loads as the end scrolls into view, and a Load more
 * button does the same for keyboards and screen readers. Loading, failure and "nothing yet" in place.
 */
export function LedgerList({ query, children, label, emptyTitle, emptyDescription, testId }: LedgerListProps) {
  const { t } = useTranslation();
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useInView<HTMLDivElement>(() => {
    if (canLoadMore) void query.fetchNextPage();
  }, canLoadMore);

  if (query.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="space-y-3">
        {Array.from({ length: 4 }, (_, i) => <RowSkeleton key={i} />)}
      </LoadingRegion>
    );
  }
  if (query.isError && children.length === 0) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  if (children.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line bg-surface">
        <EmptyState icon={<HistoryIcon className="size-8" />} title={emptyTitle} description={emptyDescription} />
      </div>
    );
  }
  return (
    <div>
      <ul aria-label={label} data-testid={testId} className="space-y-3">
        {children}
      </ul>
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {query.isFetchNextPageError ? (
        <ErrorState compact className="mt-3" message={errorMessage(query.error)} onRetry={() => void query.fetchNextPage()} retrying={query.isFetchingNextPage} />
      ) : (
        query.hasNextPage && (
          <div className="flex justify-center pt-4">
            <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} aria-busy={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? t('common.loading') : t('common.load_more')}
            </Button>
          </div>
        )
      )}
    </div>
  );
}
