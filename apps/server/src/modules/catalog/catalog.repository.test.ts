import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, SEED_NOW, sqlitePlan, testDbKind, type TestApp } from '../../../test/helpers.js';
import { firstIds, firstIdsOfAny, itemList, type ItemWhere } from './catalog.lists.repository.js';
import { cardRows, storeCards, storeTimeZones } from './catalog.repository.js';
import type { CatalogView } from './catalog.view.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The compiled queries a call ran: a query compiled once is the same node on every call, with other parameters. */
async function queriesOf(db: TestApp['db'], run: () => Promise<unknown>) {
  const spy = vi.spyOn(db, 'executeQuery');
  try {
    await run();
    return spy.mock.calls.map(([query]) => query as { query?: unknown; parameters?: readonly unknown[] });
  } finally {
    spy.mockRestore();
  }
}

const byId = <T extends { row: { id: number } }>(rows: T[]) => [...rows].sort((a, b) => a.row.id - b.row.id);

/** What the cards of these items are built from, each kind by a query of its own built anew. */
async function builtSeparately(ids: number[], at: string) {
  const db = t.db;
  const items = await db.selectFrom('items').select(['id', 'store_id']).where('id', 'in', ids).orderBy('id').execute();
  const schedules = await db.selectFrom('store_schedules').select(['store_id', 'day', 'opening_time', 'closing_time'])
    .where('store_id', 'in', [...new Set(items.map((i) => i.store_id)), 0]).orderBy('store_id').orderBy('day').orderBy('opening_time').execute();
  const variations = await db.selectFrom('item_variations').select(['item_id', 'type', 'price', 'stock']).where('item_id', 'in', ids).orderBy('id').execute();
  const groups = await db.selectFrom('item_food_variations as g').leftJoin('item_food_variation_values as v', 'v.food_variation_id', 'g.id')
    .select(['g.item_id', 'g.id', 'g.name', 'g.type', 'g.min', 'g.max', 'g.required', 'v.label', 'v.option_price', 'v.stock'])
    .where('g.item_id', 'in', ids).orderBy('g.item_id').orderBy('g.position').orderBy('g.id').orderBy('v.position').execute();
  const addOns = await db.selectFrom('item_add_ons as ia').innerJoin('add_ons as a', 'a.id', 'ia.add_on_id')
    .select(['ia.item_id', 'a.id', 'a.name', 'a.translations', 'a.price']).where('ia.item_id', 'in', ids).where('a.status', '=', 1).orderBy('a.id').execute();
  const flash = await db.selectFrom('flash_sale_items as f').innerJoin('flash_sales as fs', 'fs.id', 'f.flash_sale_id')
    .select(['f.item_id', 'f.price', 'f.discount', 'f.discount_type', 'fs.id as flash_sale_id'])
    .where('f.item_id', 'in', ids).where('f.status', '=', 1).where('fs.status', '=', 1).where('fs.start_date', '<=', at).where('fs.end_date', '>=', at)
    .orderBy('fs.id').execute();
  return items.map((i) => ({
    id: i.id,
    schedules: schedules.filter((s) => s.store_id === i.store_id),
    variations: variations.filter((v) => v.item_id === i.id),
    groups: groups.filter((g) => g.item_id === i.id),
    addOns: addOns.filter((a) => a.item_id === i.id),
    flash: flash.filter((f) => f.item_id === i.id),
  }));
}

