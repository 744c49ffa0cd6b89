import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BasicCampaignsList } from '../features/campaigns/components/basic-campaigns-list';
import { ItemCampaignsList } from '../features/campaigns/components/item-campaigns-list';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

const TABS = ['basic', 'item'] as const;

/** /campaigns: basic and item campaigns, a tab each (kept in the address), for those who hold promotions.view; editing for promotions.edit. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'item' ? 'item' : 'basic';
  if (!session) return null;
  if (!can(session, 'promotions.view', null)) return <p className="p-6 text-center text-muted">{t('campaigns.not_allowed')}</p>;
  const canEdit = can(session, 'promotions.edit', null);
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={t('campaigns.tabs_label')} className="flex gap-1 self-start rounded-xl bg-surface-2 p-1">
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" id={`campaigns-tab-${name}`} aria-selected={tab === name} aria-controls="campaigns-panel"
            onClick={() => setParams(name === 'basic' ? {} : { tab: name }, { replace: true })}
            className="rounded-lg px-4 py-1.5 text-sm font-semibold text-muted aria-selected:bg-surface aria-selected:text-ink aria-selected:shadow-sm">
            {t(`campaigns.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="campaigns-panel" aria-labelledby={`campaigns-tab-${tab}`}>
        {tab === 'basic' ? <BasicCampaignsList canEdit={canEdit} /> : <ItemCampaignsList canEdit={canEdit} />}
      </div>
    </div>
  );
}
