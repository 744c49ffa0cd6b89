import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { errorMessage } from '@storefront/ui/api-error';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useStoreOrder } from '../../features/orders/api/get-store-order';
import { OrderDetails } from '../../features/orders/components/order-details';
import { useStoreId } from '../../lib/access';

/** /stores/:storeId/orders/:orderId: one order, with the way back to the board. */
export function OrderPage() {
  const { t } = useTranslation();
  const storeId = useStoreId();
  const orderId = Number(useParams().orderId);
  const order = useStoreOrder(storeId ?? 0, orderId);
  if (storeId === null || !Number.isInteger(orderId)) return <Navigate to="/" replace />;
  return (
    <div className="flex flex-col gap-3">
      <Link to={`/stores/${storeId}/orders`} className="self-start text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300 print:hidden">
        {t('orders.back_to_board')}
      </Link>
      {order.data ? <OrderDetails storeId={storeId} answer={order.data} />
        : order.isError ? <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} retrying={order.isFetching} />
          : <LoadingRegion label={t('common.loading')}><Skeleton className="h-64 w-full rounded-2xl" /></LoadingRegion>}
    </div>
  );
}
