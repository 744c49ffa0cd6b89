import { describe, expect, it } from 'vitest';
import { haversineMetres, pointInPolygon, ringArea, type LatLngTuple } from './geo.js';

const square: LatLngTuple[] = [[0, 0], [0, 2], [2, 2], [2, 0]];

describe('geo', () => {
  it('tells points inside a polygon from points outside', () => {
    expect(pointInPolygon(1, 1, square)).toBe(true);
    expect(pointInPolygon(3, 1, square)).toBe(false);
    const concave: LatLngTuple[] = [[0, 0], [0, 4], [4, 4], [4, 0], [2, 2]];
    expect(pointInPolygon(2, 1, concave)).toBe(false);
    expect(pointInPolygon(2, 3, concave)).toBe(true);
  });

  it('measures areas and distances', () => {
    expect(ringArea(square)).toBe(4);
    // Dubai Mall to Dubai Marina Mall is about 20 km as the crow flies.
    expect(haversineMetres(25.1985, 55.2796, 25.0764, 55.1403) / 1000).toBeCloseTo(19.5, 0);
  });
});
