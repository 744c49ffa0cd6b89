import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trackingStep, type OrderTrack } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { ErrorState } from '@storefront/ui/error-state';
import { ChevronStartIcon, TruckIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { ParcelParties } from '@/components/orders/parcel-parties';
import { errorMessage } from '@/lib/api-client';
import { useCancelMyOrder } from '../api/cancel-order';
import { isOrderNotFound, useOrder } from '../api/get-order';
import { MY_ORDERS_PATH } from '../order-paths';
import { useOrderTime } from '../use-order-time';
import { CancelOrderDialog } from './cancel-order-dialog';
import { AddressBlock, PaymentBlock, StoreBlock } from './order-info';
import { OrderLinesCard } from './order-lines';
import { OrderNotFound } from './order-not-found';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTotals } from './order-totals';
import { RefundDialog } from './refund-dialog';
import { RefundStatus } from './refund-status';
import { StatusHistory } from './status-history';

export interface OrderDetailsProps {
  orderId: number;
  /** Opens the tracking drawer; the page that shows the details owns it. */
  onTrack?: (orderId: number) => void;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to={MY_ORDERS_PATH} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400">
      <ChevronStartIcon className="size-4 rtl:-scale-x-100" />
      {t('orders.back_to_orders')}
    </Link>
  );
}

/** One order of the signed-in customer: what, where, how much, what happened, and what can still be done. */
export function OrderDetails({ orderId, onTrack }: OrderDetailsProps) {
  const { t } = useTranslation();
  const query = useOrder(orderId);

  if (query.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="space-y-4">
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </LoadingRegion>
    );
  }
  if (query.isError) {
    if (isOrderNotFound(query.error)) return <OrderNotFound />;
    return (
      <div className="space-y-4">
        <BackLink />
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      </div>
    );
  }

  const order = query.data;
  return (
    <article data-testid="order-details" className="space-y-4">
      <BackLink />
      <OrderHeader order={order} onTrack={onTrack} />
      {order.refund && <RefundStatus refund={order.refund} />}
      {order.parcel ? (
        <section aria-labelledby="order-parcel" className="rounded-2xl border border-line bg-surface p-4">
          <h2 id="order-parcel" className="mb-3 font-bold">{t('orders.parcel')}</h2>
          <ParcelParties parcel={order.parcel} />
        </section>
      ) : (
        <OrderLinesCard orderId={order.id} />
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <OrderTotals totals={order.totals} />
        <PaymentBlock order={order} />
        {/* A parcel has no store, and its sender and receiver are shown above. */}
        {!order.parcel && <StoreBlock store={order.store} />}
        {!order.parcel && <AddressBlock order={order} />}
      </div>
      <StatusHistory history={order.status_history} />
    </article>
  );
}

function OrderHeader({ order, onTrack }: { order: OrderTrack; onTrack?: (orderId: number) => void }) {
  const { t } = useTranslation();
  const time = useOrderTime();
  const cancel = useCancelMyOrder();
  const [dialog, setDialog] = useState<'cancel' | 'refund' | null>(null);
  const trackable = onTrack !== undefined && trackingStep(order.order_status) !== null;
  const actions = trackable || order.can_cancel || order.can_request_refund;
  return (
    <header className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-xl font-extrabold tracking-tight text-ink">{t('orders.order_number', { id: order.id })}</h2>
          <p className="mt-1 text-sm text-muted">
            {t('orders.placed_at', { time: time(order.created_at) })}
            {order.scheduled === 1 && (
              <>
                <span aria-hidden="true"> · </span>
                {t('orders.scheduled_for', { time: time(order.schedule_at) })}
              </>
            )}
          </p>
        </div>
        <OrderStatusBadge status={order.order_status} />
      </div>
      {actions && (
        <div className="mt-4 flex flex-wrap gap-2">
          {trackable && (
            <Button size="sm" onClick={() => onTrack(order.id)}>
              <TruckIcon className="size-4" />
              {t('orders.track_order')}
            </Button>
          )}
          {order.can_request_refund && (
            <Button size="sm" variant="secondary" onClick={() => setDialog('refund')}>
              {t('orders.request_refund')}
            </Button>
          )}
          {order.can_cancel && (
            <Button size="sm" variant="danger" onClick={() => setDialog('cancel')}>
              {t('orders.cancel_order')}
            </Button>
          )}
        </div>
      )}
      <CancelOrderDialog
        open={dialog === 'cancel'}
        busy={cancel.isPending}
        onClose={() => setDialog(null)}
        onCancel={(reason) => cancel.mutate({ orderId: order.id, reason }, { onSettled: () => setDialog(null) })}
      />
      {dialog === 'refund' && <RefundDialog orderId={order.id} onClose={() => setDialog(null)} />}
    </header>
  );
}
