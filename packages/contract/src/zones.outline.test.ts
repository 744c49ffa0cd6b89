import { describe, expect, it } from 'vitest';
import { openRing, outlineCrossesItself, outlineHolds, outlinesOverlap, type OutlinePoint } from './zones.outline.js';

const square = (lat: number, lng: number, r: number): OutlinePoint[] => [[lat - r, lng - r], [lat - r, lng + r], [lat + r, lng + r], [lat + r, lng - r]];

describe('a zone\'s outline', () => {
  it('drops a closing corner and repeated corners', () => {
    expect(openRing([[0, 0], [0, 1], [0, 1], [1, 1], [0, 0]])).toEqual([[0, 0], [0, 1], [1, 1]]);
  });

  it('finds sides that cross, a bow tie or a side doubling back, and passes simple shapes', () => {
    expect(outlineCrossesItself([[0, 0], [1, 1], [1, 0], [0, 1]])).toBe(true);
    expect(outlineCrossesItself([[0, 0], [2, 0], [2, 2], [1, -1]])).toBe(true);
    expect(outlineCrossesItself(square(25, 55, 0.1))).toBe(false);
    // A concave shape (an L) does not cross itself.
    expect(outlineCrossesItself([[0, 0], [0, 2], [1, 2], [1, 1], [2, 1], [2, 0]])).toBe(false);
  });

  it('tells overlap from nesting and from lying apart', () => {
    const city = square(25, 55, 1);
    expect(outlinesOverlap(square(25, 55, 0.1), city)).toBe(false);
    expect(outlineHolds(city, [25, 55])).toBe(true);
    expect(outlinesOverlap(square(26, 56, 0.1), city)).toBe(true);
    expect(outlinesOverlap(square(30, 60, 0.1), city)).toBe(false);
    expect(outlineHolds(city, [30, 60])).toBe(false);
  });
});
