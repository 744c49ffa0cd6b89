import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { CONSOLE_ITEM_STATES, type ConsoleItemsQuery, type ConsoleItemState } from '@storefront/contract';
import { Button, buttonClasses } from '@storefront/ui/button';
import { ErrorState } from '@storefront/ui/error-state';
import { PlusIcon } from '@storefront/ui/icons';
import { useMenuChoices } from '../features/catalog/api/get-menu-choices';
import { CsvImportDialog } from '../features/catalog/components/csv-import-dialog';
import { MenuFilters, type MenuFilterValues } from '../features/catalog/components/menu-filters';
import { MenuList } from '../features/catalog/components/menu-list';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The store's menu: search, category and state filters and the page, kept in the address so that a
 * reload or a link shows the same page; the list with its quick switches; a way to the store's
 * add-ons; adding an item and the CSV import for those who may edit the menu.
 */
export function MenuPage() {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const session = useMe().data;
  const choices = useMenuChoices(storeId);
  const [params, setParams] = useSearchParams();
  const [importing, setImporting] = useState(false);
  const state = CONSOLE_ITEM_STATES.find((s) => s === params.get('state')) ?? null;
  const values: MenuFilterValues = useMemo(
    () => ({ search: params.get('search') ?? '', categoryId: positive(params.get('category_id')), state }),
    [params, state],
  );
  const offset = positive(params.get('page')) ?? 1;
  const query: ConsoleItemsQuery = {
    offset, ...(values.search.trim() ? { search: values.search.trim() } : {}), ...(values.categoryId ? { category_id: values.categoryId } : {}), ...(state ? { state } : {}),
  };
  const go = useCallback((next: MenuFilterValues, page = 1) => {
    const p = new URLSearchParams();
    if (next.search.trim()) p.set('search', next.search.trim());
    if (next.categoryId) p.set('category_id', String(next.categoryId));
    if (next.state) p.set('state', next.state satisfies ConsoleItemState);
    if (page > 1) p.set('page', String(page));
    setParams(p, { replace: true });
  }, [setParams]);

  if (!session) return null;
  if (!can(session, 'menu.view', storeId)) return <ErrorState message={t('catalog.no_access')} />;
  const canEditMenu = can(session, 'menu.edit', storeId);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">{t('catalog.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={`/stores/${storeId}/menu/add-ons`} className={buttonClasses('outline', 'sm')}>{t('catalog.add_ons')}</Link>
          {canEditMenu && (
            <>
              <Button variant="outline" size="sm" onClick={() => setImporting(true)}>{t('catalog.import_csv')}</Button>
              <Link to={`/stores/${storeId}/menu/new`} className={buttonClasses('primary', 'sm')}>
                <PlusIcon className="size-4" />
                {t('catalog.add_item')}
              </Link>
            </>
          )}
        </div>
      </div>
      <MenuFilters values={values} categories={choices.data?.categories ?? []} stockKept={choices.data?.stock_kept ?? true} onChange={go} />
      <MenuList
        storeId={storeId}
        query={query}
        filtered={Boolean(query.search || query.category_id || query.state)}
        canEditStock={can(session, 'stock.edit', storeId)}
        canEditMenu={canEditMenu}
        onPage={(page) => go(values, page)}
      />
      {canEditMenu && <CsvImportDialog storeId={storeId} open={importing} onClose={() => setImporting(false)} />}
    </div>
  );
}
