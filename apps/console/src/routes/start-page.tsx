import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Skeleton, LoadingRegion } from '@storefront/ui/skeleton';
import { OperatorSummary } from '../features/operator/components/operator-summary';
import { useMe } from '../features/operator/api/get-me';
import { ZoneName } from '../features/zones/components/zone-name';
import { can, storesOf } from '../lib/access';

/**
 * Where the console opens: store staff go straight to their (first) store's orders board, couriers to
 * their deliveries; everyone else sees who is signed in, for which zone, and the way back to the storefront.
 */
export function StartPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  if (!session) {
    return (
      <LoadingRegion label={t('common.loading')}>
        <Skeleton className="h-48 w-full rounded-2xl" />
      </LoadingRegion>
    );
  }
  const store = storesOf(session).find((s) => can(session, 'orders.view', s.id));
  if (store) return <Navigate to={`/stores/${store.id}/orders`} replace />;
  if (can(session, 'courier.work', null)) return <Navigate to="/courier" replace />;
  const { operator } = session;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <OperatorSummary operator={operator} zone={operator.zone_id === null ? null : <ZoneName id={operator.zone_id} />} />
      <a href="/" className="self-start text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        {t('shell.to_storefront')}
      </a>
    </div>
  );
}
