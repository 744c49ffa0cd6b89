import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleItemCampaign } from '@storefront/contract';
import { useMoney } from '../../../components/use-money';
import { DateRange } from '../../../lib/date-range';
import { useModules } from '../../../lib/modules';
import { shownText } from '../../../lib/texts';
import { useItemCampaignWrites, useItemCampaigns, type CampaignFilters } from '../api/campaigns';
import { CampaignListFrame, CampaignRow } from './campaign-list-frame';
import { useRowSwitch } from './campaign-parts';
import { ItemCampaignDialog } from './item-campaign-dialog';

/**
 * The item campaigns: newest first, by module, state and part of the title in any language; each with its
 * item and store, the item's own price against the campaign's, the campaign's discount, days and hours,
 * where it stands; switched on or off in place, created and edited in a dialog by those who may.
 */
export function ItemCampaignsList({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const [filters, setFilters] = useState<CampaignFilters>({ moduleId: 0, state: 'all', search: '', page: 1 });
  const list = useItemCampaigns(filters);
  const modules = useModules(i18n.language);
  const { update } = useItemCampaignWrites();
  const switchOn = useRowSwitch(update);
  const [editing, setEditing] = useState<ConsoleItemCampaign | 'new' | null>(null);
  const rows = list.data?.campaigns;
  const off = (c: ConsoleItemCampaign) => (c.discount > 0 ? t('campaigns.takes', { off: c.discount_type === 'percent' ? `${c.discount}%` : money(c.discount) }) : null);

  return (
    <>
      <CampaignListFrame texts="campaigns.items" read={list} count={rows?.length} filters={filters} onFilters={setFilters} modules={modules.data} canEdit={canEdit} onAdd={() => setEditing('new')}>
        {() => (
          <ul aria-label={t('campaigns.items.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
            {rows!.map((c) => {
              const title = shownText(c.title, i18n.language);
              return (
                <CampaignRow key={c.id} testId="item-campaign-row" title={title} row={c} canEdit={canEdit} busy={update.isPending}
                  onSwitch={(on) => switchOn(c, on)} onEdit={() => setEditing(c)}>
                  <p className="text-xs text-muted"><bdi>{c.item_name}</bdi> · <bdi>{c.store_name}</bdi></p>
                  <p className="text-xs text-muted">
                    <bdi dir="ltr"><span className="line-through">{money(c.item_price)}</span> → <span className="font-semibold text-ink">{money(c.price)}</span></bdi>
                    {off(c) && <> · {off(c)}</>}
                  </p>
                  <p className="text-xs text-muted"><DateRange from={c.start_date} to={c.end_date} hours={{ from: c.start_time, to: c.end_time }} /></p>
                </CampaignRow>
              );
            })}
          </ul>
        )}
      </CampaignListFrame>
      {editing && <ItemCampaignDialog campaign={editing === 'new' ? null : editing} modules={modules.data ?? []} moduleId={filters.moduleId} onClose={() => setEditing(null)} />}
    </>
  );
}
