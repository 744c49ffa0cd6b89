import type { ReactNode } from 'react';
import { EmptyState } from '@storefront/ui/empty-state';
import { HistoryIcon } from '@storefront/ui/icons';
import { Skeleton } from '@storefront/ui/skeleton';
import { PagedList, type PagedSource } from '@/components/paged-list';

export interface LedgerListProps {
  query: PagedSource;
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
  const empty = (
    <div className="rounded-2xl border border-dashed border-line bg-surface">
      <EmptyState icon={<HistoryIcon className="size-8" />} title={emptyTitle} description={emptyDescription} />
    </div>
  );
  const skeleton = Array.from({ length: 4 }, (_, i) => <RowSkeleton key={i} />);
  return <PagedList query={query} skeleton={skeleton} empty={empty} label={label} testId={testId} autoLoad>{children}</PagedList>;
}
