import { useTranslation } from 'react-i18next';
import { errorMessage } from '@storefront/ui/api-error';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useCourierState } from '../api/get-courier-state';
import { MyTrips } from './my-trips';
import { OffersList } from './offers-list';
import { ShiftCard } from './shift-card';

/** The courier's home: the shift switch, the trips running, then the orders on offer. */
export function CourierHome() {
  const { t, i18n } = useTranslation();
  const state = useCourierState(i18n.language);
  if (state.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-56 w-full rounded-2xl" />
      </LoadingRegion>
    );
  }
  if (state.isError) return <ErrorState message={errorMessage(state.error)} onRetry={() => void state.refetch()} retrying={state.isFetching} />;
  return (
    <>
      <ShiftCard state={state.data} language={i18n.language} />
      <MyTrips />
      <OffersList online={state.data.online} />
    </>
  );
}
