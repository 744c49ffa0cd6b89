import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleCategory } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PlusIcon, StarIcon } from '@storefront/ui/icons';
import { ListHeader } from '../../../lib/list-header';
import { useModules } from '../../../lib/modules';
import { useCategories } from '../api/catalogue';
import { CatalogueDialog } from './catalogue-dialog';
import { CatalogueRow } from './catalogue-row';
import { listState } from '../../../lib/list-state';
import { ModuleSelect } from './module-select';

/** The tree as the list shows it: each root, by priority, followed by its sub-categories; a sub-category whose root is not listed comes last. */
export function treeOf(categories: readonly ConsoleCategory[]): { category: ConsoleCategory; nested: boolean }[] {
  const roots = categories.filter((c) => c.parent_id === null);
  const rootIds = new Set(roots.map((c) => c.id));
  const under = (root: ConsoleCategory) => categories.filter((c) => c.parent_id === root.id).map((category) => ({ category, nested: true }));
  const strays = categories.filter((c) => c.parent_id !== null && !rootIds.has(c.parent_id)).map((category) => ({ category, nested: true }));
  return [...roots.flatMap((root) => [{ category: root, nested: false }, ...under(root)]), ...strays];
}

/**
 * A module's categories as a tree: roots by priority with their sub-categories indented under them,
 * each with its picture, name, the languages it lacks, item count, featured star and priority, switched
 * on or off in place, created and edited in a dialog by those who may. Loading, failed and empty lists
 * each say so.
 */
export function CategoriesList({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const modules = useModules(i18n.language);
  const [chosen, setChosen] = useState(0);
  const moduleId = chosen || modules.data?.[0]?.id || 0;
  const list = useCategories(moduleId);
  const [editing, setEditing] = useState<ConsoleCategory | 'new' | null>(null);
  const roots = list.data?.categories.filter((c) => c.parent_id === null) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <ListHeader
        title={t('categories.category.title')}
        hint={t('categories.category.hint')}
        action={canEdit && <Button size="sm" disabled={!moduleId} onClick={() => setEditing('new')}><PlusIcon className="size-4" />{t('categories.category.add')}</Button>}
      />
      <div className="flex flex-wrap gap-3">
        <ModuleSelect modules={modules.data ?? []} value={moduleId} onValue={setChosen} />
      </div>
      {listState([modules, list], modules.data?.length === 0 ? 0 : list.data?.categories.length, { title: t('categories.category.empty_title'), description: t(canEdit ? 'categories.category.empty_edit' : 'categories.category.empty') }) ?? (
        <ul aria-label={t('categories.category.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
          {treeOf(list.data?.categories ?? []).map(({ category, nested }) => (
            <CatalogueRow key={category.id} kind="categories" row={category} nested={nested} canEdit={canEdit} onEdit={() => setEditing(category)} extra={(
              <>
                {category.featured && <span className="inline-flex items-center gap-1 font-semibold text-brand-700 dark:text-brand-300"><StarIcon className="size-3" />{t('categories.featured')}</span>}
                <span>{t('categories.priority_of', { priority: category.priority })}</span>
              </>
            )} />
          ))}
        </ul>
      )}
      {editing && (
        <CatalogueDialog kind="categories" row={editing === 'new' ? null : editing} modules={modules.data ?? []} moduleId={moduleId} roots={roots} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
