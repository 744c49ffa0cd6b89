import { describe, expect, it } from 'vitest';
import { Clock } from '../../lib/clock.js';
import { catalogApp, expectKeptAnswers } from '../../../test/catalog.js';
import { SEED_NOW } from '../../../test/helpers.js';

const clock = new Clock(SEED_NOW);
const { f } = catalogApp(clock);

describe('item lists kept serialized', () => {
  it('answer the same bytes from the cache as freshly built, per language and zone', async () => {
    const views = [
      f.headers('food'), f.headers('food', f.dubai, { 'X-localization': 'ar' }), f.headers('food', f.sharjah), f.headers('grocery'),
    ];
    for (const url of ['items/popular', 'items/latest?limit=5', 'items/discounted']) {
      const first = await expectKeptAnswers(f, clock, url, views);
      // Each language and zone has its own page.
      expect(new Set(first.map((r) => r.body)).size, url).toBe(views.length);
    }
  });

});
