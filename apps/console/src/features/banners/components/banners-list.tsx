import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBanner, ZoneList } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { PlusIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { toast } from '@storefront/ui/toast';
import { FilterSelect } from '../../../lib/filter-select';
import { ListRow } from '../../../lib/list-row';
import { listState } from '../../../lib/list-state';
import { useModules } from '../../../lib/modules';
import { shownText } from '../../../lib/texts';
import { BANNERS_PAGE_SIZE, useBanners, useUpdateBanner, type BannerFilters } from '../api/banners';
import { BannerDialog } from './banner-dialog';
import { Pager } from '../../../lib/pager';
import { ListHeader } from '../../../lib/list-header';
import { toastRefusal } from '../../../lib/save-refusal';

/** The store or item the banner opens, as its type says (a seeded item banner also names the item's store). */
const opened = (b: ConsoleBanner) => (b.type === 'store_wise' ? b.store_id : b.type === 'item_wise' ? b.item_id : null);

/**
 * The home banners: newest first, by module and on or off; each with its picture, title, where it shows,
 * what it opens and the languages its title lacks; switched on or off in place, created and edited in a
 * dialog by those who may. Loading, failed and empty lists each say so.
 */
export function BannersList({ canEdit, zones }: { canEdit: boolean; zones: ZoneList | undefined }) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<BannerFilters>({ moduleId: 0, on: 'all', page: 1 });
  const list = useBanners(filters);
  const modules = useModules(i18n.language);
  const update = useUpdateBanner();
  const [editing, setEditing] = useState<ConsoleBanner | 'new' | null>(null);
  const moduleName = (id: number) => modules.data?.find((m) => m.id === id)?.module_name ?? t('banners.module_number', { id });
  const zoneName = (id: number) => zones?.find((z) => z.id === id)?.name ?? t('banners.zone_number', { id });
  const switchOn = (b: ConsoleBanner, on: boolean) => update.mutate({ id: b.id, body: { version: b.version, on } }, {
    onSuccess: () => toast.success(on ? t('banners.turned_on') : t('banners.turned_off')),
    onError: (error) => toastRefusal(error, t('banners.changed_elsewhere'), t('errors.generic')),
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / BANNERS_PAGE_SIZE)) : 1;

  const rows = list.data?.banners;
  const body = listState(list, rows?.length, { title: t('banners.empty_title'), description: canEdit ? t('banners.empty_edit') : t('banners.empty') }) ?? (
    <ul aria-label={t('banners.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
      {rows!.map((b) => {
        const title = shownText(b.title, i18n.language);
        return (
          <ListRow key={b.id} testId="banner-row" name={title} texts={b.title} scope="banners"
            lead={<Image src={b.image_full_url} alt="" className="h-12 w-24 shrink-0 rounded-lg object-cover ring-1 ring-line" />}
            beside={b.featured && <span className="rounded bg-brand-500/15 px-1.5 py-0.5 text-xs font-semibold text-brand-700 dark:text-brand-300">{t('banners.featured')}</span>}
            actions={{ on: b.on, switchLabel: t('banners.shown_of', { title }), editLabel: t('banners.edit_of', { title }), canEdit, busy: update.isPending, onSwitch: (on) => switchOn(b, on), onEdit: () => setEditing(b) }}>
            <p className="text-xs text-muted">
              <bdi>{moduleName(b.module_id)}</bdi> · <bdi>{zoneName(b.zone_id)}</bdi> · {t(`banners.types.${b.type}`)}{opened(b) ? ` #${opened(b)}` : ''}
            </p>
          </ListRow>
        );
      })}
    </ul>
  );

  return (
    <div className="flex flex-col gap-4">
      <ListHeader
        title={t('banners.title')}
        hint={t('banners.hint')}
        action={canEdit && <Button size="sm" onClick={() => setEditing('new')}><PlusIcon className="size-4" />{t('banners.add')}</Button>}
      />
      <div className="flex flex-wrap gap-3">
        <FilterSelect label={t('banners.module')} value={filters.moduleId} onValue={(v) => setFilters({ ...filters, moduleId: Number(v), page: 1 })}>
          <option value={0}>{t('banners.all_modules')}</option>
          {modules.data?.map((m) => <option key={m.id} value={m.id}>{m.module_name}</option>)}
        </FilterSelect>
        <FilterSelect label={t('banners.state')} value={filters.on} onValue={(v) => setFilters({ ...filters, on: v as BannerFilters['on'], page: 1 })}>
          {(['all', 'on', 'off'] as const).map((state) => <option key={state} value={state}>{t(`banners.states.${state}`)}</option>)}
        </FilterSelect>
      </div>
      {body}
      <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
      {editing && (
        <BannerDialog banner={editing === 'new' ? null : editing} modules={modules.data ?? []} zones={zones ?? []} moduleId={filters.moduleId} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
