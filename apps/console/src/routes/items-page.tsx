import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CATALOGUE_SORTS, CONSOLE_ITEM_STATES } from '@storefront/contract';
import { ErrorState } from '@storefront/ui/error-state';
import { CatalogueList, type CatalogueView } from '../features/catalog/components/catalogue-list';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /items: every store's items for those who hold catalogue.view, their filters, sort and page kept in
 * the address so that a reload or a link shows the same page; the import for catalogue.edit.
 */
export function ItemsPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  const [params, setParams] = useSearchParams();
  const view: CatalogueView = useMemo(() => ({
    filter: {
      search: params.get('search') || undefined, module_id: positive(params.get('module_id')), store_id: positive(params.get('store_id')),
      category_id: positive(params.get('category_id')), state: CONSOLE_ITEM_STATES.find((s) => s === params.get('state')),
    },
    sort: CATALOGUE_SORTS.find((s) => s === params.get('sort')) ?? 'newest',
    page: positive(params.get('page')) ?? 1,
    storeName: params.get('store') ?? undefined,
    categoryName: params.get('category') ?? undefined,
  }), [params]);
  const go = useCallback((next: CatalogueView) => {
    const p = new URLSearchParams();
    for (const [key, value] of Object.entries(next.filter)) if (value !== undefined && value !== '') p.set(key, String(value));
    if (next.filter.store_id && next.storeName) p.set('store', next.storeName);
    if (next.filter.category_id && next.categoryName) p.set('category', next.categoryName);
    if (next.sort !== 'newest') p.set('sort', next.sort);
    if (next.page > 1) p.set('page', String(next.page));
    setParams(p, { replace: true });
  }, [setParams]);
  if (!session) return null;
  if (!can(session, 'catalogue.view', null)) return <ErrorState message={t('catalog.items_no_access')} />;
  return <CatalogueList view={view} onView={go} canEdit={can(session, 'catalogue.edit', null)} />;
}
