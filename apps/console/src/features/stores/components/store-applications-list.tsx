import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleStoreApplication, StoreApplicationState, ZoneList } from '@storefront/contract';
import { FilterSelect } from '../../../lib/filter-select';
import { formatDateTime } from '../../../lib/format';
import { ListFrame } from '../../../lib/list-header';
import { listState } from '../../../lib/list-state';
import { useModules } from '../../../lib/modules';
import { Pager } from '../../../lib/pager';
import { shownText } from '../../../lib/texts';
import { SearchField } from '../../../lib/search-field';
import { APPLICATIONS_PAGE_SIZE, useStoreApplications, type ApplicationFilters } from '../api/store-applications';
import { APPLICATION_STATE_STYLE, StoreApplicationDialog } from './store-application-dialog';

const STATES: readonly (StoreApplicationState | 'all')[] = ['all', 'pending', 'approved', 'rejected'];

/**
 * The applications to open a store, sent from the storefront: pending ones first, then newest; by state and
 * part of a name, email or phone; each with its store's name, module and zone, its applicant and when it
 * came. A row opens the application, where it is approved or rejected.
 */
export function StoreApplicationsList({ zones }: { zones: ZoneList | undefined }) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<ApplicationFilters>({ state: 'all', search: '', page: 1 });
  const list = useStoreApplications(filters);
  const modules = useModules(i18n.language);
  const [open, setOpen] = useState<ConsoleStoreApplication | null>(null);
  const moduleName = (id: number) => modules.data?.find((m) => m.id === id)?.module_name ?? `#${id}`;
  const zoneName = (id: number) => zones?.find((z) => z.id === id)?.name ?? `#${id}`;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / APPLICATIONS_PAGE_SIZE)) : 1;

  const rows = list.data?.applications;
  const body = listState(list, rows?.length, { title: t('stores.applications.empty_title'), description: t('stores.applications.empty') }) ?? (
    <ul aria-label={t('stores.applications.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
      {rows!.map((a) => (
        <li key={a.id} data-testid="application-row" className="border-b border-line last:border-b-0">
          <button type="button" onClick={() => setOpen(a)} className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-3 py-3 text-start hover:bg-surface-2 sm:px-4">
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="flex flex-wrap items-center gap-2">
                <span dir="auto" className="min-w-0 truncate font-semibold"><bdi>{shownText(a.name, i18n.language)}</bdi></span>
                <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${APPLICATION_STATE_STYLE[a.status]}`}>{t(`stores.applications.states.${a.status}`)}</span>
              </span>
              <span className="text-xs text-muted"><bdi>{moduleName(a.module_id)}</bdi> · <bdi>{zoneName(a.zone_id)}</bdi> · {t('stores.applications.documents_count', { count: a.documents.length })}</span>
              <span className="text-xs text-muted"><bdi>{`${a.f_name} ${a.l_name}`.trim()}</bdi> · <bdi dir="ltr">{a.email}</bdi></span>
            </span>
            <span className="text-xs text-muted">{formatDateTime(a.created_at, i18n.language)}</span>
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <ListFrame
      heading={{ title: t('stores.applications.title'), hint: t('stores.applications.hint') }}
      filters={<>
        <SearchField label={t('stores.applications.search')} value={filters.search} placeholder={t('stores.applications.search_placeholder')} onValue={(search) => setFilters({ ...filters, search: search, page: 1 })} />
        <FilterSelect label={t('stores.applications.state')} value={filters.state} onValue={(v) => setFilters({ ...filters, state: v as ApplicationFilters['state'], page: 1 })}>
          {STATES.map((state) => <option key={state} value={state}>{t(`stores.applications.states.${state}`)}</option>)}
        </FilterSelect>
      </>}>
      {body}
      <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
      {open && <StoreApplicationDialog application={open} moduleName={moduleName(open.module_id)} zoneName={zoneName(open.zone_id)} onClose={() => setOpen(null)} />}
    </ListFrame>
  );
}
