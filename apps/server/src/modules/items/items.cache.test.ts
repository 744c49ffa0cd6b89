import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('item lists kept serialized', () => {
  it('answer the same bytes from the cache as freshly built, per language and zone', async () => {
    const views = [
      f.headers('food'), f.headers('food', f.dubai, { 'X-localization': 'ar' }), f.headers('food', f.sharjah), f.headers('grocery'),
    ];
    for (const url of ['items/popular', 'items/latest?limit=5', 'items/discounted']) {
      const first = await Promise.all(views.map((h) => f.get(url, h)));
      const hits = await Promise.all(views.map((h) => f.get(url, h)));
      clock.set(SEED_NOW); // the same instant, a new epoch: every page is built again
      const fresh = await Promise.all(views.map((h) => f.get(url, h)));
      for (let i = 0; i < views.length; i++) {
        expect(first[i]!.statusCode, url).toBe(200);
        expect(first[i]!.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(hits[i]!.body, url).toBe(first[i]!.body);
        expect(fresh[i]!.body, url).toBe(first[i]!.body);
      }
      // Each language and zone has its own page.
      expect(new Set(first.map((r) => r.body)).size, url).toBe(views.length);
    }
  });

});
