import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from './catalog.js';
import { createTestApp, SEED_NOW, type TestApp } from './helpers.js';

/** The catalogue fields and calls the public web client of this API family reads. */
let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
});
afterAll(() => t.close());

type Card = { id: number; ratings: number[]; rating_count: number; positive_rating: number; total_items: number; distance?: number | null; delivery_time?: string };
type Product = { id: number; store_id: number; category_id: number; category_ids: { id: number; position: number }[] };

/** A store's published reviews as the rules say: per star (5 first, a half star with the star above) and the positive share. */
async function expectedRatings(storeId: number) {
  const rows = await t.db.selectFrom('reviews').select('rating').where('store_id', '=', storeId).where('status', '=', 1).execute();
  const ratings = [5, 4, 3, 2, 1].map((star) => rows.filter((r) => Math.round(r.rating) === star).length);
  const positive = rows.filter((r) => r.rating >= 4).length;
  return { ratings, positive_rating: rows.length ? Math.round((100 * positive) / rows.length) : 0, total: rows.length };
}

async function addReviews(storeId: number, ratings: number[], status: 0 | 1) {
  const item = await t.db.selectFrom('items').select('id').where('store_id', '=', storeId).orderBy('id').executeTakeFirstOrThrow();
  await t.db.insertInto('reviews').values(ratings.map((rating) => ({
    item_id: item.id, store_id: storeId, user_id: null, customer_name: 'Test', rating, comment: null, reply: null,
    attachment: '[]', status, created_at: SEED_NOW.toISOString(),
  }))).execute();
}

describe('store rating figures', () => {
  it('answer positive_rating as the rounded share of published reviews of 4 stars or more, beside the per-star counts', async () => {
    const id = await f.storeId('Burger Barn');
    const before = await expectedRatings(id);
    expect((await f.get(`stores/details/${id}`, f.headers(null))).json()).toMatchObject({ ratings: before.ratings, positive_rating: before.positive_rating });
    // A 3.5 is no positive review (it counts with the fours in the bars); unpublished reviews count nowhere.
    await addReviews(id, [1, 1, 2, 3.5, 3.5, 3.5, 3, 2], 1);
    await addReviews(id, [5, 5, 5, 5], 0);
    const after = await expectedRatings(id);
    expect(after.positive_rating).toBeLessThan(before.positive_rating);
    const store: Card = (await f.get(`stores/details/${id}`, f.headers(null))).json();
    expect(store.positive_rating).toBe(after.positive_rating);
    expect(store.ratings).toEqual(after.ratings);
    expect(Number.isInteger(store.positive_rating)).toBe(true);
  });

  it('answer 0 for a store without published reviews', async () => {
    const id = await f.storeId('Java Lounge');
    await t.db.updateTable('reviews').set({ status: 0 }).where('store_id', '=', id).execute();
    expect((await f.get(`stores/details/${id}`, f.headers(null))).json()).toMatchObject({ ratings: [0, 0, 0, 0, 0], positive_rating: 0 });
  });

  it('give every store card of a list its own share', async () => {
    t.app.services.clock.set(SEED_NOW); // a new epoch: lists are built afresh after the reviews above
    const body = (await f.get('stores/get-stores/all?limit=100', f.headers('food'))).json();
    expect(body.stores.length).toBeGreaterThan(10);
    const shares = new Set<number>();
    for (const s of body.stores as Card[]) {
      const want = await expectedRatings(s.id);
      expect([s.id, s.positive_rating, s.ratings]).toEqual([s.id, want.positive_rating, want.ratings]);
      shares.add(s.positive_rating);
    }
    expect(shares.size).toBeGreaterThan(2);
  });
});

describe('new arrivals', () => {
  it('answer the category tabs of the page\'s items, and each item its own category_id', async () => {
    for (const module of ['ecommerce', 'grocery']) {
      const res = await f.get('items/new-arrival', f.headers(module));
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { products: Product[]; categories: { id: number; name: string; slug: string }[] };
      expect(body.products.length).toBeGreaterThan(1);
      const rows = await t.db.selectFrom('items').select(['id', 'category_id']).where('id', 'in', body.products.map((p) => p.id)).execute();
      const own = new Map(rows.map((r) => [r.id, r.category_id]));
      for (const p of body.products) {
        expect(p.category_id).toBe(own.get(p.id));
        expect(p.category_ids.at(-1)!.id).toBe(p.category_id);
      }
      // One tab per category of the items, in the order the items first name them; each tab keeps at least one item.
      expect(body.categories.map((c) => c.id)).toEqual([...new Set(body.products.map((p) => p.category_id))]);
      const names = await t.db.selectFrom('categories').select(['id', 'name']).where('id', 'in', body.categories.map((c) => c.id)).execute();
      expect(Object.fromEntries(body.categories.map((c) => [c.id, c.name]))).toEqual(Object.fromEntries(names.map((c) => [c.id, c.name])));
    }
  });
});

