import type { Point } from './types.js';

/**
 * Decodes Google's encoded polyline (precision 5): each value is the change from the previous point's,
 * times 1e5, zig-zag signed (the lowest bit says negative), in 5-bit groups from the lowest, each a
 * character 63 + group, 32 added while more groups follow. Malformed text throws.
 */
export function decodePolyline(encoded: string, precision = 5): Point[] {
  const factor = 10 ** precision;
  let index = 0;
  const next = (): number => {
    let value = 0;
    for (let shift = 0; ; shift += 5) {
      const chunk = encoded.charCodeAt(index++) - 63;
      if (!(chunk >= 0 && chunk < 64) || shift > 30) throw new Error('malformed polyline');
      value += (chunk & 0x1f) * 2 ** shift;
      if (chunk < 0x20) break;
    }
    return value % 2 === 1 ? -(value + 1) / 2 : value / 2;
  };
  const points: Point[] = [];
  let [lat, lng] = [0, 0];
  while (index < encoded.length) {
    lat += next();
    lng += next();
    points.push({ lat: lat / factor, lng: lng / factor });
  }
  return points;
}
