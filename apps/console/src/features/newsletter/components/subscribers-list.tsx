import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { TextField } from '@storefront/ui/form/text-field';
import { ListIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { downloadText } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { SUBSCRIBERS_PAGE_SIZE, useSubscribers, useSubscribersExport } from '../api/newsletter';
import { Pager } from '../../../lib/pager';
import { ListHeader } from '../../../lib/list-header';

/**
 * The newsletter's subscribers: newest first, found by part of their email, a page at a time, with their count;
 * every one of them exported as a CSV file. Loading, failed and empty lists each say so.
 */
export function SubscribersList() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useSubscribers(search.trim(), page);
  const exporting = useSubscribersExport();
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / SUBSCRIBERS_PAGE_SIZE)) : 1;
  const exportAll = () => exporting.mutate(undefined, {
    onSuccess: (csv) => {
      downloadText(`newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`, csv, 'text/csv;charset=utf-8');
      toast.success(t('newsletter.exported'));
    },
    onError: (error) => toast.error(errorMessage(error) ?? t('errors.generic')),
  });

  let body;
  if (list.isPending) {
    body = <LoadingRegion label={t('common.loading')}><Skeleton className="h-64 rounded-2xl" /></LoadingRegion>;
  } else if (list.isError) {
    body = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (list.data.subscribers.length === 0) {
    body = <EmptyState icon={<ListIcon className="size-7" />} title={search.trim() ? t('newsletter.none_found') : t('newsletter.empty')} className="rounded-2xl border border-dashed border-line bg-surface" />;
  } else {
    body = (
      <ul aria-label={t('newsletter.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
        {list.data.subscribers.map((s) => (
          <li key={s.id} data-testid="subscriber" className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line px-4 py-3 text-sm last:border-b-0">
            <span dir="ltr" className="font-semibold break-all">{s.email}</span>
            <time dateTime={s.subscribed_at} className="text-xs text-muted">{formatDateTime(s.subscribed_at, i18n.language)}</time>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ListHeader
        title={t('newsletter.title')}
        hint={list.data ? t('newsletter.count', { count: list.data.total }) : '\u00a0'}
        action={(
          <Button size="sm" variant="outline" onClick={exportAll} disabled={exporting.isPending}>
            {exporting.isPending && <Spinner className="size-4" />}
            {t('newsletter.export')}
          </Button>
        )}
      />
      <TextField label={t('newsletter.search')} type="search" dir="ltr" value={search} onChange={(e) => { setSearch(e.target.value); setPage(1); }} />
      {body}
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}
