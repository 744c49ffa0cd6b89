import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleStoreProfile, ZoneList } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PlusIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { toast } from '@storefront/ui/toast';
import { FilterSelect } from '../../../lib/filter-select';
import { ListFrame } from '../../../lib/list-header';
import { listState } from '../../../lib/list-state';
import { useModules } from '../../../lib/modules';
import { Pager } from '../../../lib/pager';
import { RowActions } from '../../../lib/row-actions';
import { shownText } from '../../../lib/texts';
import { UntranslatedNote } from '../../../lib/untranslated-note';
import { STORES_PAGE_SIZE, useManagedStores, useUpdateStoreProfile, type StoreFilters } from '../api/manage-stores';
import { StoreProfileDialog } from './store-profile-dialog';
import { toastRefusal } from '../../../lib/save-refusal';
import { SearchField } from '../../../lib/search-field';

/**
 * Every store of the business: newest first, by module, zone, listed or suspended and part of its name,
 * address, phone or email; each with its logo, names, where it is, its commission and rating, the
 * languages its name lacks and a way into its store panel; suspended or listed again with its switch,
 * created and edited in a dialog.
 */
export function StoresList({ zones }: { zones: ZoneList | undefined }) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<StoreFilters>({ moduleId: 0, zoneId: 0, listed: 'all', search: '', page: 1 });
  const list = useManagedStores(filters);
  const modules = useModules(i18n.language);
  const update = useUpdateStoreProfile();
  const [editing, setEditing] = useState<ConsoleStoreProfile | 'new' | null>(null);
  const moduleName = (id: number) => modules.data?.find((m) => m.id === id)?.module_name ?? t('stores.manage.module_number', { id });
  const zoneName = (id: number) => zones?.find((z) => z.id === id)?.name ?? t('stores.manage.zone_number', { id });
  const switchListed = (s: ConsoleStoreProfile, listed: boolean) => update.mutate({ id: s.id, body: { version: s.version, listed } }, {
    onSuccess: () => toast.success(listed ? t('stores.manage.listed_again') : t('stores.manage.suspended')),
    onError: (error) => toastRefusal(error, t('stores.manage.changed_elsewhere'), t('errors.generic')),
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / STORES_PAGE_SIZE)) : 1;
  const rows = list.data?.stores;

  const body = listState(list, rows?.length, { title: t('stores.manage.empty_title'), description: t('stores.manage.empty') }) ?? (
    <ul aria-label={t('stores.manage.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
      {rows!.map((s) => {
        const name = shownText(s.name, i18n.language);
        return (
          <li key={s.id} data-testid="store-row" className="flex flex-wrap items-center gap-3 border-b border-line px-3 py-3 last:border-b-0 sm:px-4">
            <Image src={s.logo_full_url} alt="" className="size-12 shrink-0 rounded-xl object-cover ring-1 ring-line" />
            {/* At least this wide: on a phone the store panel link and the switches go to the next line. */}
            <div className="min-w-48 flex-1 basis-48">
              <p className="flex flex-wrap items-center gap-2">
                <span dir="auto" className="min-w-0 truncate font-semibold"><bdi>{name}</bdi></span>
                {!s.listed && <span className="rounded bg-red-500/15 px-1.5 py-0.5 text-xs font-semibold text-red-700 dark:text-red-300">{t('stores.manage.suspended_badge')}</span>}
              </p>
              <p className="text-xs text-muted">
                #{s.id} · <bdi>{moduleName(s.module_id)}</bdi> · <bdi>{zoneName(s.zone_id)}</bdi> · {t('stores.manage.commission', { rate: s.commission_rate })}
                {s.rating_count > 0 && <> · ★ {s.avg_rating.toFixed(1)} ({s.rating_count})</>}
              </p>
              <p className="truncate text-xs text-muted"><bdi>{s.address}</bdi></p>
              <UntranslatedNote texts={s.name} scope="stores.manage" />
            </div>
            <Link to={`/stores/${s.id}/menu`} className="ms-auto rounded-full px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-surface-2 dark:text-brand-300">
              {t('stores.manage.open_panel')}
            </Link>
            <RowActions on={s.listed} switchLabel={t('stores.manage.listed_of', { name })} editLabel={t('stores.manage.edit_of', { name })} canEdit busy={update.isPending}
              onSwitch={(listed) => switchListed(s, listed)} onEdit={() => setEditing(s)} />
          </li>
        );
      })}
    </ul>
  );

  return (
    <ListFrame
      heading={{ title: t('stores.manage.title'), hint: t('stores.manage.hint'), action: <Button size="sm" onClick={() => setEditing('new')}><PlusIcon className="size-4" />{t('stores.manage.add')}</Button> }}
      filters={<>
        <SearchField label={t('stores.manage.search')} value={filters.search} placeholder={t('stores.manage.search_placeholder')} onValue={(search) => setFilters({ ...filters, search: search, page: 1 })} />
        <FilterSelect label={t('stores.manage.fields.module_id')} value={filters.moduleId} onValue={(v) => setFilters({ ...filters, moduleId: Number(v), page: 1 })}>
          <option value={0}>{t('stores.manage.all_modules')}</option>
          {modules.data?.map((m) => <option key={m.id} value={m.id}>{m.module_name}</option>)}
        </FilterSelect>
        <FilterSelect label={t('stores.manage.fields.zone_id')} value={filters.zoneId} onValue={(v) => setFilters({ ...filters, zoneId: Number(v), page: 1 })}>
          <option value={0}>{t('stores.manage.all_zones')}</option>
          {zones?.map((z) => <option key={z.id} value={z.id}>{z.name}</option>)}
        </FilterSelect>
        <FilterSelect label={t('stores.manage.state')} value={filters.listed} onValue={(v) => setFilters({ ...filters, listed: v as StoreFilters['listed'], page: 1 })}>
          {(['all', 'listed', 'suspended'] as const).map((state) => <option key={state} value={state}>{t(`stores.manage.states.${state}`)}</option>)}
        </FilterSelect>
      </>}>
      {body}
      <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
      {editing && <StoreProfileDialog store={editing === 'new' ? null : editing} modules={modules.data ?? []} zones={zones ?? []} onClose={() => setEditing(null)} />}
    </ListFrame>
  );
}