describe('card rows in one statement, compiled once', () => {
  it('answer each call for its own ids, whatever was asked before with as many ids', async () => {
    const ids = (await t.db.selectFrom('items').select('id').orderBy('id').limit(12).execute()).map((r) => r.id);
    for (const asked of [[ids[0]!], [ids[1]!], [ids[2]!, ids[3]!], [ids[5]!, ids[4]!], ids.slice(6), []]) {
      const rows = await cardRows(t.db, asked, SEED_NOW);
      expect(rows.map((r) => r.row.id).sort((a, b) => a - b)).toEqual([...asked].sort((a, b) => a - b));
      const stores = [...new Set(rows.map((r) => r.row.store_id))];
      const cards = byId(await storeCards(t.db, stores));
      expect(cards.map((c) => c.row.id)).toEqual([...stores].sort((a, b) => a - b));
    }
  });

  it('hold, for every store, what separate queries built anew find: its week in order, its listed items and its reviews per rating', async () => {
    const reviewed = await t.db.selectFrom('reviews').select('store_id').where('status', '=', 1).distinct().orderBy('store_id').limit(3).execute();
    const plain = await t.db.selectFrom('stores').select('id as store_id').orderBy('id').limit(10).execute();
    const stores = [...new Set([...reviewed, ...plain].map((r) => r.store_id))];
    expect(reviewed.length).toBeGreaterThan(0);
    const schedules = await t.db.selectFrom('store_schedules').select(['store_id', 'day', 'opening_time', 'closing_time'])
      .where('store_id', 'in', stores).orderBy('store_id').orderBy('day').orderBy('opening_time').execute();
    const counts = await t.db.selectFrom('items').select(['store_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('store_id', 'in', stores).where('status', '=', 1).groupBy('store_id').execute();
    const stars = await t.db.selectFrom('reviews').select(['store_id', 'rating', (eb) => eb.fn.countAll<number>().as('n')])
      .where('store_id', 'in', stores).where('status', '=', 1).groupBy(['store_id', 'rating']).orderBy('store_id').orderBy('rating').execute();
    const expected = [...stores].sort((a, b) => a - b).map((id) => ({
      id,
      schedules: schedules.filter((s) => s.store_id === id).map(({ store_id: _store, ...s }) => s),
      totalItems: Number(counts.find((c) => c.store_id === id)?.n ?? 0),
      stars: stars.filter((s) => s.store_id === id).map((s) => ({ rating: s.rating, n: Number(s.n) })),
    }));
    const cards = byId(await storeCards(t.db, stores)).map((c) => ({
      id: c.row.id, schedules: c.schedules, totalItems: c.totalItems,
      stars: [...c.stars].sort((a, b) => a.rating - b.rating).map((s) => ({ rating: s.rating, n: Number(s.n) })),
    }));
    expect(cards).toEqual(expected);
    expect(cards.some((c) => c.stars.length > 0 && c.totalItems > 0 && c.schedules.length > 0)).toBe(true);
  });

  it('hold, for every item, what separate queries built anew find, in their order', async () => {
    const grouped = await t.db.selectFrom('item_food_variations').select('item_id').limit(3).execute();
    const withAddOns = await t.db.selectFrom('item_add_ons').select('item_id').limit(3).execute();
    const flashed = await t.db.selectFrom('flash_sale_items').select('item_id').limit(3).execute();
    const varied = await t.db.selectFrom('item_variations').select('item_id').limit(3).execute();
    const plain = await t.db.selectFrom('items').select('id as item_id').orderBy('id').limit(20).execute();
    const ids = [...new Set([...grouped, ...withAddOns, ...flashed, ...varied, ...plain].map((r) => r.item_id))];
    expect(grouped.length * withAddOns.length * flashed.length * varied.length).toBeGreaterThan(0);
    const expected = await builtSeparately(ids, SEED_NOW.toISOString());
    for (let round = 0; round < 2; round++) {
      const rows = byId(await cardRows(t.db, ids, SEED_NOW));
      expect(rows.map((r) => ({ id: r.row.id, schedules: r.schedules, variations: r.variations, groups: r.groups, addOns: r.addOns, flash: r.flash })))
        .toEqual(expected);
    }
  });

  it('put each call\'s own time into the compiled statement: flash lines of the sales running then', async () => {
    const ids = [...new Set((await t.db.selectFrom('flash_sale_items').select('item_id').orderBy('item_id').limit(3).execute()).map((r) => r.item_id))];
    expect(ids.length).toBeGreaterThan(0);
    const [first] = await queriesOf(t.db, async () => expect((await cardRows(t.db, ids, SEED_NOW)).some((r) => r.flash.length > 0)).toBe(true));
    const [later] = await queriesOf(t.db, async () => expect((await cardRows(t.db, ids, new Date('2099-01-01T00:00:00Z'))).every((r) => r.flash.length === 0)).toBe(true));
    // Compiled once: the same statement, the time at both ends of the sale window.
    expect(later!.query).toBeDefined();
    expect(later!.query).toBe(first!.query);
    expect(later!.parameters!.filter((p) => p === '2099-01-01T00:00:00.000Z')).toHaveLength(2);
    expect(byId(await cardRows(t.db, ids, SEED_NOW))).toEqual(byId(await cardRows(t.db, ids, SEED_NOW)));
  });

  it.runIf(testDbKind === 'sqlite')('find a category\'s items and an item\'s related items by the category index, not by the zones\' item range (SQLite plans)', async () => {
    const f = await catalogFixture(t);
    const pizza: { id: number } = (await f.get('categories/pizza', f.headers('food'))).json();
    // List queries run on the executor (card rows, prepared, on the database object).
    const executor = t.db.getExecutor();
    const ran = await queriesOf(executor as unknown as TestApp['db'], async () => {
      const page = await f.get(`categories/items/${pizza.id}`, f.headers('food'));
      expect(page.json().products.length).toBeGreaterThan(0);
      expect((await f.get(`items/related-items/${page.json().products[0].id}`, f.headers('food'))).statusCode).toBe(200);
    });
    const lists = ran.map((q) => q as unknown as CompiledQuery).filter((q) => /order by "i"."order_count" desc/.test(q.sql));
    expect(lists).toHaveLength(2);
    for (const list of lists) {
      const plan = await sqlitePlan(t.db, list);
      expect(plan.join('\n')).toMatch(/SEARCH items USING (COVERING )?INDEX items_category/);
      expect(plan.join('\n')).not.toMatch(/SEARCH i USING INDEX items_module_zone/);
    }
  });

  it.runIf(testDbKind === 'sqlite')('read a store\'s week, its listed items and its count of reviews per star from an index alone, for store and item cards (SQLite plans)', async () => {
    const stores = (await t.db.selectFrom('reviews').select('store_id').distinct().orderBy('store_id').limit(3).execute()).map((r) => r.store_id);
    const items = (await t.db.selectFrom('items').select('id').where('store_id', 'in', stores).limit(3).execute()).map((r) => r.id);
    expect(stores.length * items.length).toBeGreaterThan(0);
    const ran = await queriesOf(t.db, async () => {
      expect((await storeCards(t.db, stores)).every((c) => c.schedules.length > 0)).toBe(true);
      expect(await cardRows(t.db, items, SEED_NOW)).toHaveLength(items.length);
    });
    const plans = await Promise.all(ran.map(async (q) => {
      const { sql, parameters } = q as unknown as CompiledQuery;
      return (await sqlitePlan(t.db, { sql, parameters })).join('\n');
    }));
    expect(plans).toHaveLength(2);
    expect(plans[0]).toMatch(/SEARCH ss USING COVERING INDEX store_schedules_week \(store_id=\?\)/);
    // Either of the store's item indexes that lead with store and status covers the count.
    expect(plans[0]).toMatch(/SEARCH si USING COVERING INDEX items_store_(category|status_newest) \(store_id=\? AND status=\?\)/);
    expect(plans[0]).toMatch(/SEARCH r USING COVERING INDEX reviews_store_stars \(store_id=\? AND status=\?\)/);
    expect(plans[0]).not.toMatch(/TEMP B-TREE/);
    expect(plans[1]).toMatch(/SEARCH ss USING COVERING INDEX store_schedules_week \(store_id=\?\)/);
  });
});

describe('the first ids of the items any of several parts keeps', () => {
  it('are the whole list\'s first ids, each once, with more parts than one SQLite union takes', async () => {
    const f = await catalogFixture(t);
    const view: CatalogView = { zoneIds: f.dubai, moduleId: f.modules.food!, lang: 'en', position: null, now: SEED_NOW, epoch: 0 };
    const zones = await storeTimeZones(t.db);
    const ids = (await t.db.selectFrom('items').select('id').where('module_id', '=', f.modules.food!).orderBy('id').limit(150).execute()).map((r) => r.id);
    expect(ids).toHaveLength(150);
    const spec = { order: [['i.order_count', 'desc']] as const, filters: new Set(['currently_open'] as const) };
    const whole = await firstIds(itemList(t.db, view, zones, { ...spec, where: (q) => q.where('i.id', 'in', ids) }), 30);
    expect(whole.length).toBeGreaterThan(1);
    // Four parts per item and one holding them all: 601 branches (SQLite takes 500 in one union), each item kept five times.
    const one = ids.map((id): ItemWhere => (q) => q.where('i.id', '=', id));
    const parts: ItemWhere[] = [...one, ...one, ...one, ...one, (q) => q.where('i.id', 'in', ids)];
    expect(await firstIdsOfAny(t.db, view, zones, spec, parts, 30)).toEqual(whole);
  });
});
