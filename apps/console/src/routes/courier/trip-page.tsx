import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@storefront/ui/api-error';
import { ErrorState } from '@storefront/ui/error-state';
import { ChevronStartIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { CourierFrame } from '../../components/courier-frame';
import { useTrip } from '../../features/couriers/api/get-trip';
import { PositionReports } from '../../features/couriers/components/position-reports';
import { TripView } from '../../features/couriers/components/trip-view';

/** /courier/trips/:tripId: one trip on the road, step by step to the door. */
export function TripPage() {
  const { t } = useTranslation();
  const id = Number(useParams().tripId);
  return (
    <CourierFrame>
      <Link to="/courier" className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        <ChevronStartIcon className="size-4" />{t('couriers.back_to_deliveries')}
      </Link>
      {Number.isInteger(id) && id > 0 ? <Trip id={id} /> : <ErrorState message={t('couriers.trip_not_found')} />}
      <PositionReports />
    </CourierFrame>
  );
}

function Trip({ id }: { id: number }) {
  const { t } = useTranslation();
  const trip = useTrip(id);
  if (trip.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-56 w-full rounded-2xl" />
        <Skeleton className="h-14 w-full rounded-xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </LoadingRegion>
    );
  }
  if (trip.isError) return <ErrorState message={errorMessage(trip.error)} onRetry={() => void trip.refetch()} retrying={trip.isFetching} />;
  return <TripView trip={trip.data} />;
}
