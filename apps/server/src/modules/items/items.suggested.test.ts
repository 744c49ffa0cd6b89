import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Item } from '@storefront/contract';
import { bearer, signUp } from '../../../test/accounts.js';
import { catalogApp } from '../../../test/catalog.js';
import { SEED_NOW, testDbKind, type TestApp } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';
import { Clock } from '../../lib/clock.js';

const clock = new Clock(SEED_NOW);
const { t, f } = catalogApp(clock);
const o = orderFixture(t, (m) => f.headers(m));

const customer = async () => (await signUp(t.app)).token;
const call = (method: 'GET' | 'POST', url: string, token: string | null, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: { ...(token ? bearer(token) : {}), ...headers } });

describe('suggested items', () => {
  const suggested = async (token: string, module = 'grocery') => {
    const res = await call('GET', 'customer/suggested-items', token, f.headers(module));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Item[];
  };
  const categoryIds = (item: Item) => item.category_ids.map((c) => c.id);

  /** A Dubai grocery item in stock whose store is open all day, and its category. */
  async function stocked(index: number) {
    const rows = await t.db.selectFrom('items as i').innerJoin('stores as s', 's.id', 'i.store_id')
      .select(['i.id', 'i.store_id', 'i.category_id']).where('i.module_id', '=', f.modules.grocery!).where('i.zone_id', 'in', f.dubai)
      .where('i.status', '=', 1).where('s.status', '=', 1).where('i.available_time_starts', '=', '00:00').where('i.available_time_ends', '=', '23:59')
      .orderBy('i.id', 'desc').execute();
    const row = rows[index]!;
    await t.db.updateTable('items').set({ stock: 40 }).where('id', '=', row.id).execute();
    await o.openAllDay(row.store_id);
    return row;
  }

  it('suggests items of the categories the customer is interested in, in stock and of open stores, best sellers first', async () => {
    const item = await stocked(0);
    const token = await customer();
    const interest = await t.app.inject({ method: 'POST', url: '/api/v1/customer/update-interest', headers: bearer(token), payload: { interest: [item.category_id] } });
    expect(interest.statusCode, interest.body).toBe(200);
    const list = await suggested(token);
    expect(list.map((i) => i.id)).toContain(item.id);
    expect(list.length).toBeLessThanOrEqual(20);
    for (const i of list) {
      expect(categoryIds(i)).toContain(item.category_id);
      expect(i.stock).toBeGreaterThan(0);
      expect(i.module_id).toBe(f.modules.grocery);
    }
    const counts = await t.db.selectFrom('items').select(['id', 'order_count']).where('id', 'in', list.map((i) => i.id)).execute();
    const byId = new Map(counts.map((c) => [c.id, c.order_count]));
    const ordered = list.map((i) => byId.get(i.id)!);
    expect(ordered).toEqual([...ordered].sort((x, y) => y - x));

    // Out of stock, or of a store that is closed now: left out. Answers are kept LIST_TTL_MS, so
    // the change shows only once that time has passed (a new clock epoch starts every cache afresh).
    await t.db.updateTable('items').set({ stock: 0 }).where('id', '=', item.id).execute();
    expect((await suggested(token)).map((i) => i.id), 'kept for a while').toContain(item.id);
    clock.set(SEED_NOW);
    expect((await suggested(token)).map((i) => i.id)).not.toContain(item.id);
    await t.db.updateTable('items').set({ stock: 40 }).where('id', '=', item.id).execute();
    await t.db.updateTable('stores').set({ active: 0 }).where('id', '=', item.store_id).execute();
    clock.set(SEED_NOW);
    try {
      expect((await suggested(token)).map((i) => i.store_id)).not.toContain(item.store_id);
    } finally {
      await t.db.updateTable('stores').set({ active: 1 }).where('id', '=', item.store_id).execute();
    }
    // Another module's headers: none of these.
    expect((await suggested(token, 'pharmacy')).map((i) => i.id)).not.toContain(item.id);
  });

  it('suggests what the customer ordered before and items of its category', async () => {
    const token = await customer();
    const item = await o.stockedItem(f.modules.grocery!, f.dubai, 50);
    const { category_id: categoryId } = await t.db.selectFrom('items').select('category_id').where('id', '=', item.id).executeTakeFirstOrThrow();
    const placed = await o.place({ token }, 'grocery', {
      order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(item.store_id)), ...o.contact },
      source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const list = await suggested(token);
    expect(list.map((i) => i.id)).toContain(item.id);
    for (const i of list) expect(categoryIds(i)).toContain(categoryId);
  });

  it('falls back to popular items when interests and orders point at nothing', async () => {
    const token = await customer();
    const list = await suggested(token);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
    const rows = await t.db.selectFrom('items').select(['id', 'order_count', 'stock', 'category_id']).where('id', 'in', list.map((i) => i.id)).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const counts = list.map((i) => byId.get(i.id)!.order_count);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    for (const r of rows) expect(r.stock).toBeGreaterThan(0);
    // Popular items of the whole module, not of one category.
    expect(new Set(rows.map((r) => r.category_id)).size).toBeGreaterThan(1);
  });

  it('needs the zoneId and moduleId headers', async () => {
    const token = await customer();
    expect((await call('GET', 'customer/suggested-items', token, f.headers(null))).statusCode).toBe(400);
    expect((await call('GET', 'customer/suggested-items', token)).statusCode).toBe(400);
  });
});

