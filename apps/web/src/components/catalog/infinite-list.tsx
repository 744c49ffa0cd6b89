import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { SearchIcon } from '@storefront/ui/icons';
import { Spinner } from '@storefront/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useInView } from '@/lib/use-in-view';

/** The parts of an infinite query a list needs. */
export interface InfiniteSource {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isRefetching?: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface InfiniteListProps<T> {
  query: InfiniteSource;
  rows: T[];
  children: (rows: T[]) => ReactNode;
  skeleton: ReactNode;
  emptyTitle: string;
  emptyDescription?: string;
  emptyIcon?: ReactNode;
}

/** Rows that load the next page as the end scrolls into view; an empty page ends the list. */
export function InfiniteList<T>({ query, rows, children, skeleton, emptyTitle, emptyDescription, emptyIcon }: InfiniteListProps<T>) {
  const { t } = useTranslation();
  const sentinel = useInView<HTMLDivElement>(() => {
    if (query.hasNextPage && !query.isFetchingNextPage && !query.isError) void query.fetchNextPage();
  }, query.hasNextPage);
  let body: ReactNode;
  if (query.isPending) body = <div role="status" aria-label={t('common.loading')}>{skeleton}</div>;
  else if (query.isError && rows.length === 0) body = <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  else if (rows.length === 0) body = <EmptyState icon={emptyIcon ?? <SearchIcon className="size-8" />} title={emptyTitle} description={emptyDescription} />;
  else body = children(rows);
  return (
    <div>
      {body}
      <div ref={sentinel} aria-hidden="true" className="h-px" />
      {query.isFetchingNextPage && (
        <p className="flex justify-center py-6" role="status" aria-label={t('common.loading')}>
          <Spinner className="size-6 text-brand-600" />
        </p>
      )}
      {query.isError && rows.length > 0 && (
        <div className="flex justify-center py-6">
          <Button variant="outline" onClick={() => void query.fetchNextPage()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
