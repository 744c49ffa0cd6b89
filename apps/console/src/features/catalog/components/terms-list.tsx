import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleCatalogTerm } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PlusIcon } from '@storefront/ui/icons';
import { toast } from '@storefront/ui/toast';
import { FilterSelect } from '../../../lib/filter-select';
import { ListFrame } from '../../../lib/list-header';
import { ListRow } from '../../../lib/list-row';
import { listState } from '../../../lib/list-state';
import { Pager } from '../../../lib/pager';
import { toastRefusal } from '../../../lib/save-refusal';
import { SearchField } from '../../../lib/search-field';
import { shownText } from '../../../lib/texts';
import { TERMS_PAGE_SIZE, useTerms, useTermWrites, type TermFilters, type TermKind } from '../api/catalog-terms';
import { TermDialog } from './term-dialog';

/**
 * One of the business's lists of terms (units or attributes) in its order, found by part of the name:
 * each with its name, its English name (what items keep) and the languages it lacks, switched on or off
 * in place, created and edited in a dialog by those who may.
 */
export function TermsList({ kind, canEdit }: { kind: TermKind; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<TermFilters>({ on: 'all', search: '', page: 1 });
  const list = useTerms(kind, filters);
  const { update } = useTermWrites(kind);
  const [editing, setEditing] = useState<ConsoleCatalogTerm | 'new' | null>(null);
  const text = (key: string, values?: Record<string, unknown>) => t(`catalog.terms.${kind}.${key}`, values);
  const switchOn = (row: ConsoleCatalogTerm, on: boolean) => update.mutate({ id: row.id, body: { version: row.version, on } }, {
    onSuccess: () => toast.success(on ? t('catalog.terms.turned_on') : t('catalog.terms.turned_off')),
    onError: (error) => toastRefusal(error, t('catalog.terms.changed_elsewhere'), t('errors.generic')),
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / TERMS_PAGE_SIZE)) : 1;
  const rows = list.data?.terms;

  return (
    <ListFrame filters={<>
        <SearchField label={t('catalog.terms.search')} value={filters.search} onValue={(search) => setFilters({ ...filters, search, page: 1 })} />
        <FilterSelect label={t('catalog.terms.shown_filter')} value={filters.on} onValue={(v) => setFilters({ ...filters, on: v as TermFilters['on'], page: 1 })}>
          {(['all', 'on', 'off'] as const).map((v) => <option key={v} value={v}>{t(`catalog.terms.shown_${v}`)}</option>)}
        </FilterSelect>
        {canEdit && <Button size="sm" onClick={() => setEditing('new')}><PlusIcon className="size-4" />{text('add')}</Button>}
      </>}>
      {listState(list, rows?.length, { title: text('empty_title'), description: canEdit ? text('empty_edit') : text('empty') }) ?? (
        <ul aria-label={text('title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
          {rows!.map((row) => {
            const name = shownText(row.name, i18n.language);
            return (
              <ListRow key={row.id} testId="term-row" name={name} texts={row.name} scope="catalog.terms"
                actions={{ on: row.on, switchLabel: t('catalog.terms.on_of', { name }), editLabel: t('catalog.terms.edit_of', { name }), canEdit, busy: update.isPending, onSwitch: (on) => switchOn(row, on), onEdit: () => setEditing(row) }}>
                <p className="text-xs text-muted"><bdi dir="ltr">{row.name.en}</bdi> · {t('catalog.terms.position_n', { n: row.position })}</p>
              </ListRow>
            );
          })}
        </ul>
      )}
      <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
      {editing && <TermDialog kind={kind} term={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </ListFrame>
  );
}
