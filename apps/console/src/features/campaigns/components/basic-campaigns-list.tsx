import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleBasicCampaign } from '@storefront/contract';
import { DateRange } from '../../../lib/date-range';
import { useModules } from '../../../lib/modules';
import { shownText } from '../../../lib/texts';
import { useBasicCampaignWrites, useBasicCampaigns, type CampaignFilters } from '../api/campaigns';
import { BasicCampaignDialog } from './basic-campaign-dialog';
import { CampaignListFrame, CampaignRow } from './campaign-list-frame';
import { useRowSwitch } from './campaign-parts';

/**
 * The basic campaigns: newest first, by module, state and part of the title in any language; each with its
 * picture, title, module, days and daily hours, how many stores take part, where it stands and the
 * languages its title lacks; switched on or off in place, created and edited in a dialog by those who may.
 */
export function BasicCampaignsList({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<CampaignFilters>({ moduleId: 0, state: 'all', search: '', page: 1 });
  const list = useBasicCampaigns(filters);
  const modules = useModules(i18n.language);
  const { update } = useBasicCampaignWrites();
  const [editing, setEditing] = useState<ConsoleBasicCampaign | 'new' | null>(null);
  const moduleName = (id: number) => modules.data?.find((m) => m.id === id)?.module_name ?? t('campaigns.module_number', { id });
  const switchOn = useRowSwitch(update);
  const rows = list.data?.campaigns;

  return (
    <>
      <CampaignListFrame texts="campaigns.basic" read={list} count={rows?.length} filters={filters} onFilters={setFilters} modules={modules.data} canEdit={canEdit} onAdd={() => setEditing('new')}>
        {() => (
          <ul aria-label={t('campaigns.basic.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
            {rows!.map((c) => {
              const title = shownText(c.title, i18n.language);
              return (
                <CampaignRow key={c.id} testId="campaign-row" title={title} row={c}
                  lead={c.image_full_url ? <img src={c.image_full_url} alt="" className="size-12 shrink-0 rounded-lg object-cover" /> : <span aria-hidden className="size-12 shrink-0 rounded-lg bg-surface-2" />} canEdit={canEdit} busy={update.isPending}
                  onSwitch={(on) => switchOn(c, on)} onEdit={() => setEditing(c)}>
                  <p className="text-xs text-muted"><bdi>{moduleName(c.module_id)}</bdi> · {t('campaigns.stores_count', { count: c.store_ids.length })}</p>
                  <p className="text-xs text-muted"><DateRange from={c.start_date} to={c.end_date} hours={{ from: c.start_time, to: c.end_time }} /></p>
                </CampaignRow>
              );
            })}
          </ul>
        )}
      </CampaignListFrame>
      {editing && <BasicCampaignDialog campaign={editing === 'new' ? null : editing} modules={modules.data ?? []} moduleId={filters.moduleId} onClose={() => setEditing(null)} />}
    </>
  );
}
