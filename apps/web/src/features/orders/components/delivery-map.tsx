import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { trackingStep, type OrderTrack } from '@storefront/contract';
import { ROUTE_COLORS, RouteMap, type RoutePoint } from '@storefront/ui/map/route-map';

export interface MapTiles {
  url: string;
  attribution: string;
}

const LEGEND_KEYS = { store: 'tracking.legend_store', courier: 'tracking.legend_courier', destination: 'tracking.legend_destination' } as const;
/** A parcel rides from its sender's door (drawn as the start) to its receiver's. */
const PARCEL_LEGEND_KEYS = { store: 'tracking.legend_sender', courier: 'tracking.legend_courier', destination: 'tracking.legend_receiver' } as const;

/** Store, then the courier's last reported position while the order is on its way, then the destination. */
export function routePoints(order: OrderTrack, t: TFunction): RoutePoint[] {
  const points: RoutePoint[] = [];
  const { store, delivery_man: courier, delivery_address: address, parcel } = order;
  if (parcel) {
    const { sender } = parcel;
    points.push({ kind: 'store', lat: sender.latitude, lng: sender.longitude, title: t('tracking.marker_sender', { address: sender.address }) });
  } else if (store) points.push({ kind: 'store', lat: store.latitude, lng: store.longitude, title: t('tracking.marker_store', { name: store.name }) });
  const step = trackingStep(order.order_status);
  const moving = step !== null && step < 4;
  if (moving && courier && courier.lat !== null && courier.lng !== null) {
    const name = `${courier.f_name} ${courier.l_name}`.trim();
    points.push({ kind: 'courier', lat: courier.lat, lng: courier.lng, title: t('tracking.marker_courier', { name }) });
  }
  if (parcel) {
    const { receiver } = parcel;
    points.push({ kind: 'destination', lat: receiver.latitude, lng: receiver.longitude, title: t('tracking.marker_receiver', { address: receiver.address }) });
  } else if (order.order_type !== 'take_away' && address) {
    points.push({ kind: 'destination', lat: address.latitude, lng: address.longitude, title: t('tracking.marker_destination', { address: address.address }) });
  }
  return points;
}

/** The delivery map: the route from the store (a parcel's sender) to the delivery man and on to the customer (the receiver). */
export function DeliveryMap({ order, tiles }: { order: OrderTrack; tiles?: MapTiles }) {
  const { t } = useTranslation();
  // A poll that changed nothing keeps the same order object, so the map is not touched.
  const points = useMemo(() => routePoints(order, t), [order, t]);
  if (points.length === 0) return null;
  return (
    <figure>
      <div className="h-[236px] overflow-hidden rounded-2xl border border-line">
        <RouteMap
          points={points}
          label={t(order.parcel ? 'tracking.map_label_parcel' : 'tracking.map_label')}
          unavailableText={t('tracking.map_unavailable')}
          tileUrl={tiles?.url}
          attribution={tiles?.attribution}
        />
      </div>
      <figcaption>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" data-testid="map-legend">
          {points.map((point) => (
            <li key={point.kind} className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: ROUTE_COLORS[point.kind] }} />
              {t((order.parcel ? PARCEL_LEGEND_KEYS : LEGEND_KEYS)[point.kind])}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
