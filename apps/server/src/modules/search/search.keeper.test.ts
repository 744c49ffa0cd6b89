import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import type { SearchPage, SearchQuery } from '@storefront/contract';
import { ItemIndexKeeper } from './search.keeper.js';
import { pruneChanges } from './search.repository.js';
import { SearchService } from './search.service.js';

/**
 * The in-memory item index learns of changes written to the database by anyone (here: straight
 * SQL, as another instance or an admin tool would) from the change log, and answers as the SQL
 * search does. Refreshes are called explicitly instead of waiting for the once-a-second poll.
 * A second instance on the same database (second index, and one without an index: the SQL
 * fallback) must see the same.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let second: FastifyInstance;
let fallback: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ searchIndex: true });
  f = await catalogFixture(t);
  second = await buildApp({ config: t.config, db: t.db, clock: t.app.services.clock });
  fallback = await buildApp({ config: { ...t.config, searchIndex: false }, db: t.db, clock: t.app.services.clock });
  await Promise.all([second.ready(), fallback.ready()]);
});
afterAll(async () => {
  await second.close();
  await fallback.close();
  await t.close();
});

const refreshAll = () => Promise.all([t.app.services.search.index!.refresh(), second.services.search.index!.refresh()]);

/** One search on each instance: both indexes and the SQL fallback; they must agree. */
async function search(query: string, withFallback = true, zones = f.dubai, at = SEED_NOW): Promise<{ total: number; ids: number[] }> {
  // A new clock epoch: the SQL search keeps its answers for a while (LIST_TTL_MS), keyed by it.
  t.app.services.clock.set(at);
  const answers = await Promise.all([t.app, second, ...(withFallback ? [fallback] : [])].map(async (app) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/items/search?${query}`, headers: f.headers('food', zones) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-search-index']).toBe(app === fallback ? 'off' : 'ready');
    const body = res.json();
    return { total: body.total_size as number, ids: (body.products as { id: number }[]).map((p) => p.id) };
  }));
  expect(answers[1], `second instance: ${query}`).toEqual(answers[0]);
  if (withFallback) expect(answers[2], `SQL fallback: ${query}`).toEqual(answers[0]);
  return answers[0]!;
}

const pizzaIn = async (store: string) =>
  t.db.selectFrom('items').select(['id', 'price', 'store_id']).where('store_id', '=', await f.storeId(store)).where('name', 'like', '%Pizza%').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();

describe('the in-memory item index follows the database', () => {
  it('is built, and answers like SQL', async () => {
    await refreshAll();
    const found = await search('name=pizza&limit=100');
    expect(found.total).toBeGreaterThan(5);
    expect((await search('data_type=new&limit=30')).ids.length).toBe(30);
  });

  it('answers through SQL, alike, while an index is not built yet', async () => {
    const services = t.app.services;
    const keeper = new ItemIndexKeeper(t.db);
    const unbuilt = new SearchService(t.db, services.catalog, t.config.publicUrl, keeper);
    const view = { zoneIds: f.dubai, moduleId: f.modules.food!, lang: 'en' as const, position: null, now: SEED_NOW, epoch: services.clock.epoch };
    const queries: SearchQuery[] = [{ name: 'pizza', limit: 100 }, { name: 'chicken', max_price: 30, sort: 'low' }, { data_type: 'new', limit: 20 }, { name: 'burg', offset: 2 }];
    expect(keeper.current).toBeNull();
    // The index's pages come serialized.
    const serialize = (page: SearchPage) => JSON.stringify(page);
    const asPage = (page: SearchPage | Buffer) => (Buffer.isBuffer(page) ? JSON.parse(page.toString()) : page);
    for (const query of queries) {
      expect(asPage(await unbuilt.search(view, query, serialize)), JSON.stringify(query)).toEqual(asPage(await services.search.search(view, query, serialize)));
    }
    await keeper.refresh();
    expect(keeper.current).not.toBeNull();
  });

  it('sees a new price', async () => {
    const item = await pizzaIn('Napoli Pizzeria');
    const asked = `name=pizza&max_price=${item.price / 100}&limit=100`;
    expect((await search(asked)).ids).toContain(item.id);
    await t.db.updateTable('items').set({ price: 500_000, discount: 0 }).where('id', '=', item.id).execute();
    await refreshAll();
    expect((await search(asked)).ids).not.toContain(item.id);
    expect((await search('name=pizza&sort=high&limit=1')).ids).toEqual([item.id]);
  });

  it('sees a new name, by word and by prefix, and forgets the old one', async () => {
    const item = await pizzaIn('Pizza Corner');
    await t.db.updateTable('items').set({ name: 'Zanzibar Flatbread', translations: '{}' }).where('id', '=', item.id).execute();
    await refreshAll();
    expect((await search('name=zanzibar%20flatbread')).ids).toEqual([item.id]);
    expect((await search('name=zanzib')).ids).toEqual([item.id]);
    expect((await search('name=zanzibar%20pizza')).ids).toEqual([item.id]);
    await search('name=pizza&limit=100');
  });

  it('hides an item switched off, and shows it again', async () => {
    const before = await search('name=pizza&limit=100');
    const id = before.ids[0]!;
    await t.db.updateTable('items').set({ status: 0 }).where('id', '=', id).execute();
    await refreshAll();
    expect((await search('name=pizza&limit=100')).ids).not.toContain(id);
    await t.db.updateTable('items').set({ status: 1 }).where('id', '=', id).execute();
    await refreshAll();
    expect(await search('name=pizza&limit=100')).toEqual(before);
  });

  it('hides the items of a store that closes or is unlisted', async () => {
    const store = await f.storeId('Napoli Pizzeria');
    const ofStore = async (query: string) => {
      const found = await search(`${query}&limit=100`);
      const ids = (await t.db.selectFrom('items').select('id').where('store_id', '=', store).execute()).map((r) => r.id);
      return found.ids.filter((id) => ids.includes(id)).length;
    };
    expect(await ofStore('name=pizza&filter=currently_open')).toBeGreaterThan(0);
    await t.db.updateTable('stores').set({ active: 0 }).where('id', '=', store).execute();
    await refreshAll();
    expect(await ofStore('name=pizza&filter=currently_open')).toBe(0);
    expect(await ofStore('name=pizza')).toBeGreaterThan(0);
    await t.db.updateTable('stores').set({ status: 0 }).where('id', '=', store).execute();
    await refreshAll();
    expect(await ofStore('name=pizza')).toBe(0);
    await t.db.updateTable('stores').set({ status: 1, active: 1 }).where('id', '=', store).execute();
    await t.db.deleteFrom('store_schedules').where('store_id', '=', store).execute();
    await refreshAll();
    expect(await ofStore('name=pizza&filter=currently_open')).toBe(0);
    expect(await ofStore('name=pizza')).toBeGreaterThan(0);
  });

  it('prices by a flash sale while it runs', async () => {
    const item = await pizzaIn('Pizza Corner');
    const cheap = Math.min(item.price - 1, 99);
    expect((await search('name=pizza&max_price=0.99&limit=100')).ids).not.toContain(item.id);
    const day = 24 * 3600_000;
    const sale = await t.db.insertInto('flash_sales').values({
      title: 'Test sale', module_id: f.modules.food!, status: 1, created_at: SEED_NOW.toISOString(),
      start_date: new Date(SEED_NOW.getTime() - day).toISOString(), end_date: new Date(SEED_NOW.getTime() + day).toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('flash_sale_items').values({
      flash_sale_id: sale.id, item_id: item.id, stock: 10, sold: 0, discount: 0, discount_type: 'amount', price: cheap, status: 1,
    }).execute();
    await refreshAll();
    expect((await search('name=pizza&max_price=0.99&limit=100')).ids).toContain(item.id);
    expect((await search('name=pizza&filter=discounted&limit=100')).ids).toContain(item.id);
    await t.db.updateTable('flash_sales').set({ status: 0 }).where('id', '=', sale.id).execute();
    await refreshAll();
    expect((await search('name=pizza&max_price=0.99&limit=100')).ids).not.toContain(item.id);
  });

  it('prices by the time alone: sales and store discounts start and stop while the index stays as it is', async () => {
    const item = await pizzaIn('Pizza Corner');
    const hour = 3600_000;
    const at = (hours: number, ms = 0) => new Date(SEED_NOW.getTime() + hours * hour + ms);
    const sale = await t.db.insertInto('flash_sales').values({
      title: 'Later sale', module_id: f.modules.food!, status: 1, created_at: SEED_NOW.toISOString(), start_date: at(1).toISOString(), end_date: at(2).toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('flash_sale_items').values({
      flash_sale_id: sale.id, item_id: item.id, stock: 10, sold: 0, discount: 0, discount_type: 'amount', price: 99, status: 1,
    }).execute();
    // All off, so that the SQL search's unrounded percentages agree with the index's rounded ones.
    await t.db.updateTable('stores').set({ discount: 100, discount_type: 'percent', discount_start: at(3).toISOString(), discount_end: at(4).toISOString() })
      .where('id', '=', item.store_id).execute();
    await refreshAll();
    const cheap = async (when: Date, max = 0.99) => {
      const found = (await search(`name=pizza&max_price=${max}&limit=100`, true, f.dubai, when)).ids.includes(item.id);
      // Cards show the price of the moment too, as the SQL search's do.
      const [indexed, sql] = await Promise.all([t.app, fallback].map((app) =>
        app.inject({ method: 'GET', url: '/api/v1/items/search?name=pizza&limit=100', headers: f.headers('food') })));
      expect(indexed!.body, when.toISOString()).toBe(sql!.body);
      return found;
    };
    // The sale runs from its start to its end, both included; the index is asked out of order.
    expect([await cheap(at(0)), await cheap(at(1, -1)), await cheap(at(1)), await cheap(at(2)), await cheap(at(2, 1)), await cheap(at(1, 30_000))])
      .toEqual([false, false, true, true, false, true]);
    // The store's discount, from its start to its end.
    expect([await cheap(at(3, -1), 0), await cheap(at(3), 0), await cheap(at(4), 0), await cheap(at(4, 1), 0)]).toEqual([false, true, true, false]);
    const discounted = async (when: Date) => (await search('name=pizza&filter=discounted&sort=low&limit=100', true, f.dubai, when)).ids;
    expect(await discounted(at(3, 30_000))).toContain(item.id);
    expect(await discounted(at(4, 1))).toEqual(await discounted(at(0)));
    await t.db.updateTable('stores').set({ discount: 0, discount_start: null, discount_end: null }).where('id', '=', item.store_id).execute();
    await t.db.updateTable('flash_sales').set({ status: 0 }).where('id', '=', sale.id).execute();
    await refreshAll();
  });

  it('sees items added, and a renamed category in its items', async () => {
    const item = await pizzaIn('Pizza Corner');
    const row = await t.db.selectFrom('items').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow();
    const { id: _id, wishlist_count: _w, sku: _sku, ...copy } = row;
    const added = await t.db.insertInto('items').values({ ...copy, slug: `${copy.slug}-copy`, name: 'Quokka Calzone' }).returning('id').executeTakeFirstOrThrow();
    await t.db.updateTable('categories').set({ name: 'Wombat Specials' }).where('id', '=', row.category_id).execute();
    await refreshAll();
    expect((await search('name=quokka')).ids).toEqual([added.id]);
    // The SQL documents keep a category's old name until each item is written again (the search
    // migration's triggers watch items only); the index reads the category's items again.
    expect((await search('name=wombat&limit=100', false)).ids).toContain(added.id);
  });

  it('follows an item to another zone (its postings stay in the range of the old one)', async () => {
    // An item no earlier test touched, so that its postings are those of the build.
    const item = await t.db.selectFrom('items').select('id').where('name', 'like', '%Chicken%').where('status', '=', 1)
      .where('zone_id', 'in', f.dubai).orderBy('id').executeTakeFirstOrThrow();
    expect((await search('name=chicken&limit=100', true, f.sharjah)).ids).not.toContain(item.id);
    await t.db.updateTable('items').set({ zone_id: f.sharjah[0]! }).where('id', '=', item.id).execute();
    await refreshAll();
    expect((await search('name=chicken&limit=100', true, f.sharjah)).ids).toContain(item.id);
    expect((await search('name=chicken&limit=100')).ids).not.toContain(item.id);
  });

  it('follows order counts, logged apart from the rest of an item', async () => {
    const [a, b] = (await t.db.selectFrom('items').select('id').where('name', 'like', '%Pizza%').where('status', '=', 1)
      .where('zone_id', 'in', f.dubai).orderBy('id', 'desc').limit(2).execute()).map((r) => r.id);
    await t.db.updateTable('items').set({ order_count: 300_000 }).where('id', '=', a!).execute();
    await t.db.updateTable('items').set({ order_count: 400_000 }).where('id', '=', b!).execute();
    const kinds = await t.db.selectFrom('search_changes').select('kind').where('row_id', 'in', [a!, b!]).orderBy('seq', 'desc').limit(2).execute();
    expect(kinds.map((k) => k.kind)).toEqual(['stats', 'stats']);
    await refreshAll();
    expect((await search('name=pizza&limit=2')).ids).toEqual([b, a]);
  });

  it('rebuilds when the log was pruned past where it stands', async () => {
    const [a, b] = (await t.db.selectFrom('items').select('id').where('name', 'like', '%Pizza%').where('status', '=', 1)
      .where('zone_id', 'in', f.dubai).orderBy('id').limit(2).execute()).map((r) => r.id);
    await t.db.updateTable('items').set({ order_count: 600_000 }).where('id', '=', a!).execute();
    await t.db.updateTable('items').set({ order_count: 700_000 }).where('id', '=', b!).execute();
    // Everything but the newest change is forgotten before the instances read it.
    await pruneChanges(t.db, Number.MAX_SAFE_INTEGER);
    await refreshAll();
    expect((await search('name=pizza&limit=2')).ids).toEqual([b, a]);
  });
});
