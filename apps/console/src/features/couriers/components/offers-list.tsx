import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CourierTrip } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { BikeIcon, TruckIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useOffers } from '../api/get-offers';
import { OfferCard } from './offer-card';
import { useTakeOffer } from './use-take-offer';

/**
 * The orders on offer while the courier is online, read again every few seconds and when the app
 * comes back to the front. Taking one opens its trip; losing it to another courier (409) says so.
 */
export function OffersList({ online }: { online: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const offers = useOffers(online);
  const { take, busy } = useTakeOffer();
  const open = (trip: CourierTrip) => void navigate(`/courier/trips/${trip.order_id}`);

  let body;
  if (!online) {
    body = <EmptyState icon={<BikeIcon className="size-7" />} title={t('couriers.offline_title')} description={t('couriers.offline_hint')} />;
  } else if (offers.isPending) {
    body = (
      <LoadingRegion label={t('common.loading')} className="flex flex-col gap-3">
        {[0, 1].map((i) => <Skeleton key={i} className="h-56 w-full rounded-2xl" />)}
      </LoadingRegion>
    );
  } else if (offers.isError) {
    body = <ErrorState message={errorMessage(offers.error)} onRetry={() => void offers.refetch()} retrying={offers.isFetching} />;
  } else if (offers.data.offers.length === 0) {
    body = <EmptyState icon={<TruckIcon className="size-7" />} title={t('couriers.no_offers')} description={t('couriers.no_offers_hint')} />;
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {offers.data.offers.map((offer) => (
          <OfferCard key={offer.order_id} offer={offer} busy={busy} onAccept={() => take(offer.order_id, open)} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="courier-offers-title" className="flex flex-col gap-3">
      <h2 id="courier-offers-title" className="text-lg font-bold">{t('couriers.offers')}</h2>
      {body}
    </section>
  );
}
