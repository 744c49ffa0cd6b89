import type { LatLng } from '@/lib/session';

/** The map opens at zoom 10 and closes in to 17 once a place or the current position is chosen. */
export const MAP_ZOOM_INITIAL = 10;
export const MAP_ZOOM_PICKED = 17;
/** The map area of the picker modal. */
export const MAP_MODAL_HEIGHT_PX = 236;
/** Place suggestions wait for typing to pause. */
export const SEARCH_DEBOUNCE_MS = 500;
/** A quick, low-accuracy fix is enough to centre the map. */
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 5000, enableHighAccuracy: false, maximumAge: 60_000 };

/** About 11 cm: finer than any pin placement, coarse enough to share cache entries. */
export const roundLatLng = ({ lat, lng }: LatLng): LatLng => ({
  lat: Math.round(lat * 1e6) / 1e6,
  lng: Math.round(lng * 1e6) / 1e6,
});

export const sameLatLng = (a: LatLng | null | undefined, b: LatLng | null | undefined) =>
  !!a && !!b && a.lat === b.lat && a.lng === b.lng;
