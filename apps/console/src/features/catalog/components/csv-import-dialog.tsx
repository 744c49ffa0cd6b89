import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_BULK_ROWS, type BulkRefusal, type ConsoleBulkRefused } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { AlertIcon } from '@storefront/ui/icons';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { ApiAnswerError } from '../../../lib/api-client';
import { useBulkUpdateItems } from '../api/bulk-update-items';
import { readCsv, type CsvRead } from './csv-rows';

/** Rows the preview shows; the rest are counted. */
const PREVIEW_ROWS = 8;

type Problem = { line: number; id: number | string | null; field: string; message: string };

/** Refused rows by their line in the file, the item each names (its id, or `idLabel`), the field and why. */
export function ProblemTable({ title, problems, idLabel = 'id' }: { title: string; problems: readonly Problem[]; idLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mt-4 rounded-xl bg-red-500/10 p-3 text-sm">
      <p className="flex items-center gap-2 font-semibold text-red-700 dark:text-red-300"><AlertIcon className="size-4 shrink-0" />{title}</p>
      <div className="mt-2 max-h-48 overflow-auto">
        <table className="w-full text-start">
          <thead><tr className="text-xs text-muted"><th className="text-start">{t('catalog.csv_line')}</th><th className="text-start">{idLabel}</th><th className="text-start">{t('catalog.csv_field')}</th><th className="text-start">{t('catalog.csv_message')}</th></tr></thead>
          <tbody>
            {problems.map((p) => (
              <tr key={`${p.line}-${p.field}`}><td className="tabular-nums">{p.line}</td><td className="tabular-nums"><bdi>{p.id ?? ''}</bdi></td><td>{p.field}</td><td><bdi>{p.message}</bdi></td></tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * Updates prices, stock and discounts of many items from a CSV file: read here (papaparse), shown
 * before sending, then applied all or nothing by the server. A refusal lists every refused row by its
 * line in the file; nothing was changed then.
 */
export function CsvImportDialog({ storeId, open, onClose }: { storeId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const bulk = useBulkUpdateItems(storeId);
  const [read, setRead] = useState<CsvRead | null>(null);
  const [report, setReport] = useState<BulkRefusal[] | null>(null);
  const close = () => {
    setRead(null);
    setReport(null);
    bulk.reset();
    onClose();
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setReport(null);
    bulk.reset();
    setRead(file ? readCsv(await file.text()) : null);
  };
  const apply = () => {
    if (!read?.ok) return;
    bulk.mutate(read.rows, {
      onSuccess: (done) => {
        toast.success(t('catalog.csv_done', { changed: done.changed, unchanged: done.unchanged }));
        close();
      },
      onError: (error) => {
        if (error instanceof ApiAnswerError && error.status === 422) setReport((error.body as ConsoleBulkRefused).report ?? []);
      },
    });
  };
  const ready = read?.ok === true && read.problems.length === 0;
  const failed = bulk.isError && !report ? (errorMessage(bulk.error) ?? t('errors.generic')) : null;
  return (
    <Dialog open={open} onClose={close} title={t('catalog.csv_title')} description={t('catalog.csv_intro', { max: MAX_BULK_ROWS })} widthClass="max-w-2xl">
      <label className="mt-4 block text-sm font-semibold">
        {t('catalog.csv_choose')}
        <input type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} className="mt-1.5 block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700" />
      </label>
      {read && !read.ok && <p role="alert" className="mt-4 text-sm font-medium text-red-600 dark:text-red-400">{t(`catalog.${read.error}`, { max: MAX_BULK_ROWS })}</p>}
      {read?.ok && (
        <section aria-label={t('catalog.csv_preview')} className="mt-4">
          <p className="text-sm text-muted">{t('catalog.csv_rows', { n: read.rows.length, columns: read.columns.join(', ') })}</p>
          {read.ignored.length > 0 && <p className="text-sm text-muted">{t('catalog.csv_ignored', { columns: read.ignored.join(', ') })}</p>}
          <div className="mt-2 overflow-x-auto rounded-xl border border-line">
            <table className="w-full text-sm tabular-nums">
              <thead className="bg-surface-2"><tr>{read.columns.map((c) => <th key={c} className="px-3 py-2 text-start">{c}</th>)}</tr></thead>
              <tbody>
                {read.rows.slice(0, PREVIEW_ROWS).map((row, i) => (
                  <tr key={i} className="border-t border-line">{read.columns.map((c) => <td key={c} className="px-3 py-1.5">{row[c] ?? ''}</td>)}</tr>
                ))}
              </tbody>
            </table>
          </div>
          {read.rows.length > PREVIEW_ROWS && <p className="mt-1 text-xs text-muted">{t('catalog.csv_more_rows', { n: read.rows.length - PREVIEW_ROWS })}</p>}
          {read.problems.length > 0 && (
            <ProblemTable title={t('catalog.csv_local_errors')} problems={read.problems.map((p) => ({ line: p.line, id: null, field: p.field, message: t(`catalog.${p.problem}`) }))} />
          )}
        </section>
      )}
      {report && <ProblemTable title={t('catalog.csv_refused')} problems={report.map((r) => ({ line: r.row + 1, id: r.id, field: r.field, message: r.message }))} />}
      {failed && <p role="alert" className="mt-4 text-sm font-medium text-red-600 dark:text-red-400"><bdi>{failed}</bdi></p>}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={close}>{t('common.close')}</Button>
        <Button onClick={apply} disabled={!ready || bulk.isPending}>
          {bulk.isPending && <Spinner className="size-4" />}
          {bulk.isPending ? t('catalog.csv_applying') : t('catalog.csv_apply', { n: read?.ok ? read.rows.length : 0 })}
        </Button>
      </div>
    </Dialog>
  );
}
