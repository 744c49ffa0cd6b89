import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURIER_STATUSES, type ConsoleCourier } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { toast } from '@storefront/ui/toast';
import { DialogActions } from '../../../lib/dialog-actions';
import { FilterSelect } from '../../../lib/filter-select';
import { ListFrame } from '../../../lib/list-header';
import { listState } from '../../../lib/list-state';
import { Pager } from '../../../lib/pager';
import { SearchField } from '../../../lib/search-field';
import { COURIERS_PAGE_SIZE, useCourierAction, useCourierZones, useCouriers, type CourierAction, type CourierFilters } from '../api/couriers';
import { StateBadge } from './people-badges';

type Zone = { id: number; name: string };

/** What may be done to a courier in each state. */
const ACTIONS: Record<ConsoleCourier['status'], CourierAction[]> = {
  pending: ['approve', 'refuse', 'deactivate'], active: ['deactivate'], refused: ['approve', 'deactivate'], deactivated: ['activate'],
};

/**
 * The couriers, newest first, by state (waiting for approval, active, refused, deactivated) and the start of a
 * name or email, with their zones and shift: approved or refused, their zones chosen from the business's, deactivated.
 */
export function CouriersList({ zones }: { zones: readonly Zone[] }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<CourierFilters>({ search: '', status: 'all', page: 1 });
  const list = useCouriers(filters);
  const action = useCourierAction();
  const [zoning, setZoning] = useState<ConsoleCourier | null>(null);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / COURIERS_PAGE_SIZE)) : 1;
  const act = (c: ConsoleCourier, what: CourierAction) => action.mutate({ id: c.id, action: what }, {
    onSuccess: () => toast.success(t(`people.couriers.done_${what}`)),
    onError: (error) => toast.error(errorMessage(error) ?? t('errors.generic')),
  });
  const rows = list.data?.couriers;
  const body = listState(list, rows?.length, { title: t('people.couriers.empty_title'), description: t('people.couriers.empty') }) ?? (
    <ul aria-label={t('people.couriers.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
      {rows!.map((c) => (
        <li key={c.id} data-testid="courier-row" className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 last:border-b-0">
          <div className="flex min-w-0 flex-col gap-1">
            <span className="font-semibold"><bdi>{`${c.f_name} ${c.l_name}`.trim()}</bdi> <StateBadge state={c.status} /> {c.online && <span className="text-xs text-emerald-700 dark:text-emerald-300">{t('people.couriers.online')}</span>}</span>
            <span dir="ltr" className="truncate text-start text-xs text-muted">{[c.email, c.phone].filter(Boolean).join(' · ')}</span>
            <span className="text-xs text-muted">{c.zones.length ? c.zones.map((z) => z.name).join(', ') : t('people.couriers.no_zones')}</span>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setZoning(c)}>{t('people.couriers.zones')}</Button>
            {ACTIONS[c.status].map((what) => <Button key={what} size="sm" variant="outline" disabled={action.isPending} onClick={() => act(c, what)}>{t(`people.couriers.${what}`)}</Button>)}
          </div>
        </li>
      ))}
    </ul>
  );
  return (
    <ListFrame
      heading={{ title: t('people.couriers.title'), hint: list.data ? t('people.couriers.count', { count: list.data.total }) : '\u00a0' }}
      filters={<>
        <SearchField label={t('people.couriers.search')} value={filters.search} onValue={(search) => setFilters({ ...filters, search, page: 1 })} />
        <FilterSelect label={t('people.couriers.state_filter')} value={filters.status} onValue={(v) => setFilters({ ...filters, status: v as CourierFilters['status'], page: 1 })}>
          <option value="all">{t('people.couriers.all_states')}</option>
          {COURIER_STATUSES.map((s) => <option key={s} value={s}>{t(`people.states.${s}`)}</option>)}
        </FilterSelect>
      </>}>
      {body}
      <Pager page={filters.page} pages={pages} onPage={(page) => setFilters({ ...filters, page })} />
      {zoning && <ZonesDialog courier={zoning} zones={zones} onClose={() => setZoning(null)} />}
    </ListFrame>
  );
}

/** The zones the courier works in, ticked from the business's zones. */
function ZonesDialog({ courier, zones, onClose }: { courier: ConsoleCourier; zones: readonly Zone[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>(courier.zones.map((z) => z.id));
  const [failure, setFailure] = useState<string | null>(null);
  const save = useCourierZones();
  const toggle = (id: number, on: boolean) => setChosen(on ? [...chosen, id] : chosen.filter((z) => z !== id));
  const title = t('people.couriers.zones_of', { name: `${courier.f_name} ${courier.l_name}`.trim() });
  return (
    <Dialog open onClose={onClose} title={title}>
      <form className="mt-4 flex flex-col gap-4" aria-label={title} onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ id: courier.id, zoneIds: chosen }, { onSuccess: () => { toast.success(t('people.couriers.zones_saved')); onClose(); }, onError: (error) => setFailure(errorMessage(error) ?? t('errors.generic')) });
      }}>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('people.couriers.zones')}</legend>
          {zones.map((z) => (
            <label key={z.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={chosen.includes(z.id)} onChange={(e) => toggle(z.id, e.target.checked)} />
              <bdi>{z.name}</bdi>
            </label>
          ))}
        </fieldset>
        <DialogActions failure={failure} conflicted={false} pending={save.isPending} cancel={t('people.cancel')} submit={t('people.couriers.save_zones')} saving={t('people.saving')} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
