import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, testDbKind, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
});
afterAll(() => t.close());

describe('the item search index', () => {
  it.runIf(testDbKind === 'sqlite')('keeps prefixes of up to 8 letters (SQLite)', async () => {
    const row = (await sql<{ sql: string }>`select sql from sqlite_master where name = 'item_search'`.execute(t.db)).rows[0];
    expect(row?.sql).toContain(`prefix = '2 3 4 5 6 7 8'`);
  });

  it('follows renamed items after its rebuild, by word and by prefix', async () => {
    const item = await t.db.selectFrom('items').select('id').where('name', '=', 'Margherita Pizza').where('zone_id', 'in', f.dubai).executeTakeFirstOrThrow();
    await t.db.updateTable('items').set({ name: 'Zanzibar Flatbread' }).where('id', '=', item.id).execute();
    for (const words of ['zanzibar%20flatbread', 'flatbr']) {
      const res = await f.get(`items/search?name=${words}`, f.headers('food'));
      expect(res.json().products.map((p: { id: number }) => p.id)).toContain(item.id);
    }
  });
});
