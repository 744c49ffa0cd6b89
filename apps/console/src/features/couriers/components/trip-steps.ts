import type { CourierTrip, TripStepChange } from '@storefront/contract';

export type NextStep = TripStepChange['step'];

/** The step a trip takes next, in the server's order (docs/behaviour/couriers.md); null for an offer or a delivered trip. */
export function nextStep(step: CourierTrip['step']): NextStep | null {
  switch (step) {
    case 'accepted': return 'arrived_at_pickup';
    case 'arrived_at_pickup': return 'picked_up';
    case 'picked_up': return 'arrived_at_dropoff';
    case 'arrived_at_dropoff': return 'delivered';
    default: return null;
  }
}

/** Where the courier heads now: the pick-up until the order is picked up, the drop-off after. */
export const destinationOf = (trip: CourierTrip) =>
  trip.step === 'picked_up' || trip.step === 'arrived_at_dropoff' || trip.step === 'delivered' ? trip.dropoff : trip.pickup;

/** A link that opens the phone's maps app with directions to the point; nothing is fetched here. */
export const directionsUrl = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