describe('suggestions at scale', () => {
  /**
   * A customer interested in the first `count` grocery categories: what one suggestions call answered
   * and ran (after a first call, which may touch the token), and how many categories that is.
   */
  async function suggestionsOf(count: number) {
    const categories = await t.db.selectFrom('categories').select('id').where('module_id', '=', f.modules.grocery!).orderBy('id').limit(count).execute();
    expect(categories).toHaveLength(count);
    const token = await customer();
    const set = await t.app.inject({
      method: 'POST', url: '/api/v1/customer/update-interest', headers: bearer(token), payload: { interest: categories.map((c) => c.id) },
    });
    expect(set.statusCode, set.body).toBe(200);
    await call('GET', 'customer/suggested-items', token, f.headers('grocery'));
    // The first answer is kept: a new clock epoch makes the measured call build its own.
    clock.set(SEED_NOW);
    // Every statement goes through the executor: the builders' and the prepared ones run on the database object.
    const spy = vi.spyOn(t.db.getExecutor(), 'executeQuery');
    try {
      const res = await call('GET', 'customer/suggested-items', token, f.headers('grocery'));
      expect(res.statusCode, res.body).toBe(200);
      // Interests count with their sub-categories.
      const ids = categories.map((c) => c.id);
      const children = await t.db.selectFrom('categories').select('id').where('parent_id', 'in', ids).execute();
      return { items: res.json() as Item[], queries: spy.mock.calls.map(([q]) => q as CompiledQuery), categories: new Set([...ids, ...children.map((c) => c.id)]).size };
    } finally {
      spy.mockRestore();
    }
  }

  it('ask the same number of statements for one category of interest as for twelve', async () => {
    const one = await suggestionsOf(1);
    const many = await suggestionsOf(12);
    expect(one.items.length).toBeGreaterThan(0);
    expect(many.items.length).toBe(20);
    expect(many.queries.length).toBe(one.queries.length);
  });

  /** The plan's lines: SQLite's as they are; PostgreSQL's with sorting refused wherever an index can give the order. */
  async function planOf(query: CompiledQuery): Promise<string[]> {
    const explain = (db: TestApp['db'], prefix: string) => db.executeQuery<Record<string, string>>(CompiledQuery.raw(`${prefix} ${query.sql}`, [...query.parameters]));
    if (testDbKind === 'sqlite') return (await explain(t.db, 'explain query plan')).rows.map((r) => r.detail!);
    return t.db.transaction().execute(async (trx) => {
      await sql`set local enable_sort = off`.execute(trx);
      return (await explain(trx, 'explain')).rows.map((r) => r['QUERY PLAN']!);
    });
  }

  // Matched all at once, every item of every category was read, probed and sorted (11,000 items, 40 ms, at 100,000 items).
  it('walk each category by its index, best sellers first, and sort no category whole (the plans)', async () => {
    const walk = testDbKind === 'sqlite'
      ? /SEARCH i USING (COVERING )?INDEX items_category_orders \(category_id=\? AND status=\? AND module_id=\?\)/
      : /Index Scan Backward using items_category_orders/;
    const sorts = [];
    for (const count of [1, 12]) {
      const { queries, categories } = await suggestionsOf(count);
      const list = queries.find((q) => /"i"."category_id" = (\?|\$\d+)/.test(q.sql));
      expect(list, 'the suggestions statement').toBeDefined();
      const plan = await planOf(list!);
      expect(plan.filter((d) => walk.test(d)), plan.join('\n')).toHaveLength(categories);
      sorts.push(plan.filter((d) => /TEMP B-TREE FOR ORDER BY|Sort\b/.test(d) && !/Sort Key/.test(d)).length);
    }
    // Only the union's few rows are sorted: as many sorts for twelve categories as for one.
    expect(sorts[1]).toBe(sorts[0]);
  });
});
