import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
});
afterAll(() => t.close());

type Product = { id: number; name: string; module_type: string; zone_id: number; store_id: number; discounted_price: number; avg_rating: number; category_ids: { id: number }[]; brand_id: number | null };
const search = async (query: string, module = 'food', extra: Record<string, string> = {}) => {
  const res = await f.get(`items/search?${query}`, f.headers(module, f.dubai, extra));
  expect(res.statusCode, query).toBe(200);
  return res.json() as { total_size: number; limit: number; offset: number; products: Product[]; stores?: { name: string }[] };
};
const names = (body: { products: Product[] }) => body.products.map((p) => p.name);

describe('item search', () => {
  it('finds an exact name, ranked first, 12 a page', async () => {
    const body = await search('name=Margherita%20Pizza');
    expect(body.limit).toBe(12);
    expect(body.total_size).toBeGreaterThan(0);
    expect(body.products[0]!.name).toBe('Margherita Pizza');
    expect(body.products.every((p) => p.module_type === 'food' && f.dubai.includes(p.zone_id))).toBe(true);
  });

  it('finds by prefix while typing', async () => {
    const body = await search('name=margh');
    expect(names(body)).toContain('Margherita Pizza');
  });

  it('tolerates typos: "piza" finds pizza', async () => {
    const body = await search('name=piza');
    expect(body.total_size).toBeGreaterThan(3);
    expect(names(body).some((n) => /pizza/i.test(n))).toBe(true);
    expect(names(await search('name=burgr')).some((n) => /burger/i.test(n))).toBe(true);
  });

  it('finds seeded Arabic and French names and answers in the caller\'s language', async () => {
    const ar = await search('name=' + encodeURIComponent('بيتزا مارغريتا'), 'food', { 'X-localization': 'ar' });
    expect(ar.products[0]!.name).toBe('بيتزا مارغريتا');
    const fr = await search('name=' + encodeURIComponent('poulet barbecue'));
    expect(names(fr)).toContain('BBQ Chicken Pizza');
    // Accents need not be typed.
    expect(names(await search('name=quatre%20fromages'))).toContain('Four Cheese Pizza');
  });

  it('searches descriptions, tags, categories and brands', async () => {
    expect((await search('name=italian')).total_size).toBeGreaterThan(0);
    expect((await search('name=almarai', 'grocery')).total_size).toBeGreaterThan(0);
    expect((await search('name=desserts')).total_size).toBeGreaterThan(0);
  });

  it('ignores an empty search', async () => {
    expect(await search('name=')).toEqual({ total_size: 0, limit: 12, offset: 1, products: [] });
    expect((await search('')).products).toEqual([]);
  });

  it('keeps to the module and zones', async () => {
    expect((await search('name=pizza', 'grocery')).products.every((p) => p.module_type === 'grocery')).toBe(true);
    const sharjah = (await f.get('items/search?name=shawarma', f.headers('food', f.sharjah))).json();
    expect(sharjah.products.length).toBeGreaterThan(0);
    expect(sharjah.products.every((p: Product) => p.zone_id === f.zones.Sharjah)).toBe(true);
  });

  it('filters by price (on the price charged now), rating, category and brand', async () => {
    const cheap = await search('name=pizza&min_price=30&max_price=40&limit=100');
    expect(cheap.products.length).toBeGreaterThan(0);
    expect(cheap.products.every((p) => p.discounted_price >= 29.99 && p.discounted_price <= 40.01)).toBe(true);
    const rated = await search('name=pizza&rating_count=4&limit=100');
    expect(rated.products.every((p) => p.avg_rating >= 4)).toBe(true);
    const pizza = await t.db.selectFrom('categories').select('id').where('slug', '=', 'desserts').executeTakeFirstOrThrow();
    const desserts = await search(`name=pizza&category_ids=[${pizza.id}]`);
    expect(desserts.total_size).toBe(0);
    const brand = await t.db.selectFrom('brands').select('id').where('name', '=', 'Almarai').executeTakeFirstOrThrow();
    const milk = await search(`name=milk&brand_ids=${brand.id}&limit=100`, 'grocery');
    expect(milk.products.length).toBeGreaterThan(0);
    expect(milk.products.every((p) => p.brand_id === brand.id)).toBe(true);
  });

  it('sorts by price high or low', async () => {
    const high = (await search('name=pizza&sort=high&limit=100')).products.map((p) => p.discounted_price);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const low = (await search('name=pizza&sort=low&limit=100')).products.map((p) => p.discounted_price);
    expect(low).toEqual([...low].sort((a, b) => a - b));
  });

  it('pages through a kept result list in the order of one long page, and counts alike past it', async () => {
    const whole = await search('name=chicken&limit=12&offset=1');
    expect(whole.total_size).toBeGreaterThan(6);
    const pages = [await search('name=chicken&limit=3&offset=1'), await search('name=chicken&limit=3&offset=2')];
    expect(pages.flatMap((p) => p.products.map((x) => x.id))).toEqual(whole.products.slice(0, 6).map((x) => x.id));
    expect(pages.map((p) => p.total_size)).toEqual([whole.total_size, whole.total_size]);
    // Beyond the kept 5,000 results the page is read from the database directly.
    const far = await search('name=chicken&limit=100&offset=51');
    expect(far).toMatchObject({ total_size: whole.total_size, limit: 100, offset: 51, products: [] });
    const stores = await search('name=chicken&list_type=store&limit=2&offset=2');
    const allStores = await search('name=chicken&list_type=store&limit=4');
    expect(stores.stores!.map((s) => s.name)).toEqual(allStores.stores!.slice(2, 4).map((s) => s.name));
  });

  it('applies the list filters: discounted, currently open', async () => {
    const discounted = await search('name=pizza&filter=discounted&limit=100');
    expect(discounted.products.length).toBeGreaterThan(0);
    const open = await search('name=pizza&filter=currently_open&limit=100');
    expect(open.products.every((p) => (p as unknown as { available: number }).available === 1)).toBe(true);
  });

  it('browses a category without words when data_type asks for it', async () => {
    const pizza = await t.db.selectFrom('categories').select('id').where('slug', '=', 'pizza').executeTakeFirstOrThrow();
    expect((await search(`data_type=category&category_ids=[${pizza.id}]`)).total_size).toBeGreaterThan(0);
  });

  it.each(['category_ids=[x]', 'brand_ids=1,a', 'min_price=-1', 'rating_count=6', 'sort=cheapest', 'list_type=shop', 'limit=0', 'offset=abc', 'filter=[%22nope%22]'])(
    'answers 400 for %s', async (query) => {
      const res = await f.get(`items/search?name=pizza&${query}`, f.headers('food'));
      expect(res.statusCode).toBe(400);
      expectEnvelope(res.json());
    },
  );

  it('needs zone and module', async () => {
    expect(expectEnvelope((await f.get('items/search?name=pizza', f.headers(null))).json())[0]!.code).toBe('module_required');
    expect(expectEnvelope((await f.get('items/search?name=pizza', { moduleId: String(f.modules.food) })).json())[0]!.code).toBe('zone_required');
  });
});

describe('store search', () => {
  it('lists stores by name first, then stores selling matching items', async () => {
    const body = (await f.get('items/search?name=pizza&list_type=store', f.headers('food'))).json();
    const list = body.stores.map((s: { name: string }) => s.name);
    expect(list[0]).toBe('Pizza Corner');
    expect(list).toContain('Napoli Pizzeria');
    expect(body.products).toBeUndefined();
    const typo = (await f.get('stores/search?name=sushi%20sensai', f.headers('food'))).json();
    expect(typo.stores[0].name).toBe('Sushi Sensei');
  });
});

describe('suggestions', () => {
  it('suggest item and store names while typing', async () => {
    const body = (await f.get('items/item-or-store-search?name=piz', f.headers('food'))).json();
    expect(body.items.length).toBeGreaterThan(0);
    expect(new Set(body.items.map((i: { name: string }) => i.name)).size).toBe(body.items.length);
    expect(body.stores.map((s: { name: string }) => s.name)).toContain('Pizza Corner');
    expect((await f.get('items/item-or-store-search?name=', f.headers('food'))).json()).toEqual({ items: [], stores: [] });
  });
});
