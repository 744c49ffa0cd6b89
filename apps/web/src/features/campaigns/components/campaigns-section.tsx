import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { SparkIcon } from '@storefront/ui/icons';
import { Scroller } from '@storefront/ui/scroller';
import { RAIL_ITEM } from '@/components/catalog/grids';
import { ItemCard } from '@/components/catalog/item-card';
import { RailSkeleton } from '@/components/catalog/skeletons';
import { HomeSection } from '@/components/home-section';
import { useBasicCampaigns } from '../api/get-basic-campaigns';
import { useItemCampaigns } from '../api/get-item-campaigns';
import { CampaignCard } from './campaign-card';

/** "Just For You": the module's campaigns, then the items on a campaign price. */
export function CampaignsSection() {
  const { t } = useTranslation();
  const items = useItemCampaigns();
  const basic = useBasicCampaigns();
  // One section for both calls: loading until both answer, an error only if both fail.
  const query = {
    data: items.data || basic.data ? { items: items.data ?? [], campaigns: basic.data ?? [] } : undefined,
    isPending: items.isPending || basic.isPending,
    isError: items.isError && basic.isError,
    error: items.error ?? basic.error,
    isRefetching: items.isRefetching || basic.isRefetching,
    refetch: () => Promise.all([items.refetch(), basic.refetch()]),
  };
  return (
    <HomeSection
      sectionKey="campaigns"
      title={t('home.sections.campaigns')}
      icon={<SparkIcon className="size-6 text-accent-500" />}
      query={query}
      isEmpty={(data) => data.items.length === 0 && data.campaigns.length === 0}
      skeleton={<RailSkeleton />}
    >
      {(data) => (
        <Scroller>
          {[
            ...data.campaigns.map((campaign) => (
              <div key={`c${campaign.id}`} className="h-full w-72 sm:w-96">
                <CampaignCard campaign={campaign} />
              </div>
            )),
            ...data.items.map((item) => (
              <div key={`i${item.campaign_id ?? 0}-${item.id}`} className={cn('h-full', RAIL_ITEM)}>
                <ItemCard item={item} campaign className="h-full" />
              </div>
            )),
          ]}
        </Scroller>
      )}
    </HomeSection>
  );
}
