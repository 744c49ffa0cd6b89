import { describe, expect, it } from 'vitest';
import type { CourierTrip } from '@storefront/contract';
import { trip } from '../../../test/courier-fixtures';
import { offersQueryOptions } from './get-offers';
import { tripQueryOptions } from './get-trip';

const intervalFor = (data: CourierTrip) => {
  const interval = tripQueryOptions(41).refetchInterval;
  if (typeof interval !== 'function') throw new Error('the trip refreshes by its state');
  return interval({ state: { data } } as Parameters<typeof interval>[0]);
};

describe("the courier's reads refresh by themselves", () => {
  it('reads the offers every 10 s and on focus while online, and not at all offline', () => {
    expect(offersQueryOptions(true)).toMatchObject({ enabled: true, refetchInterval: 10_000, refetchOnWindowFocus: true });
    expect(offersQueryOptions(false)).toMatchObject({ enabled: false, refetchInterval: false });
  });

  it('reads a trip again while the store has not handed it over, and stops once it has', () => {
    expect(intervalFor(trip(41, { step: 'accepted', ready: false }))).toBe(15_000);
    expect(intervalFor(trip(41, { step: 'arrived_at_pickup', ready: true }))).toBe(false);
    expect(intervalFor(trip(41, { step: 'picked_up', ready: false }))).toBe(false);
  });
});
