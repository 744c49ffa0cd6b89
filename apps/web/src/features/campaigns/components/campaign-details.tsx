import { useTranslation } from 'react-i18next';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { StoreIcon } from '@storefront/ui/icons';
import { Image } from '@storefront/ui/image';
import { Skeleton } from '@storefront/ui/skeleton';
import { Countdown } from '@/components/catalog/countdown';
import { STORE_GRID } from '@/components/catalog/grids';
import { StoreCard } from '@/components/catalog/store-card';
import { NotFoundPlaceholder } from '@/components/not-found-placeholder';
import { PageHeader } from '@/components/page-header';
import { ReadMore } from '@/components/catalog/read-more';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCampaignDetails } from '../api/get-campaign-details';

/** The end of a campaign as an instant: its end date and time (end of day when no time is given). */
export const campaignEnd = (date: string, time?: string) => (date.length > 10 ? date : `${date}T${time && /^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : '23:59'}:59`);

/** /campaigns/{id}: the campaign, its countdown and the stores taking part. */
export function CampaignDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useCampaignDetails(id);
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) return <NotFoundPlaceholder />;
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (query.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="space-y-4">
        <Skeleton className="aspect-[3/1] w-full rounded-3xl" />
        <Skeleton className="h-8 w-1/3" />
      </div>
    );
  }
  const campaign = query.data;
  const stores = campaign.stores;
  return (
    <div className="space-y-8" data-testid="campaign-page">
      <div className="overflow-hidden rounded-3xl bg-brand-700 shadow-sm">
        <Image src={campaign.image_full_url} alt="" className="aspect-[2/1] w-full object-cover sm:aspect-[4/1]" />
      </div>
      <PageHeader
        title={campaign.title}
        subtitle={t('campaigns.dates', { from: campaign.available_date_starts.slice(0, 10), to: campaign.available_date_ends.slice(0, 10) })}
        actions={<Countdown endsAt={campaignEnd(campaign.available_date_ends, campaign.end_time)} />}
      />
      {campaign.description && <ReadMore text={campaign.description} className="-mt-4 max-w-3xl text-base" />}
      <section>
        <h2 className="mb-4 text-xl font-extrabold">{t('campaigns.stores')}</h2>
        {stores.length === 0 ? (
          <EmptyState icon={<StoreIcon className="size-8" />} title={t('search.stores_not_found')} />
        ) : (
          <div className={STORE_GRID}>
            {stores.map((store) => (
              <StoreCard key={store.id} store={store} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
