import { describe, expect, it } from 'vitest';
import { CITY_NAMES, PLACES } from './data/places.js';
import { metresTo } from '../../modules/location/providers/gazetteer.js';

const hoods = new Set(PLACES.filter((p) => p.kind === 'neighbourhood').map((p) => `${p.city}|${p.name}`));

describe('gazetteer data', () => {
  it('holds Dubai and Sharjah in detail and is free of duplicates', () => {
    expect(PLACES.length).toBeGreaterThanOrEqual(150);
    expect(PLACES.filter((p) => p.city === 'Dubai' || p.city === 'Sharjah').length).toBeGreaterThanOrEqual(150);
    const keys = PLACES.map((p) => `${p.kind}|${p.city}|${p.name}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('names listed neighbourhoods and cities, with their translations', () => {
    for (const p of PLACES) {
      expect(CITY_NAMES[p.city], p.city).toBeDefined();
      if (p.area) expect(hoods.has(`${p.city}|${p.area}`), `${p.name}: ${p.area}`).toBe(true);
      if (p.kind === 'neighbourhood') expect(p.ar && p.fr, p.name).toBeTruthy();
    }
  });

  it('places everything in the Emirates, each street point on its own road', () => {
    for (const p of PLACES) {
      for (const [lat, lng] of [p.at, ...(p.path ?? [])]) {
        expect(lat > 22.5 && lat < 26.5 && lng > 51 && lng < 56.5, p.name).toBe(true);
      }
      if (p.path) {
        const place = { ...p, id: 0, lat: p.at[0], lng: p.at[1], path: [...p.path], translations: {} };
        expect(metresTo({ lat: p.at[0], lng: p.at[1] }, place), p.name).toBeLessThan(300);
      }
    }
  });
});
