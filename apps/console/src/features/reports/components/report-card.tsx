import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { ListIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { downloadText } from '../../../lib/download';
import { useReport, useReportExport, type ReportFilters, type ReportName } from '../api/reports';

/**
 * One report as a card: its title, a CSV download of what it shows, and the report itself once loaded;
 * loading, a failure and a span without figures each say so.
 */
export function ReportCard<T extends { from: string; to: string }>({ name, title, filters, isEmpty, children }: {
  name: ReportName; title: string; filters: ReportFilters; isEmpty: (report: T) => boolean; children: (report: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const report = useReport<T>(name, filters);
  const exporting = useReportExport(name, filters);
  const download = () => exporting.mutate(undefined, {
    onSuccess: (csv) => {
      downloadText(`${name}-${report.data?.from ?? ''}-${report.data?.to ?? ''}.csv`, csv, 'text/csv;charset=utf-8');
      toast.success(t('reports.exported'));
    },
    onError: (error) => toast.error(errorMessage(error) ?? t('errors.generic')),
  });

  let body;
  if (report.isPending) {
    body = <LoadingRegion label={t('common.loading')}><Skeleton className="h-48 rounded-2xl" /></LoadingRegion>;
  } else if (report.isError) {
    body = <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} retrying={report.isFetching} />;
  } else if (isEmpty(report.data)) {
    body = <EmptyState icon={<ListIcon className="size-7" />} title={t('reports.empty')} description={t('reports.empty_hint')} />;
  } else {
    body = <div aria-busy={report.isFetching} className="flex flex-col gap-3">{children(report.data)}</div>;
  }

  return (
    <section aria-label={title} data-testid={`report-${name}`} className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-bold">{title}</h2>
        <Button size="sm" variant="outline" onClick={download} disabled={exporting.isPending || !report.data}>
          {exporting.isPending && <Spinner className="size-4" />}
          {t('reports.csv')}
        </Button>
      </div>
      {body}
    </section>
  );
}

/** A small table of a report's figures, scrolling sideways on a phone. */
export function FiguresTable({ label, head, rows }: { label: string; head: readonly string[]; rows: readonly (readonly ReactNode[])[] }) {
  return (
    <div className="overflow-x-auto">
      <table aria-label={label} className="w-full text-sm">
        <thead>
          <tr className="text-xs text-muted">{head.map((h, i) => <th key={i} scope="col" className="px-2 py-1 text-start font-semibold">{h}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-t border-line">
              {row.map((cell, i) => (i === 0 ? <th key={i} scope="row" className="px-2 py-1.5 text-start font-medium">{cell}</th> : <td key={i} className="px-2 py-1.5 text-start tabular-nums">{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
