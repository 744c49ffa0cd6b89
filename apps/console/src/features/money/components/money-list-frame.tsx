import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@storefront/ui/api-error';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { ListIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { Pager } from '../../../lib/pager';
import { MONEY_PAGE_SIZE } from '../api/money';

interface Loaded<T> { isPending: boolean; isError: boolean; isFetching: boolean; error: Error | null; data: T | undefined; refetch: () => unknown }

/**
 * A money list: placeholders while it loads, the failure with a retry, that it is empty, or its rows in
 * one framed list (each `row` gives its own item); then its pages.
 */
export function MoneyListFrame<T extends { total: number }, R>({ q, label, rows, row, page, onPage, empty }: {
  q: Loaded<T>; label: string; rows: (data: T) => readonly R[]; row: (item: R) => ReactNode; page: number; onPage: (page: number) => void; empty?: string;
}) {
  const { t } = useTranslation();
  const items = q.data ? rows(q.data) : [];
  let body: ReactNode;
  if (q.isPending) body = <LoadingRegion label={t('common.loading')}><Skeleton className="h-48 rounded-2xl" /></LoadingRegion>;
  else if (q.isError || !q.data) body = <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  else if (items.length === 0) body = <EmptyState icon={<ListIcon className="size-7" />} title={empty ?? t('money.empty')} className="rounded-2xl border border-dashed border-line bg-surface" />;
  else body = <ul aria-label={label} aria-busy={q.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">{items.map(row)}</ul>;
  return (
    <>
      {body}
      <Pager page={page} pages={Math.max(1, Math.ceil((q.data?.total ?? 0) / MONEY_PAGE_SIZE))} onPage={onPage} />
    </>
  );
}

/** One row of a money list: what it is at the start, its amount at the end, and a line of details under them. */
export const moneyRowClass = 'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line px-4 py-3 text-sm last:border-b-0';
