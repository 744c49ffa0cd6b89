import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@storefront/ui/api-error';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useBusinessOrder } from '../features/orders/api/business-orders';
import { BusinessOrderView } from '../features/orders/components/business-order-view';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';

/** /orders/:orderId: one order for the business's staff: moving it (orders.move), giving it to a courier, deciding its refund (refunds.decide). */
export function BusinessOrderPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  const orderId = Number(useParams().orderId);
  const order = useBusinessOrder(orderId);
  if (!session) return null;
  if (!can(session, 'orders.view', null)) return <p className="p-6 text-center text-muted">{t('business_orders.not_allowed')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <Link to="/orders" className="self-start text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">{t('business_orders.back')}</Link>
      {order.data ? <BusinessOrderView answer={order.data} canMove={can(session, 'orders.move', null)} canDecideRefunds={can(session, 'refunds.decide', null)} />
        : order.isError ? <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} retrying={order.isFetching} />
          : <LoadingRegion label={t('common.loading')}><Skeleton className="h-64 w-full rounded-2xl" /></LoadingRegion>}
    </div>
  );
}
