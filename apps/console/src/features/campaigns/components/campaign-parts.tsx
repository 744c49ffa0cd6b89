import { useTranslation } from 'react-i18next';
import { toast } from '@storefront/ui/toast';
import { toastRefusal } from '../../../lib/save-refusal';
import type { CampaignState, Module } from '@storefront/contract';
import { FilterSelect } from '../../../lib/filter-select';
import { SearchField } from '../../../lib/search-field';
import type { CampaignFilters } from '../api/campaigns';

const STATES: readonly (CampaignState | 'all')[] = ['all', 'running', 'scheduled', 'expired', 'off'];
const STATE_STYLE: Record<CampaignState, string> = {
  running: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  scheduled: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  expired: 'bg-surface-2 text-muted',
  off: 'bg-surface-2 text-muted',
};

/** A list's filters: part of the title in any language, the module, and the state now. */
export function CampaignFiltersBar({ filters, modules, onFilters }: { filters: CampaignFilters; modules: readonly Module[] | undefined; onFilters: (f: CampaignFilters) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchField label={t('campaigns.search')} value={filters.search} placeholder={t('campaigns.search_placeholder')} onValue={(search) => onFilters({ ...filters, search: search, page: 1 })} />
      <FilterSelect label={t('campaigns.fields.module_id')} value={filters.moduleId} onValue={(v) => onFilters({ ...filters, moduleId: Number(v), page: 1 })}>
        <option value={0}>{t('campaigns.all_modules')}</option>
        {modules?.map((m) => <option key={m.id} value={m.id}>{m.module_name}</option>)}
      </FilterSelect>
      <FilterSelect label={t('campaigns.state')} value={filters.state} onValue={(v) => onFilters({ ...filters, state: v as CampaignFilters['state'], page: 1 })}>
        {STATES.map((state) => <option key={state} value={state}>{t(`campaigns.states.${state}`)}</option>)}
      </FilterSelect>
    </div>
  );
}

export function StateBadge({ state }: { state: CampaignState }) {
  const { t } = useTranslation();
  return <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATE_STYLE[state]}`}>{t(`campaigns.states.${state}`)}</span>;
}

/** A save that switches a row on or off in place, naming the version the list read. */
interface SwitchSave {
  mutate: (vars: { id: number; body: { version: number; on: boolean } }, opts: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

/** Switches a row on or off from its list, saying so, or why not (someone else changed it: the list reads it again). */
export function useRowSwitch(save: SwitchSave) {
  const { t } = useTranslation();
  return (row: { id: number; version: number }, on: boolean) => save.mutate({ id: row.id, body: { version: row.version, on } }, {
    onSuccess: () => toast.success(on ? t('campaigns.turned_on') : t('campaigns.turned_off')),
    onError: (error) => toastRefusal(error, t('campaigns.changed_elsewhere'), t('errors.generic')),
  });
}
