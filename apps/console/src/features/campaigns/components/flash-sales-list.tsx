import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleFlashSale } from '@storefront/contract';
import { DateRange } from '../../../lib/date-range';
import { useModules } from '../../../lib/modules';
import { shownText } from '../../../lib/texts';
import { useFlashSaleWrites, useFlashSales, type CampaignFilters } from '../api/campaigns';
import { CampaignListFrame, CampaignRow } from './campaign-list-frame';
import { useRowSwitch } from './campaign-parts';
import { FlashSaleDialog } from './flash-sale-dialog';

/** An instant in the console's language and the browser's time zone. */
const when = (iso: string, language: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The flash sales: newest first, by module, state and part of the title in any language; each with its
 * start and end, how many items it holds and how many units sold, where it stands; switched on or off in
 * place, created and edited (with its items) in a dialog by those who may.
 */
export function FlashSalesList({ canEdit }: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<CampaignFilters>({ moduleId: 0, state: 'all', search: '', page: 1 });
  const list = useFlashSales(filters);
  const modules = useModules(i18n.language);
  const { update } = useFlashSaleWrites();
  const switchOn = useRowSwitch(update);
  const [editing, setEditing] = useState<ConsoleFlashSale | 'new' | null>(null);
  const rows = list.data?.flash_sales;
  const moduleName = (id: number) => modules.data?.find((m) => m.id === id)?.module_name ?? t('campaigns.module_number', { id });

  return (
    <>
      <CampaignListFrame texts="campaigns.flash" read={list} count={rows?.length} filters={filters} onFilters={setFilters} modules={modules.data} canEdit={canEdit} onAdd={() => setEditing('new')}>
        {() => (
          <ul aria-label={t('campaigns.flash.title')} aria-busy={list.isFetching} className="overflow-hidden rounded-2xl border border-line bg-surface">
            {rows!.map((s) => {
              const title = shownText(s.title, i18n.language);
              const sold = s.lines.reduce((n, l) => n + l.sold, 0);
              return (
                <CampaignRow key={s.id} testId="flash-sale-row" title={title} row={s} canEdit={canEdit} busy={update.isPending}
                  onSwitch={(on) => switchOn(s, on)} onEdit={() => setEditing(s)}>
                  <p className="text-xs text-muted"><bdi>{moduleName(s.module_id)}</bdi> · {t('campaigns.flash.items_count', { count: s.lines.length })} · {t('campaigns.flash.sold', { count: sold })}</p>
                  <p className="text-xs text-muted"><DateRange from={when(s.start_date, i18n.language)} to={when(s.end_date, i18n.language)} /></p>
                </CampaignRow>
              );
            })}
          </ul>
        )}
      </CampaignListFrame>
      {editing && <FlashSaleDialog sale={editing === 'new' ? null : editing} modules={modules.data ?? []} moduleId={filters.moduleId} onClose={() => setEditing(null)} />}
    </>
  );
}
