import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineMetres } from '../../lib/geo.js';
import { Clock } from '../../lib/clock.js';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, SEED_NOW, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
const clock = new Clock(SEED_NOW);

beforeAll(async () => {
  t = await createTestApp({}, clock);
  f = await catalogFixture(t);
});
afterAll(() => t.close());

type Card = { id: number; latitude: number; longitude: number; distance: number | null };
const near = { latitude: '25.1972', longitude: '55.2744' };
const far = { latitude: '25.08', longitude: '55.14' };

describe('store lists kept serialized', () => {
  it('answer the same bytes from the cache as freshly built, per language, zone and position', async () => {
    const views = [
      f.headers('food'), f.headers('food', f.dubai, { 'X-localization': 'ar' }), f.headers('grocery', f.sharjah),
      f.headers('food', f.dubai, near), f.headers('food', f.dubai, far),
    ];
    for (const url of ['stores/popular', 'stores/get-stores/all?limit=20', 'stores?type=top_rated']) {
      const first = await Promise.all(views.map((h) => f.get(url, h)));
      const hits = await Promise.all(views.map((h) => f.get(url, h)));
      clock.set(SEED_NOW); // the same instant, a new epoch: every page is built again
      const fresh = await Promise.all(views.map((h) => f.get(url, h)));
      for (let i = 0; i < views.length; i++) {
        expect(first[i]!.statusCode, url).toBe(200);
        expect(hits[i]!.body, url).toBe(first[i]!.body);
        expect(fresh[i]!.body, url).toBe(first[i]!.body);
      }
      // Zones and positions have their own answers.
      expect(new Set([0, 2, 3, 4].map((i) => first[i]!.body)).size, url).toBe(4);
    }
  });

  it('give each caller the distances from their own position, and the rest of the card unchanged', async () => {
    const plain = (await f.get('stores/popular?limit=20', f.headers('food'))).json();
    for (const at of [near, far]) {
      const body = (await f.get('stores/popular?limit=20', f.headers('food', f.dubai, at))).json();
      expect(body.stores.length).toBe(plain.stores.length);
      body.stores.forEach((s: Card, i: number) => {
        expect(s.distance).toBe(Math.round(haversineMetres(Number(at.latitude), Number(at.longitude), s.latitude, s.longitude)));
        expect({ ...s, distance: null }).toEqual(plain.stores[i]);
      });
    }
  });
});
