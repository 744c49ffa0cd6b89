import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_SORTS, CONSOLE_ITEM_STATES, type ConsoleCatalogueFilter, type ConsoleCatalogueQuery, type ConsoleItemState, type CatalogueSort } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { Spinner } from '@storefront/ui/spinner';
import { toast } from '@storefront/ui/toast';
import { downloadText } from '../../../lib/download';
import { FilterSelect } from '../../../lib/filter-select';
import { ListHeader } from '../../../lib/list-header';
import { listState } from '../../../lib/list-state';
import { useModules } from '../../../lib/modules';
import { useCatalogueExport, useCatalogueItems } from '../api/catalogue-items';
import { CatalogueRow } from './catalogue-row';
import { ItemsImportDialog } from './items-import-dialog';
import { DelayedSearch } from './menu-filters';
import { MenuPager } from './menu-pager';

/** What the list shows: its filters, sort and page, kept in the address by the page. */
export interface CatalogueView {
  filter: ConsoleCatalogueFilter;
  sort: CatalogueSort;
  page: number;
  /** Names of the store and category narrowed to, as the rows told them. */
  storeName?: string;
  categoryName?: string;
}

/**
 * Every store's items for the admin: search, module, state and sort above the list, a store or a
 * category narrowed to from a row (each shown as a chip that undoes it), the pager, and the CSV export
 * of what the filters keep; the import for those who may edit the catalogue. Loading, failed and empty
 * lists each say so.
 */
export function CatalogueList({ view, onView, canEdit }: { view: CatalogueView; onView: (next: CatalogueView) => void; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const modules = useModules(i18n.language);
  const { filter, sort, page } = view;
  const query: ConsoleCatalogueQuery = { ...filter, ...(sort === 'newest' ? {} : { sort }), offset: page };
  const list = useCatalogueItems(query);
  const exporting = useCatalogueExport();
  const [importing, setImporting] = useState(false);
  const narrow = (next: Partial<CatalogueView>, changed: Partial<ConsoleCatalogueFilter> = {}) => onView({ ...view, ...next, filter: { ...filter, ...changed }, page: 1 });
  const exportAll = () => exporting.mutate(filter, {
    onSuccess: (csv) => {
      downloadText(`items-${new Date().toISOString().slice(0, 10)}.csv`, csv, 'text/csv;charset=utf-8');
      toast.success(t('catalog.items_exported'));
    },
    onError: (error) => toast.error(errorMessage(error) ?? t('errors.generic')),
  });
  const filtered = Object.values(filter).some((v) => v !== undefined && v !== '');
  const shown = listState(list, list.data?.items.length, { title: t('catalog.empty_title'), description: filtered ? t('catalog.empty_filtered') : t('catalog.items_empty') });
  const chip = (label: string, undo: () => void) => (
    <button type="button" onClick={undo} className="rounded-full border border-line bg-surface px-3 py-1 text-xs font-semibold hover:border-brand-500" aria-label={t('catalog.items_clear', { name: label })}>
      <bdi>{label}</bdi> ✕
    </button>
  );
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <ListHeader
        title={t('catalog.items_title')}
        hint={t('catalog.items_hint')}
        action={(
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={exportAll} disabled={exporting.isPending}>
              {exporting.isPending && <Spinner className="size-4" />}
              {t('catalog.items_export')}
            </Button>
            {canEdit && <Button size="sm" variant="outline" onClick={() => setImporting(true)}>{t('catalog.import_csv')}</Button>}
          </div>
        )}
      />
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_1fr] sm:items-end">
        <DelayedSearch value={filter.search ?? ''} onSearch={(search) => narrow({}, { search: search.trim() || undefined })} />
        <FilterSelect label={t('catalog.items_module')} value={filter.module_id ?? ''} onValue={(v) => narrow({}, { module_id: v ? Number(v) : undefined })}>
          <option value="">{t('catalog.items_all_modules')}</option>
          {(modules.data ?? []).map((m) => <option key={m.id} value={m.id}>{m.module_name}</option>)}
        </FilterSelect>
        <FilterSelect label={t('catalog.state')} value={filter.state ?? ''} onValue={(v) => narrow({}, { state: (v || undefined) as ConsoleItemState | undefined })}>
          <option value="">{t('catalog.state_all')}</option>
          {CONSOLE_ITEM_STATES.map((s) => <option key={s} value={s}>{t(`catalog.state_${s}`)}</option>)}
        </FilterSelect>
        <FilterSelect label={t('catalog.items_sort')} value={sort} onValue={(v) => narrow({ sort: v as CatalogueSort })}>
          {CATALOGUE_SORTS.map((s) => <option key={s} value={s}>{t(`catalog.items_sort_${s}`)}</option>)}
        </FilterSelect>
      </div>
      {(filter.store_id || filter.category_id) && (
        <div className="flex flex-wrap gap-2">
          {filter.store_id && chip(view.storeName ?? `#${filter.store_id}`, () => narrow({ storeName: undefined }, { store_id: undefined }))}
          {filter.category_id && chip(view.categoryName ?? `#${filter.category_id}`, () => narrow({ categoryName: undefined }, { category_id: undefined }))}
        </div>
      )}
      {shown ?? (list.data && (
        <div className="flex flex-col gap-3">
          <ul aria-label={t('catalog.items_title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
            {list.data.items.map((row) => (
              <CatalogueRow
                key={row.id}
                row={row}
                onStore={(r) => narrow({ storeName: r.store.name }, { store_id: r.store.id })}
                onCategory={(r) => narrow({ categoryName: r.category.name }, { category_id: r.category.id })}
              />
            ))}
          </ul>
          <MenuPager page={list.data} onPage={(next) => onView({ ...view, page: next })} />
        </div>
      ))}
      {canEdit && <ItemsImportDialog open={importing} onClose={() => setImporting(false)} />}
    </div>
  );
}
