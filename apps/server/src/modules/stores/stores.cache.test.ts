import { describe, expect, it } from 'vitest';
import { Clock } from '../../lib/clock.js';
import { catalogApp, expectDistancesFrom, expectKeptAnswers } from '../../../test/catalog.js';
import { SEED_NOW } from '../../../test/helpers.js';

const clock = new Clock(SEED_NOW);
const { f } = catalogApp(clock);

const near = { latitude: '25.1972', longitude: '55.2744' };
const far = { latitude: '25.08', longitude: '55.14' };

describe('store lists kept serialized', () => {
  it('answer the same bytes from the cache as freshly built, per language, zone and position', async () => {
    const views = [
      f.headers('food'), f.headers('food', f.dubai, { 'X-localization': 'ar' }), f.headers('grocery', f.sharjah),
      f.headers('food', f.dubai, near), f.headers('food', f.dubai, far),
    ];
    for (const url of ['stores/popular', 'stores/get-stores/all?limit=20', 'stores?type=top_rated']) {
      const first = await expectKeptAnswers(f, clock, url, views);
      // Zones and positions have their own answers.
      expect(new Set([0, 2, 3, 4].map((i) => first[i]!.body)).size, url).toBe(4);
    }
  });

  it('give each caller the distances from their own position, and the rest of the card unchanged', async () => {
    const plain = (await f.get('stores/popular?limit=20', f.headers('food'))).json();
    for (const at of [near, far]) {
      const body = (await f.get('stores/popular?limit=20', f.headers('food', f.dubai, at))).json();
      expectDistancesFrom(at, body.stores, plain.stores);
    }
  });
});