describe('items and stores of several categories', () => {
  /** The two root categories of the food module with the most items (theirs and their sub-categories'), each fitting a page of 50. */
  async function twoRoots() {
    const rows = await t.db.selectFrom('items as i').innerJoin('categories as c', 'c.id', 'i.category_id')
      .select(['c.id', 'c.parent_id']).where('i.module_id', '=', f.modules.food!).where('i.status', '=', 1).execute();
    const counts = new Map<number, number>();
    for (const r of rows) counts.set(r.parent_id ?? r.id, (counts.get(r.parent_id ?? r.id) ?? 0) + 1);
    const roots = [...counts].filter(([, n]) => n <= 50).sort((x, y) => y[1] - x[1] || x[0] - y[0]).map(([id]) => id);
    expect(roots.length).toBeGreaterThan(1);
    return [roots[0]!, roots[1]!] as const;
  }
  const ids = (list: { id: number }[]) => list.map((x) => x.id).sort((a, b) => a - b);

  it('list the items of all the categories named, as [a,b], a,b or a', async () => {
    const [a, b] = await twoRoots();
    const h = f.headers('food');
    const one = (await f.get(`categories/items/${a}?limit=100`, h)).json();
    const other = (await f.get(`categories/items/${b}?limit=100`, h)).json();
    const both = await f.get(`categories/items/list?limit=100&offset=1&type=all&category_ids=[${a},${b}]`, h);
    expect(both.statusCode, both.body).toBe(200);
    const body = both.json();
    expect(body.total_size).toBe(one.total_size + other.total_size);
    expect(body.total_size).toBeGreaterThan(10);
    expect(ids(body.products)).toEqual(ids([...one.products, ...other.products]));
    expect((await f.get(`categories/items/list?limit=100&category_ids=${a},${b}`, h)).json()).toEqual(body);
    expect((await f.get(`categories/items/list?limit=100&category_ids=${a}`, h)).json()).toEqual(one);
    expect((await f.get(`categories/items/list?limit=100&category_ids=[${a},99999]`, h)).json()).toEqual(one);
    // The client's own page size and pages.
    const page2 = (await f.get(`categories/items/list?limit=10&offset=2&type=all&category_ids=[${a},${b}]`, h)).json();
    expect(page2).toMatchObject({ limit: 10, offset: 2, total_size: body.total_size });
    expect(page2.products.map((p: Product) => p.id)).toEqual(body.products.slice(10, 20).map((p: Product) => p.id));
  });

  it('list the stores selling any of the categories named', async () => {
    const [a, b] = await twoRoots();
    const h = f.headers('food');
    const one = (await f.get(`categories/stores/${a}?limit=100`, h)).json();
    const other = (await f.get(`categories/stores/${b}?limit=100`, h)).json();
    const res = await f.get(`categories/stores/list?limit=100&offset=1&type=all&category_ids=[${a},${b}]`, h);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const union = [...new Set([...ids(one.stores), ...ids(other.stores)])].sort((x, y) => x - y);
    expect(ids(body.stores)).toEqual(union);
    expect(body.total_size).toBe(union.length);
    expect(union.length).toBeGreaterThan(Math.max(one.stores.length, other.stores.length));
    expect((await f.get(`categories/stores/list?limit=100&category_ids=${a}`, h)).json()).toEqual(one);
  });

  it('answer an empty page when none is named, and 400 without a list or a module', async () => {
    for (const none of ['[]', 'undefined', 'null']) {
      for (const kind of ['items', 'stores']) {
        const res = await f.get(`categories/${kind}/list?limit=10&offset=1&category_ids=${none}`, f.headers('food'));
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ total_size: 0, [kind === 'items' ? 'products' : 'stores']: [] });
      }
    }
    expect((await f.get('categories/items/list?limit=10', f.headers('food'))).statusCode).toBe(400);
    expect((await f.get('categories/stores/list?category_ids=abc', f.headers('food'))).statusCode).toBe(400);
    expect((await f.get('categories/items/list?category_ids=[1]', f.headers(null))).statusCode).toBe(400);
  });
});

describe('an item\'s page', () => {
  it('answers the card of the item\'s store, as the store\'s own page has it', async () => {
    const item = await t.db.selectFrom('items').select(['id', 'store_id']).where('module_id', '=', f.modules.ecommerce!).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    for (const headers of [f.headers('ecommerce'), {}]) {
      const res = await f.get(`items/details/${item.id}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      const card: Card = res.json().store_details;
      const { category_ids: _categories, ...store } = (await f.get(`stores/details/${item.store_id}`, headers)).json();
      expect(card).toEqual(store);
      const want = await expectedRatings(item.store_id);
      const count = await t.db.selectFrom('items').select((eb) => eb.fn.countAll<number>().as('n')).where('store_id', '=', item.store_id).where('status', '=', 1).executeTakeFirstOrThrow();
      expect(card).toMatchObject({ id: item.store_id, total_items: Number(count.n), rating_count: expect.any(Number), positive_rating: want.positive_rating });
      expect(card.total_items).toBeGreaterThan(1);
    }
    // Opened cold (no zone), the card leaves out what depends on where the customer is.
    const cold: Card = (await f.get(`items/details/${item.id}`, {})).json().store_details;
    expect(cold).not.toHaveProperty('distance');
    expect(cold).not.toHaveProperty('delivery_time');
  });
});
