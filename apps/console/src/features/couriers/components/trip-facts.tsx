import { useTranslation } from 'react-i18next';
import type { CourierTrip } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { useMoney } from '../../../components/use-money';

const km = (value: number) => value.toFixed(1);

/** Until it is picked up, whether the store has the order ready; and a parcel's badge. */
export function TripBadges({ trip }: { trip: CourierTrip }) {
  const { t } = useTranslation();
  const beforePickup = trip.step === null || trip.step === 'accepted' || trip.step === 'arrived_at_pickup';
  return (
    <div className="flex flex-wrap gap-1.5">
      {beforePickup && <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', trip.ready
        ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300'
        : 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300')}>
        {t(trip.ready ? 'couriers.ready' : 'couriers.being_prepared')}
      </span>}
      {trip.order_type === 'parcel' && <ParcelBadge />}
    </div>
  );
}

/** Marks a parcel (sent by a customer) apart from a store's delivery order. */
export function ParcelBadge() {
  const { t } = useTranslation();
  return <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-800 dark:bg-sky-950 dark:text-sky-300">{t('couriers.parcel')}</span>;
}

/** Distances, minutes, what the courier earns (delivery charge and tip) and the cash to collect at the door. */
export function TripFacts({ trip }: { trip: CourierTrip }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm" data-testid="trip-facts">
      <dt className="text-muted">{t('couriers.to_pickup')}</dt>
      <dd className="text-end font-semibold">
        {trip.pickup_km === null ? '—' : <span dir="ltr">{t('couriers.km', { km: km(trip.pickup_km) })}</span>}
      </dd>
      <dt className="text-muted">{t('couriers.to_dropoff')}</dt>
      <dd className="text-end font-semibold"><span dir="ltr">{t('couriers.km', { km: km(trip.dropoff_km) })}</span></dd>
      <dt className="text-muted">{t('couriers.time')}</dt>
      <dd className="text-end font-semibold"><span dir="ltr">{t('couriers.minutes', { count: trip.minutes })}</span></dd>
      <dt className="text-muted">{t('couriers.earnings')}</dt>
      <dd className="text-end font-bold text-brand-700 dark:text-brand-300"><bdi>{money(trip.delivery_charge + trip.tip)}</bdi></dd>
      {trip.cash_to_collect > 0 && (
        <>
          <dt className="text-muted">{t('couriers.cash_to_collect')}</dt>
          <dd className="text-end font-bold text-amber-700 dark:text-amber-300"><bdi>{money(trip.cash_to_collect)}</bdi></dd>
        </>
      )}
    </dl>
  );
}
