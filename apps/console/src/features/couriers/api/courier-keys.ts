import type { CourierTrip } from '@storefront/contract';

/** The cache keys of the courier's calls: every read and every change goes through these, never a retyped key. */
export const courierKeys = {
  all: ['courier'] as const,
  state: () => [...courierKeys.all, 'state'] as const,
  offers: () => [...courierKeys.all, 'offers'] as const,
  trips: () => [...courierKeys.all, 'trips'] as const,
  trip: (id: number) => [...courierKeys.all, 'trip', id] as const,
  /** The road of the trip's leg, by the step: a new step heads somewhere else. */
  tripRoute: (id: number, step: CourierTrip['step']) => [...courierKeys.trip(id), 'route', step ?? 'offer'] as const,
  earnings: () => [...courierKeys.all, 'earnings'] as const,
};
