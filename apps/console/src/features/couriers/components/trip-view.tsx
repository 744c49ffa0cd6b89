import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourierTrip } from '@storefront/contract';
import { buttonClasses } from '@storefront/ui/button';
import { EmptyState } from '@storefront/ui/empty-state';
import { ChatIcon, CheckCircleIcon, MapIcon } from '@storefront/ui/icons';
import { RouteMap, type RoutePoint } from '@storefront/ui/map/route-map';
import { useTripRoute } from '../api/get-trip-route';
import { AcceptOffer } from './accept-button';
import { PointCard } from './point-card';
import { StepButton } from './step-button';
import { TripBadges, TripFacts } from './trip-facts';
import { destinationOf, directionsUrl } from './trip-steps';

/**
 * A trip on the road: the map, the way to the next place, the next step, the pick-up and drop-off, and
 * the notes. An offer not yet taken shows the same, with the button to take it in place of the step.
 */
export function TripView({ trip }: { trip: CourierTrip }) {
  const { t } = useTranslation();
  const road = useTripRoute(trip).data;
  const pickupTitle = t(trip.order_type === 'parcel' ? 'couriers.sender' : 'couriers.store');
  const dropoffTitle = t(trip.order_type === 'parcel' ? 'couriers.receiver' : 'couriers.customer');
  if (trip.step === 'delivered') {
    return (
      <EmptyState
        icon={<CheckCircleIcon className="size-7" />} title={t('couriers.delivered_title', { id: trip.order_id })} description={t('couriers.delivered_hint')}
        action={<Link to="/courier" className={buttonClasses('primary', 'lg')}>{t('couriers.next_order')}</Link>}
      />
    );
  }
  const destination = destinationOf(trip);
  const store: RoutePoint = { kind: 'store', lat: trip.pickup.lat, lng: trip.pickup.lng, title: `${pickupTitle}: ${trip.pickup.name}` };
  const customer: RoutePoint = { kind: 'destination', lat: trip.dropoff.lat, lng: trip.dropoff.lng, title: `${dropoffTitle}: ${trip.dropoff.name}` };
  const me: RoutePoint[] = road?.courier ? [{ kind: 'courier', ...road.courier, title: t('couriers.my_position') }] : [];
  // In the order the courier rides them: to the pick-up first, or already past it.
  const points = trip.step === 'picked_up' || trip.step === 'arrived_at_dropoff' ? [store, ...me, customer] : [...me, store, customer];
  // A straight answer (offline, or the routing service failed) is no road: the map's dashed line through the points says as much.
  const path = road && road.source !== 'straight' ? road.points : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold">{t('couriers.order', { id: trip.order_id })}</h1>
          <p className="text-sm text-muted">{t(`couriers.steps.${trip.step ?? 'offer'}`)}</p>
        </div>
        <TripBadges trip={trip} />
      </div>
      <div className="h-56 overflow-hidden rounded-2xl border border-line">
        <RouteMap points={points} path={path} label={t('couriers.map')} unavailableText={t('couriers.map_unavailable')} />
      </div>
      <a href={directionsUrl(destination)} target="_blank" rel="noreferrer" className={buttonClasses('outline', 'lg', 'w-full')}>
        <MapIcon className="size-5" />
        {t('couriers.open_in_maps', { place: destination.name })}
      </a>
      {trip.note && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm dark:bg-amber-950"><strong>{t('couriers.note')}:</strong> {trip.note}</p>
      )}
      {trip.step === null ? <AcceptOffer orderId={trip.order_id} /> : <StepButton key={trip.step} trip={trip} />}
      {trip.step !== null && (
        // The customer may write while the trip runs; the conversations are the chat feature's page.
        <Link to="/courier/messages" className={buttonClasses('outline', 'lg', 'w-full')}>
          <ChatIcon className="size-5" />
          {t('nav.messages')}
        </Link>
      )}
      <PointCard title={pickupTitle} point={trip.pickup} />
      <PointCard title={dropoffTitle} point={trip.dropoff} />
      <section className="rounded-2xl border border-line bg-surface p-4"><TripFacts trip={trip} /></section>
    </div>
  );
}
