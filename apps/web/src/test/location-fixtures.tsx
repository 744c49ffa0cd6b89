import { vi } from 'vitest';
import type { LatLng } from '@/lib/session';
import type { PlacePrediction } from '@/features/location/api/get-place-autocomplete';
import type { LocationMapProps } from '@/features/location/components/location-map-props';

export const prediction = (id: string, main: string, secondary: string): PlacePrediction => ({
  place_id: id,
  description: `${main}, ${secondary}`,
  structured_formatting: { main_text: main, secondary_text: secondary },
  types: ['landmark'],
});

export const mall = prediction('p-mall', 'The Dubai Mall', 'Downtown Dubai');
export const marina = prediction('p-marina', 'Dubai Marina Walk', 'Dubai Marina');

export const mapSettings = { defaultCenter: { lat: 25.2, lng: 55.27 }, tileUrl: '', attribution: '' };

/** Paths of the requests made so far, with their query, e.g. `config/geocode-api?lat=1&lng=2`. */
export const requests = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([url]) => String(url).replace(/^\/api\/v1\//, ''));

/**
 * Leaflet needs real layout, so tests use this stand-in for LocationMap: it shows the
 * requested view and "drags" the map to `fakeMap.dragTo` when its button is clicked.
 */
export const fakeMap = { dragTo: { lat: 0, lng: 0 } as LatLng };

export function FakeLocationMap({ view, onMoveEnd, onMoveStart }: LocationMapProps) {
  return (
    <button
      type="button"
      data-testid="fake-map"
      data-center={`${view.center.lat},${view.center.lng}`}
      data-zoom={view.zoom}
      onClick={() => {
        onMoveStart?.();
        onMoveEnd(fakeMap.dragTo);
      }}
    />
  );
}

export const mockLocationMap = () => ({ LocationMap: FakeLocationMap });

export function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
  const geolocation = { getCurrentPosition: vi.fn(getCurrentPosition) };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  return geolocation.getCurrentPosition;
}
