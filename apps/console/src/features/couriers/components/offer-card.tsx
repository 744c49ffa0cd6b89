import { useTranslation } from 'react-i18next';
import type { CourierTrip } from '@storefront/contract';
import { AcceptButton } from './accept-button';
import { TripBadges, TripFacts } from './trip-facts';

/** An order waiting in the courier's zones: where from and to, what it pays, and the button to take it. */
export function OfferCard({ offer, onAccept, busy }: { offer: CourierTrip; onAccept: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <li data-testid="courier-offer" className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold">{offer.pickup.name}</p>
          <p className="text-sm text-muted">{offer.pickup.address}</p>
        </div>
        <TripBadges trip={offer} />
      </div>
      <p className="text-sm"><span className="font-semibold">{t('couriers.to')}</span> {offer.dropoff.address}</p>
      <TripFacts trip={offer} />
      <AcceptButton orderId={offer.order_id} onAccept={onAccept} busy={busy} />
    </li>
  );
}
