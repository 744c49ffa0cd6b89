import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { courierState, openAsCourier } from '../../test/courier-fixtures';

/** The phone's geolocation, driven by the test. */
function fakeGeolocation() {
  const watchers = new Map<number, PositionCallback>();
  let next = 1;
  const geolocation = {
    watchPosition: vi.fn((success: PositionCallback) => {
      watchers.set(next, success);
      return next++;
    }),
    clearWatch: vi.fn((id: number) => watchers.delete(id)),
    getCurrentPosition: vi.fn(),
  };
  vi.stubGlobal('navigator', { ...navigator, geolocation });
  const move = (lat: number, lng: number) => {
    for (const w of watchers.values()) w({ coords: { latitude: lat, longitude: lng }, timestamp: Date.parse('2026-11-29T10:00:00.000Z') } as GeolocationPosition);
  };
  return { geolocation, watchers, move };
}

afterEach(() => vi.unstubAllGlobals());

describe('the courier app\'s position reports', () => {
  it('watches the phone\'s position while online and reports it', async () => {
    const geo = fakeGeolocation();
    const { calls } = openAsCourier('/courier', {
      'GET console/courier': { status: 200, body: courierState({ online: true }) },
      'GET console/courier/offers': { status: 200, body: { online: true, offers: [] } },
      'POST console/courier/positions': { status: 200, body: { kept_at: '2026-11-29T10:00:00.000Z' } },
    });
    await waitFor(() => expect(geo.watchers.size).toBe(1));
    geo.move(25.08, 55.14);
    await waitFor(() => expect(calls.find((c) => c.path === 'console/courier/positions')?.body).toEqual({
      positions: [{ lat: 25.08, lng: 55.14, at: '2026-11-29T10:00:00.000Z' }],
    }));
  });

  it('reads no position while offline with no order', async () => {
    const geo = fakeGeolocation();
    openAsCourier('/courier', { 'GET console/courier': { status: 200, body: courierState({ online: false, running: 0 }) } });
    expect(await screen.findByText('You are offline. Go online to receive orders.')).toBeTruthy();
    expect(geo.geolocation.watchPosition).not.toHaveBeenCalled();
  });
});
