#!/usr/bin/env node
/**
 * Builds the offline basemap the web maps draw under their tiles: land for the demo region, clipped
 * from a public coastline data set, and place names from the demo gazetteer. Run once after changing
 * the region or the seed places; the output is committed, nothing is fetched at runtime.
 *
 *   node scripts/make-basemap.mjs
 *
 * The source, @geo-maps/earth-lands-100m (117 MB unpacked, so not a dependency: install it first with `npm install --no-save @geo-maps/earth-lands-100m@0.6.0`), is OpenStreetMap's land
 * polygons at 100 m resolution, under the ODbL: see packages/ui/src/map/basemap/LICENCE.md.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'packages/ui/src/map/basemap');

/** The demo region: Abu Dhabi to Ajman along the coast, inland past Sharjah's University City. */
const BOX = { west: 54.2, south: 24.2, east: 55.85, north: 25.6 };
/** Douglas–Peucker tolerance and rounding, in degrees: about 11 m, finer than the source's 100 m. */
const TOLERANCE = 0.0001;
const DIGITS = 4;
/** Islets smaller than this (square degrees, about 0.01 km²) are dropped. */
const MIN_AREA = 0.000001;

// ---- clipping a ring to the box (Sutherland–Hodgman: land only needs filling, so edges along the box are harmless)
const inside = {
  west: (p) => p[0] >= BOX.west,
  east: (p) => p[0] <= BOX.east,
  south: (p) => p[1] >= BOX.south,
  north: (p) => p[1] <= BOX.north,
};
function cross(a, b, side) {
  if (side === 'west' || side === 'east') {
    const x = BOX[side];
    return [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])];
  }
  const y = BOX[side];
  return [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y];
}
function clipRing(ring) {
  let points = ring.slice(0, -1);
  for (const side of Object.keys(inside)) {
    const keep = inside[side];
    const next = [];
    for (let i = 0; i < points.length; i++) {
      const cur = points[i];
      const prev = points[(i + points.length - 1) % points.length];
      if (keep(cur)) {
        if (!keep(prev)) next.push(cross(prev, cur, side));
        next.push(cur);
      } else if (keep(prev)) next.push(cross(prev, cur, side));
    }
    points = next;
    if (points.length === 0) break;
  }
  return points;
}

// ---- simplifying (Douglas–Peucker on an open ring) and rounding
function simplify(points) {
  if (points.length <= 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    const [ax, ay] = points[first];
    const [bx, by] = points[last];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy);
    let worst = -1;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = points[i];
      const d = len === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / len;
      if (d > worst) [worst, index] = [d, i];
    }
    if (worst > TOLERANCE) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}
const round = (n) => Math.round(n * 10 ** DIGITS) / 10 ** DIGITS;
const area = (pts) => Math.abs(pts.reduce((sum, [x, y], i) => { const [nx, ny] = pts[(i + 1) % pts.length]; return sum + x * ny - nx * y; }, 0)) / 2;

function tidy(ring) {
  const clipped = clipRing(ring);
  if (clipped.length < 3 || area(clipped) < MIN_AREA) return null;
  const points = simplify(clipped).map(([x, y]) => [round(x), round(y)]);
  const unique = points.filter((p, i) => i === 0 || p[0] !== points[i - 1][0] || p[1] !== points[i - 1][1]);
  return unique.length >= 3 ? [...unique, unique[0]] : null;
}

function touchesBox(ring) {
  let w = Infinity, e = -Infinity, s = Infinity, n = -Infinity;
  for (const [x, y] of ring) { if (x < w) w = x; if (x > e) e = x; if (y < s) s = y; if (y > n) n = y; }
  return w <= BOX.east && e >= BOX.west && s <= BOX.north && n >= BOX.south;
}

function land() {
  const source = createRequire(import.meta.url)('@geo-maps/earth-lands-100m')();
  const polygons = [];
  for (const geometry of source.geometries) {
    const list = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const [outer, ...holes] of list) {
      if (!touchesBox(outer)) continue;
      const shell = tidy(outer);
      if (!shell) continue;
      polygons.push([shell, ...holes.filter(touchesBox).map(tidy).filter(Boolean)]);
    }
  }
  return {
    type: 'FeatureCollection',
    // The region the land was cut to: the web draws sea inside it and its neutral grid outside.
    bbox: [BOX.west, BOX.south, BOX.east, BOX.north],
    features: [{ type: 'Feature', properties: { kind: 'land' }, geometry: { type: 'MultiPolygon', coordinates: polygons } }],
  };
}

/** City names at the centre of their places, neighbourhood names at their own point; en, ar and fr. */
async function labels() {
  const { PLACES, CITY_NAMES } = await tsImport('../apps/server/src/db/seed/data/places.ts', import.meta.url);
  const inBox = (p) => p.at[1] >= BOX.west && p.at[1] <= BOX.east && p.at[0] >= BOX.south && p.at[0] <= BOX.north;
  const places = PLACES.filter(inBox);
  const cities = [...new Set(places.map((p) => p.city))].map((city) => {
    const own = places.filter((p) => p.city === city && p.kind === 'neighbourhood');
    const from = own.length ? own : places.filter((p) => p.city === city);
    const mean = (i) => round(from.reduce((sum, p) => sum + p.at[i], 0) / from.length);
    return { kind: 'city', name: city, ar: CITY_NAMES[city]?.ar ?? city, fr: CITY_NAMES[city]?.fr ?? city, at: [mean(0), mean(1)] };
  });
  const hoods = places
    .filter((p) => p.kind === 'neighbourhood' && p.name !== p.city)
    .map((p) => ({ kind: 'neighbourhood', name: p.name, ar: p.ar ?? p.name, fr: p.fr ?? p.name, at: p.at }));
  return [...cities, ...hoods];
}

fs.mkdirSync(out, { recursive: true });
const landJson = JSON.stringify(land());
fs.writeFileSync(path.join(out, 'land.json'), landJson + '\n');
const labelJson = JSON.stringify(await labels());
fs.writeFileSync(path.join(out, 'labels.json'), labelJson + '\n');
console.log(`land.json ${(landJson.length / 1024).toFixed(1)} KB, labels.json ${(labelJson.length / 1024).toFixed(1)} KB`);
