export type RoutePointKind = 'store' | 'courier' | 'destination';

/** One marker; the route runs through the points in the order given. */
export interface RoutePoint {
  kind: RoutePointKind;
  lat: number;
  lng: number;
  /** The marker's accessible name, e.g. "Store: Fresh Basket". */
  title: string;
}

/** Shared by the markers and any legend beside the map, so both read the same. */
export const ROUTE_COLORS: Record<RoutePointKind, string> = {
  store: '#039d55',
  courier: '#ea5f06',
  destination: '#dc2626',
};

export interface RouteMapProps {
  points: RoutePoint[];
  /** The road to draw, start to end (two points or more): a solid line along it in place of the straight dashed one through the points. */
  path?: { lat: number; lng: number }[];
  /** The map region's accessible name. */
  label: string;
  /** Shown when Leaflet cannot load. */
  unavailableText: string;
  /** Empty: the shipped basemap only (land, sea and place names of the demo region). */
  tileUrl?: string;
  attribution?: string;
}
