import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { itemRows, runningFlashLines, schedulesOf, storeRows } from './catalog.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('batch loads compiled once', () => {
  it('answer each call for its own ids, whatever was asked before with as many ids', async () => {
    const ids = (await t.db.selectFrom('items').select('id').orderBy('id').limit(12).execute()).map((r) => r.id);
    for (const asked of [[ids[0]!], [ids[1]!], [ids[2]!, ids[3]!], [ids[5]!, ids[4]!], ids.slice(6), []]) {
      const rows = await itemRows(t.db, asked);
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([...asked].sort((a, b) => a - b));
      const stores = [...new Set(rows.map((r) => r.store_id))];
      const schedules = await schedulesOf(t.db, stores);
      const expected = await t.db.selectFrom('store_schedules').select(['store_id', 'day', 'opening_time', 'closing_time'])
        .where('store_id', 'in', stores.length ? stores : [0]).orderBy('store_id').orderBy('day').orderBy('opening_time').execute();
      expect(schedules).toEqual(expected);
      expect((await storeRows(t.db, stores)).map((s) => s.id).sort((a, b) => a - b)).toEqual([...stores].sort((a, b) => a - b));
    }
  });

  it('put each call\'s own time into a compiled query: flash lines of the sales running then', async () => {
    const ids = (await t.db.selectFrom('flash_sale_items').select('item_id').orderBy('item_id').limit(3).execute()).map((r) => r.item_id);
    expect(ids.length).toBeGreaterThan(0);
    const running = await runningFlashLines(t.db, ids, SEED_NOW);
    expect(running.length).toBeGreaterThan(0);
    expect(await runningFlashLines(t.db, ids, new Date('2099-01-01T00:00:00Z'))).toEqual([]);
    expect(await runningFlashLines(t.db, ids, SEED_NOW)).toEqual(running);
  });
});
