import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEWABLE_STATUSES, trackingStep, type OrderTrack } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { Drawer } from '@storefront/ui/drawer';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { NotFoundPlaceholder } from '@/components/not-found-placeholder';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useFormatMoney } from '@/lib/money-format';
import { ParcelParties } from '@/components/orders/parcel-parties';
import { useOrderTrack, useRefreshOrdersOnMove, type GuestTrackCredentials } from '../api/get-order-track';
import { DeliveryMap, type MapTiles } from './delivery-map';
import { DeliveryCode, DeliveryPhoto } from './delivery-code';
import { AwaitingDeliveryMan, DeliveryManCard } from './delivery-man-card';
import { OrderParties } from './order-parties';
import { StampTime } from './stamp-time';
import { TrackingTimeline } from './tracking-timeline';

export interface OrderTrackingDrawerProps {
  /** The order to follow; null keeps the drawer closed. */
  orderId: number | null;
  onClose: () => void;
  /** A guest's proof of ownership, or a phone a signed-in customer added; signed-in customers are known by their token. */
  guest?: GuestTrackCredentials;
  /** The business's tile server (config map_tile_url); without it the map shows only the basemap it ships. */
  mapTiles?: MapTiles;
  /**
   * Shown once the order is delivered: the page's invitation to rate it (the reviews feature's, which
   * this feature may not import). Pages pass it only to signed-in customers.
   */
  ratePrompt?: ReactNode;
}

/** Where an order is, polled every 10 s until it is delivered. */
export function OrderTrackingDrawer({ orderId, onClose, guest, mapTiles, ratePrompt }: OrderTrackingDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      side="end"
      widthClass="max-w-[30rem]"
      title={t('tracking.drawer_title', { id: orderId })}
      data-testid="order-tracking"
    >
      {/* Mounted only while open, so a closed drawer stops polling. */}
      {orderId !== null && <TrackingBody orderId={orderId} guest={guest} mapTiles={mapTiles} ratePrompt={ratePrompt} onClose={onClose} />}
    </Drawer>
  );
}

function TrackingBody({ orderId, guest, mapTiles, ratePrompt, onClose }: Omit<OrderTrackingDrawerProps, 'orderId'> & { orderId: number }) {
  const { t } = useTranslation();
  const query = useOrderTrack(orderId, guest);
  useRefreshOrdersOnMove(query.data?.order_status);

  // A failed poll keeps showing the last answer; only a first failure replaces it.
  if (!query.data) {
    if (query.isError) {
      if (query.error instanceof ApiError && query.error.status === 404) {
        // Looked up by the token alone: the phone field is what opens a parcel someone else sent them.
        return (
          <NotFoundPlaceholder
            compact
            title={t('tracking.not_found')}
            description={t(guest ? 'tracking.not_found_description' : 'tracking.not_found_signed_in')}
            action={
              <Button className="mt-6" onClick={onClose}>
                {t('tracking.track_another')}
              </Button>
            }
          />
        );
      }
      return <ErrorState className="m-5" message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    }
    return <TrackingSkeleton />;
  }
  return <TrackingDetails order={query.data} mapTiles={mapTiles} ratePrompt={ratePrompt} />;
}

function TrackingDetails({ order, mapTiles, ratePrompt }: { order: OrderTrack; mapTiles?: MapTiles; ratePrompt?: ReactNode }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const step = trackingStep(order.order_status);
  const takeAway = order.order_type === 'take_away';
  const onTheWay = step !== null && step < 4;
  return (
    <div className="space-y-5 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          data-testid="track-status"
          className={
            step === null
              ? 'rounded-full bg-red-500/10 px-3 py-1 text-xs font-bold text-red-700 dark:text-red-300'
              : 'rounded-full bg-brand-50 px-3 py-1 text-xs font-bold text-brand-700 dark:bg-brand-950 dark:text-brand-300'
          }
        >
          {t(`tracking.status.${order.order_status}`)}
        </span>
        <span className="text-xs text-muted">
          {t('tracking.placed_on')} <StampTime value={order.created_at} />
        </span>
      </div>
      {ratePrompt && REVIEWABLE_STATUSES.includes(order.order_status) && <div data-testid="track-rate-prompt" className="empty:hidden">{ratePrompt}</div>}
      {step !== null && <DeliveryMap order={order} tiles={mapTiles} />}
      <TrackingTimeline order={order} />
      {order.delivery_code && <DeliveryCode code={order.delivery_code} />}
      {order.delivery_photo && <DeliveryPhoto url={order.delivery_photo} />}
      {!takeAway &&
        (order.delivery_man ? <DeliveryManCard deliveryMan={order.delivery_man} chatOrderId={onTheWay ? order.id : undefined} /> : onTheWay && <AwaitingDeliveryMan />)}
      {order.parcel ? <ParcelParties parcel={order.parcel} /> : <OrderParties order={order} />}
      <div className="flex items-center justify-between rounded-2xl border border-line px-4 py-3">
        <span className="text-sm font-semibold">{t('tracking.total')}</span>
        <span data-testid="track-total" className="text-lg font-extrabold">
          {money(order.order_amount)}
        </span>
      </div>
    </div>
  );
}

function TrackingSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingRegion label={t('tracking.loading')} className="space-y-5 p-5">
      <Skeleton className="h-6 w-32 rounded-full" />
      <Skeleton className="h-[236px] rounded-2xl" />
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex items-center gap-3">
          <Skeleton className="size-6 rounded-full" />
          <Skeleton className="h-4 w-40" />
        </div>
      ))}
      <Skeleton className="h-20 rounded-2xl" />
    </LoadingRegion>
  );
}
