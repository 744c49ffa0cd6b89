import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBanner, ZoneList } from '@storefront/contract';
import { ApiError, errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { ListIcon, PencilIcon, PlusIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { toast } from '@storefront/ui/toast';
import { RowSwitch } from '../../../lib/row-switch';
import { BANNERS_PAGE_SIZE, useBanners, useUpdateBanner, type BannerFilters } from '../api/banners';
import { useModules } from '../../../lib/modules';
import { BannerDialog } from './banner-dialog';
import { Pager } from '../../../lib/pager';
import { ListHeader } from '../../../lib/list-header';

/** The title in the console's language, the English one when it has none. */
const shownTitle = (b: ConsoleBanner, language: string) => b.title[language as keyof ConsoleBanner['title']] || b.title.en;

/** The store or item the banner opens, as its type says (a seeded item banner also names the item's store). */
const opened = (b: ConsoleBanner) => (b.type === 'store_wise' ? b.store_id : b.type === 'item_wise' ? b.item_id : null);

/** The languages a banner's title still lacks. */
const untranslated = (b: ConsoleBanner) => (['ar', 'fr'] as const).filter((code) => !b.title[code].trim());

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
    onError: (error) => toast.error(error instanceof ApiError && error.status === 409 ? t('banners.changed_elsewhere') : (errorMessage(error) ?? t('errors.generic'))),
  });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / BANNERS_PAGE_SIZE)) : 1;

  let body;
  if (list.isPending) {
    body = <LoadingRegion label={t('common.loading')} className="flex flex-col gap-2">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-20 w-full rounded-xl" />)}</LoadingRegion>;
  } else if (list.isError) {
    body = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (list.data.banners.length === 0) {
    body = <EmptyState icon={<ListIcon className="size-7" />} title={t('banners.empty_title')} description={canEdit ? t('banners.empty_edit') : t('banners.empty')} className="rounded-2xl border border-dashed border-line bg-surface" />;
  } else {
    body = (
      <ul aria-label={t('banners.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
        {list.data.banners.map((b) => {
          const title = shownTitle(b, i18n.language);
          const missing = untranslated(b);
          return (
            <li key={b.id} data-testid="banner-row" className="flex flex-wrap items-center gap-3 border-b border-line px-3 py-3 last:border-b-0 sm:px-4">
              <Image src={b.image_full_url} alt="" className="h-12 w-24 shrink-0 rounded-lg object-cover ring-1 ring-line" />
              <div className="min-w-0 flex-1">
                <p dir="auto" className="truncate font-semibold"><bdi>{title}</bdi>{b.featured && <span className="ms-2 rounded bg-brand-500/15 px-1.5 py-0.5 text-xs font-semibold text-brand-700 dark:text-brand-300">{t('banners.featured')}</span>}</p>
                <p className="text-xs text-muted">
                  <bdi>{moduleName(b.module_id)}</bdi> · <bdi>{zoneName(b.zone_id)}</bdi> · {t(`banners.types.${b.type}`)}{opened(b) ? ` #${opened(b)}` : ''}
                </p>
                {missing.length > 0 && <p className="text-xs font-medium text-amber-700 dark:text-amber-400">{t('banners.untranslated', { languages: missing.map((code) => t(`banners.language.${code}`)).join(', ') })}</p>}
              </div>
              <div className="flex items-center gap-1">
                <RowSwitch checked={b.on} disabled={!canEdit || update.isPending} label={t('banners.shown_of', { title })} onChange={(on) => switchOn(b, on)} />
                {canEdit && (
                  <button type="button" onClick={() => setEditing(b)} aria-label={t('banners.edit_of', { title })} className="ms-2 grid size-10 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-ink">
                    <PencilIcon className="size-4" />
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ListHeader
        title={t('banners.title')}
        hint={t('banners.hint')}
        action={canEdit && <Button size="sm" onClick={() => setEditing('new')}><PlusIcon className="size-4" />{t('banners.add')}</Button>}
      />
      <div className="flex flex-wrap gap-3">
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('banners.module')}
          <select className="rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink" value={filters.moduleId}
            onChange={(e) => setFilters({ ...filters, moduleId: Number(e.target.value), page: 1 })}>
            <option value={0}>{t('banners.all_modules')}</option>
            {modules.data?.map((m) => <option key={m.id} value={m.id}>{m.module_name}</option>)}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold text-muted">
          {t('banners.state')}
          <select className="rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink" value={filters.on}
            onChange={(e) => setFilters({ ...filters, on: e.target.value as BannerFilters['on'], page: 1 })}>
            {(['all', 'on', 'off'] as const).map((state) => <option key={state} value={state}>{t(`banners.states.${state}`)}</option>)}
          </select>
        </label>
      </div>
      {body}
      <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
      {editing && (
        <BannerDialog banner={editing === 'new' ? null : editing} modules={modules.data ?? []} zones={zones ?? []} moduleId={filters.moduleId} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
