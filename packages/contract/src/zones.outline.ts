/**
 * Rules on a zone's outline, shared by the console (to warn while drawing) and the server (to refuse):
 * a ring of [lat, lng] points, first point not repeated. A zone may lie wholly inside another (nested
 * zones: the smaller one's terms apply where both hold a point), but its sides may not cross each other,
 * and a zone that partly overlaps another is allowed with a warning.
 */
export type OutlinePoint = readonly [number, number];

/** The fewest and most corners an outline may have. */
export const OUTLINE_MIN_POINTS = 3;
export const OUTLINE_MAX_POINTS = 500;

/** Which side of the line a→b the point c lies on: >0 left, <0 right, 0 on it. */
const turn = (a: OutlinePoint, b: OutlinePoint, c: OutlinePoint) => (b[1] - a[1]) * (c[0] - a[0]) - (b[0] - a[0]) * (c[1] - a[1]);

const within = (a: number, b: number, c: number) => Math.min(a, b) <= c && c <= Math.max(a, b);
const onSegment = (a: OutlinePoint, b: OutlinePoint, c: OutlinePoint) => within(a[0], b[0], c[0]) && within(a[1], b[1], c[1]);

/** Whether segments ab and cd share a point (touching counts). */
export function segmentsMeet(a: OutlinePoint, b: OutlinePoint, c: OutlinePoint, d: OutlinePoint): boolean {
  const d1 = turn(c, d, a);
  const d2 = turn(c, d, b);
  const d3 = turn(a, b, c);
  const d4 = turn(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (d1 === 0 && onSegment(c, d, a)) || (d2 === 0 && onSegment(c, d, b)) || (d3 === 0 && onSegment(a, b, c)) || (d4 === 0 && onSegment(a, b, d));
}

/** The outline without a closing point that repeats the first, and without a point repeating the one before it. */
export function openRing(ring: readonly OutlinePoint[]): OutlinePoint[] {
  const points = ring.filter((p, i) => i === 0 || p[0] !== ring[i - 1]![0] || p[1] !== ring[i - 1]![1]);
  const first = points[0];
  const last = points[points.length - 1];
  if (points.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) points.pop();
  return points;
}

/** Whether two sides of the outline that are not neighbours meet: a shape like a bow tie, which holds no clear area. */
export function outlineCrossesItself(ring: readonly OutlinePoint[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i += 1) {
    const a = ring[i]!;
    const b = ring[(i + 1) % n]!;
    for (let j = i + 2; j < n; j += 1) {
      if (i === 0 && j === n - 1) continue; // the last side and the first are neighbours
      if (segmentsMeet(a, b, ring[j]!, ring[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/** Whether the point lies inside the outline (even-odd rule). */
export function outlineHolds(ring: readonly OutlinePoint[], point: OutlinePoint): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [latI, lngI] = ring[i]!;
    const [latJ, lngJ] = ring[j]!;
    if (latI > point[0] !== latJ > point[0] && point[1] < ((lngJ - lngI) * (point[0] - latI)) / (latJ - latI) + lngI) inside = !inside;
  }
  return inside;
}

/**
 * Whether two outlines overlap in part: some of their sides cross. One lying wholly inside the other is
 * nesting, not overlap, and outlines apart from each other do not overlap.
 */
export function outlinesOverlap(a: readonly OutlinePoint[], b: readonly OutlinePoint[]): boolean {
  for (let i = 0; i < a.length; i += 1) {
    const p = a[i]!;
    const q = a[(i + 1) % a.length]!;
    for (let j = 0; j < b.length; j += 1) {
      if (segmentsMeet(p, q, b[j]!, b[(j + 1) % b.length]!)) return true;
    }
  }
  return false;
}
