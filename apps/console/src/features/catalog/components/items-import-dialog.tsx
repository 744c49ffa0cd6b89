import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_IMPORT_ROWS, type ConsoleItemsImported, type ConsoleItemsImportRefused, type ImportRefusal } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { Spinner } from '@storefront/ui/spinner';
import { ApiAnswerError } from '../../../lib/api-client';
import { useImportItems } from '../api/catalogue-items';
import { ProblemTable } from './csv-import-dialog';
import { readItemsCsv, type ItemsCsvRead } from './items-csv';

/**
 * Creates and updates items of any store from a CSV file (the export's columns): read here (papaparse),
 * applied all or nothing by the server. A refusal lists every refused row by its line in the file, its
 * key, field and why; nothing was changed then. Done, it says how many items were created and updated.
 */
export function ItemsImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const importing = useImportItems();
  const [read, setRead] = useState<ItemsCsvRead | null>(null);
  const [report, setReport] = useState<ImportRefusal[] | null>(null);
  const [done, setDone] = useState<ConsoleItemsImported | null>(null);
  const close = () => {
    setRead(null);
    setReport(null);
    setDone(null);
    importing.reset();
    onClose();
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setReport(null);
    setDone(null);
    importing.reset();
    setRead(file ? readItemsCsv(await file.text()) : null);
  };
  const apply = () => {
    if (!read?.ok) return;
    importing.mutate(read.rows, {
      onSuccess: (answer) => setDone(answer),
      onError: (error) => {
        if (error instanceof ApiAnswerError && error.status === 422) setReport((error.body as ConsoleItemsImportRefused).report ?? []);
      },
    });
  };
  const failed = importing.isError && !report ? (errorMessage(importing.error) ?? t('errors.generic')) : null;
  return (
    <Dialog open={open} onClose={close} title={t('catalog.items_import_title')} description={t('catalog.items_import_intro', { max: MAX_IMPORT_ROWS })} widthClass="max-w-2xl">
      <label className="mt-4 block text-sm font-semibold">
        {t('catalog.csv_choose')}
        <input type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} className="mt-1.5 block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700" />
      </label>
      {read && !read.ok && <p role="alert" className="mt-4 text-sm font-medium text-red-600 dark:text-red-400">{t(`catalog.${read.error}`, { max: MAX_IMPORT_ROWS })}</p>}
      {read?.ok && !done && (
        <p className="mt-4 text-sm text-muted">
          {t('catalog.items_import_rows', { n: read.rows.length })}
          {read.ignored.length > 0 && ` ${t('catalog.csv_ignored', { columns: read.ignored.join(', ') })}`}
        </p>
      )}
      {report && (
        <ProblemTable
          title={t('catalog.csv_refused')}
          idLabel={t('catalog.items_key')}
          problems={report.map((r) => ({ line: r.row + 1, id: r.key, field: r.field, message: r.message }))}
        />
      )}
      {done && <p role="status" className="mt-4 rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-700">{t('catalog.items_import_done', { created: done.created, updated: done.updated })}</p>}
      {failed && <p role="alert" className="mt-4 text-sm font-medium text-red-600 dark:text-red-400"><bdi>{failed}</bdi></p>}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={close}>{t('common.close')}</Button>
        {!done && (
          <Button onClick={apply} disabled={read?.ok !== true || importing.isPending}>
            {importing.isPending && <Spinner className="size-4" />}
            {importing.isPending ? t('catalog.csv_applying') : t('catalog.items_import_apply', { n: read?.ok ? read.rows.length : 0 })}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
