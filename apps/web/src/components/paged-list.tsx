import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion } from '@storefront/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useInView } from '@/lib/use-in-view';

/** The parts of an infinite query a paged list needs. */
export interface PagedSource {
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

export interface PagedListProps {
  query: PagedSource;
  /** The rendered rows (`<li>`s); none means the list is empty. */
  children: ReactNode[];
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** Shown when the list has no rows. */
  empty: ReactNode;
  label?: string;
  testId?: string;
  /** Also load the next page as the end scrolls into view (Load more stays, for keyboards and screen readers). */
  autoLoad?: boolean;
}

/** Rows a page at a time with Load more; loading, failure and "nothing yet" in place. */
export function PagedList({ query, children, skeleton, empty, label, testId, autoLoad = false }: PagedListProps) {
  const { t } = useTranslation();
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useInView<HTMLDivElement>(() => {
    if (canLoadMore) void query.fetchNextPage();
  }, autoLoad && canLoadMore);

  if (query.isPending) return <LoadingRegion label={t('common.loading')} className="space-y-3">{skeleton}</LoadingRegion>;
  if (query.isError && children.length === 0) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isRefetching} />;
  }
  if (children.length === 0) return empty;
  return (
    <div>
      <ul aria-label={label} data-testid={testId} className="space-y-3">
        {children}
      </ul>
      {autoLoad && <div ref={sentinel} aria-hidden="true" className="h-px" />}
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
