/** A point as [lat, lng]; polygons are rings of such points (first point not repeated). */
export type LatLngTuple = [number, number];

/** Even-odd ray casting; points on an edge may fall either way, which zone lookups tolerate. */
export function pointInPolygon(lat: number, lng: number, ring: readonly LatLngTuple[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [latI, lngI] = ring[i]!;
    const [latJ, lngJ] = ring[j]!;
    const crosses = latI > lat !== latJ > lat && lng < ((lngJ - lngI) * (lat - latI)) / (latJ - latI) + lngI;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** Planar shoelace area in square degrees: only used to order nested zones. */
export function ringArea(ring: readonly LatLngTuple[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    sum += ring[j]![1] * ring[i]![0] - ring[i]![1] * ring[j]![0];
  }
  return Math.abs(sum) / 2;
}

export function boundingBox(ring: readonly LatLngTuple[]) {
  const lats = ring.map((p) => p[0]);
  const lngs = ring.map((p) => p[1]);
  return { min_lat: Math.min(...lats), max_lat: Math.max(...lats), min_lng: Math.min(...lngs), max_lng: Math.max(...lngs) };
}

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres. */
export function haversineMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}
