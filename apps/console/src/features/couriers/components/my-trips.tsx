import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@storefront/ui/api-error';
import { ErrorState } from '@storefront/ui/error-state';
import { ChevronEndIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useTrips } from '../api/get-trips';

/** The orders the courier carries now, each a link to its trip; nothing shows when there are none. */
export function MyTrips() {
  const { t } = useTranslation();
  const trips = useTrips();
  if (trips.isPending) {
    return <LoadingRegion label={t('common.loading')}><Skeleton className="h-20 w-full rounded-2xl" /></LoadingRegion>;
  }
  if (trips.isError) return <ErrorState compact message={errorMessage(trips.error)} onRetry={() => void trips.refetch()} retrying={trips.isFetching} />;
  const running = trips.data.trips.filter((trip) => trip.step !== 'delivered');
  if (running.length === 0) return null;
  return (
    <section aria-labelledby="courier-trips-title" className="flex flex-col gap-2">
      <h2 id="courier-trips-title" className="text-lg font-bold">{t('couriers.my_trips')}</h2>
      <ul className="flex flex-col gap-2">
        {running.map((trip) => (
          <li key={trip.order_id}>
            <Link to={`/courier/trips/${trip.order_id}`} className="flex items-center gap-3 rounded-2xl border border-brand-500 bg-surface p-4 hover:bg-surface-2">
              <div className="min-w-0 flex-1">
                <p className="font-bold">{t('couriers.order', { id: trip.order_id })} · {trip.pickup.name}</p>
                <p className="truncate text-sm text-muted">{t(`couriers.steps.${trip.step ?? 'accepted'}`)} · {trip.dropoff.address}</p>
              </div>
              <ChevronEndIcon className="size-5 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
