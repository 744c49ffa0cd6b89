import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleParcelCategory } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PlusIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { toast } from '@storefront/ui/toast';
import { useMoney } from '../../../components/use-money';
import { FilterSelect } from '../../../lib/filter-select';
import { ListFrame } from '../../../lib/list-header';
import { ListRow } from '../../../lib/list-row';
import { listState } from '../../../lib/list-state';
import { Pager } from '../../../lib/pager';
import { toastRefusal } from '../../../lib/save-refusal';
import { SearchField } from '../../../lib/search-field';
import { shownText } from '../../../lib/texts';
import { PARCEL_CATEGORIES_PAGE_SIZE, useParcelCategories, useParcelCategoryWrites, type ParcelCategoryFilters } from '../api/parcel-categories';
import { ParcelCategoryDialog } from './parcel-category-dialog';

/**
 * The kinds of parcel senders pick from, in their order: each with its picture, name, rates (or the
 * business's own), the languages it lacks; switched on or off in place, created and edited in a dialog.
 */
export function ParcelCategoriesList({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [filters, setFilters] = useState<ParcelCategoryFilters>({ on: 'all', search: '', page: 1 });
  const list = useParcelCategories(filters);
  const { update } = useParcelCategoryWrites();
  const [editing, setEditing] = useState<ConsoleParcelCategory | 'new' | null>(null);
  const switchOn = (c: ConsoleParcelCategory, on: boolean) => update.mutate({ id: c.id, body: { version: c.version, on } }, {
    onSuccess: () => toast.success(on ? t('parcel.turned_on') : t('parcel.turned_off')),
    onError: (error) => toastRefusal(error, t('parcel.changed_elsewhere'), t('errors.generic')),
  });
  const rate = (amount: number) => (amount > 0 ? money(amount) : t('parcel.business_rate'));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PARCEL_CATEGORIES_PAGE_SIZE)) : 1;
  const rows = list.data?.parcel_categories;
  const body = listState(list, rows?.length, { title: t('parcel.empty_title'), description: canEdit ? t('parcel.empty_edit') : t('parcel.empty') }) ?? (
    <ul aria-label={t('parcel.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
      {rows!.map((c) => {
        const name = shownText(c.name, i18n.language);
        return (
          <ListRow key={c.id} testId="parcel-category-row" name={name} texts={c.name} scope="parcel"
            lead={<Image src={c.image_full_url} alt="" className="size-12 shrink-0 rounded-lg border border-line object-cover" />}
            actions={{ on: c.on, switchLabel: t('parcel.on_of', { name }), editLabel: t('parcel.edit_of', { name }), canEdit, busy: update.isPending, onSwitch: (on) => switchOn(c, on), onEdit: () => setEditing(c) }}>
            <p className="text-xs text-muted">{t('parcel.rates', { perKm: rate(c.per_km_charge), minimum: rate(c.minimum_charge) })} · {t('parcel.position_n', { n: c.position })}</p>
          </ListRow>
        );
      })}
    </ul>
  );

  return (
    <ListFrame
      heading={{ title: t('parcel.title'), hint: t('parcel.hint'), action: canEdit && <Button size="sm" onClick={() => setEditing('new')}><PlusIcon className="size-4" />{t('parcel.add')}</Button> }}
      filters={<>
        <SearchField label={t('parcel.search')} value={filters.search} onValue={(search) => setFilters({ ...filters, search, page: 1 })} />
        <FilterSelect label={t('parcel.shown_filter')} value={filters.on} onValue={(v) => setFilters({ ...filters, on: v as ParcelCategoryFilters['on'], page: 1 })}>
          {(['all', 'on', 'off'] as const).map((v) => <option key={v} value={v}>{t(`parcel.shown_${v}`)}</option>)}
        </FilterSelect>
      </>}>
      {body}
      <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
      {editing && <ParcelCategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </ListFrame>
  );
}
