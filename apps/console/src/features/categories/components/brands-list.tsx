import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBrand } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PlusIcon } from '@storefront/ui/icons';
import { ListHeader } from '../../../lib/list-header';
import { useModules } from '../../../lib/modules';
import { Pager } from '../../../lib/pager';
import { BRANDS_PAGE_SIZE, useBrands } from '../api/catalogue';
import { CatalogueDialog } from './catalogue-dialog';
import { CatalogueRow } from './catalogue-row';
import { listState } from '../../../lib/list-state';
import { ModuleSelect } from './module-select';

/**
 * A module's brands by name, found by a part of their name: each with its picture, name, the languages
 * it lacks and item count, switched on or off in place, created and edited in a dialog by those who may.
 */
export function BrandsList({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const modules = useModules(i18n.language);
  const [filters, setFilters] = useState({ moduleId: 0, search: '', page: 1 });
  const moduleId = filters.moduleId || modules.data?.[0]?.id || 0;
  const list = useBrands({ ...filters, moduleId });
  const [editing, setEditing] = useState<ConsoleBrand | 'new' | null>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / BRANDS_PAGE_SIZE)) : 1;

  return (
    <div className="flex flex-col gap-4">
      <ListHeader
        title={t('categories.brand.title')}
        hint={t('categories.brand.hint')}
        action={canEdit && <Button size="sm" disabled={!moduleId} onClick={() => setEditing('new')}><PlusIcon className="size-4" />{t('categories.brand.add')}</Button>}
      />
      <div className="flex flex-wrap items-end gap-3">
        <ModuleSelect modules={modules.data ?? []} value={moduleId} onValue={(id) => setFilters({ ...filters, moduleId: id, page: 1 })} />
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-semibold text-muted">
          {t('categories.search')}
          <input type="search" dir="auto" value={filters.search} onChange={(e) => setFilters({ ...filters, search: e.target.value, page: 1 })}
            className="rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink" />
        </label>
      </div>
      {listState([modules, list], modules.data?.length === 0 ? 0 : list.data?.brands.length, { title: t('categories.brand.empty_title'), description: t(canEdit ? 'categories.brand.empty_edit' : 'categories.brand.empty') }) ?? (
        <ul aria-label={t('categories.brand.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
          {list.data?.brands.map((brand) => <CatalogueRow key={brand.id} kind="brands" row={brand} canEdit={canEdit} onEdit={() => setEditing(brand)} />)}
        </ul>
      )}
      <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
      {editing && <CatalogueDialog kind="brands" row={editing === 'new' ? null : editing} modules={modules.data ?? []} moduleId={moduleId} onClose={() => setEditing(null)} />}
    </div>
  );
}
