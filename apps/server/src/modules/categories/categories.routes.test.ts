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

type Cat = { id: number; name: string; slug: string; parent_id: number | null; featured: number; module_id: number; childes: Cat[] };

describe('categories', () => {
  it('list the module\'s root categories with their sub-categories, cached 5 minutes', async () => {
    const res = await f.get('categories', f.headers('food'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const list: Cat[] = res.json();
    expect(list.map((c) => c.name)).toContain('Pizza');
    for (const c of list) {
      expect(c.parent_id).toBeNull();
      expect(c.module_id).toBe(f.modules.food);
      for (const child of c.childes) expect(child.parent_id).toBe(c.id);
    }
  });

  it('list featured roots only, cached 8 minutes, and translate names', async () => {
    const res = await f.get('categories?featured=1', f.headers('food', f.dubai, { 'X-localization': 'fr' }));
    expect(res.headers['cache-control']).toBe('public, max-age=480');
    const list: Cat[] = res.json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((c) => c.featured === 1)).toBe(true);
    expect(list.map((c) => c.name)).toContain('Pizzas');
  });

  it('answer one category by id or slug, its sub-categories, and 404 when unknown', async () => {
    const pizza: Cat = (await f.get('categories/pizza', f.headers('food'))).json();
    expect((await f.get(`categories/${pizza.id}`, f.headers('food'))).json()).toEqual(pizza);
    const childes: Cat[] = (await f.get(`categories/childes/${pizza.id}`, f.headers('food'))).json();
    expect(childes.map((c) => c.id)).toEqual(pizza.childes.map((c) => c.id));
    expect((await f.get('categories/99999', f.headers('food'))).statusCode).toBe(404);
    expect((await f.get('categories/childes/nope', f.headers('food'))).statusCode).toBe(404);
    expect((await f.get('categories/bad%20slug', f.headers('food'))).statusCode).toBe(400);
  });

  it('list a category\'s items (20 a page, sub-categories included) and the stores selling them', async () => {
    const pizza: Cat = (await f.get('categories/pizza', f.headers('food'))).json();
    const items = (await f.get(`categories/items/${pizza.id}`, f.headers('food'))).json();
    expect(items.limit).toBe(20);
    expect(items.total_size).toBeGreaterThan(0);
    const allowed = new Set([pizza.id, ...pizza.childes.map((c) => c.id)]);
    for (const p of items.products) expect(allowed.has(p.category_ids.at(-1).id)).toBe(true);
    const stores = (await f.get(`categories/stores/${pizza.id}`, f.headers('food'))).json();
    expect(stores.stores.map((s: { name: string }) => s.name).sort()).toEqual(['Napoli Pizzeria', 'Pizza Corner']);
    expect((await f.get(`categories/items/${pizza.id}`, f.headers(null))).statusCode).toBe(400);
  });
});

describe('brands', () => {
  it('list brands with item counts in the zones, and their items', async () => {
    const brands = (await f.get('brand', f.headers('grocery'))).json();
    expect(brands.length).toBeGreaterThan(3);
    expect(brands.every((b: { items_count: number }) => b.items_count > 0)).toBe(true);
    const names = brands.map((b: { name: string }) => b.name);
    expect(names).toEqual([...names].sort());
    const brand = brands[0];
    const items = (await f.get(`brand/items/${brand.id}?limit=100`, f.headers('grocery'))).json();
    expect(items.total_size).toBe(brand.items_count);
    expect(items.products.every((p: { brand_id: number }) => p.brand_id === brand.id)).toBe(true);
    expect((await f.get('brand/items/99999', f.headers('grocery'))).statusCode).toBe(404);
  });
});

describe('common conditions', () => {
  it('list conditions (cached 480 s) and a condition\'s items, 20 a page', async () => {
    const res = await f.get('common-condition', f.headers('pharmacy'));
    expect(res.headers['cache-control']).toBe('public, max-age=480');
    const conditions = res.json();
    expect(conditions.length).toBeGreaterThan(5);
    const fever = conditions.find((c: { name: string }) => c.name === 'Fever');
    const items = (await f.get(`common-condition/items?condition_id=${fever.id}`, f.headers('pharmacy'))).json();
    expect(items.limit).toBe(20);
    expect(items.total_size).toBeGreaterThan(0);
    const missing = await f.get('common-condition/items', f.headers('pharmacy'));
    expect(missing.statusCode).toBe(400);
    expectEnvelope(missing.json());
    expect((await f.get('common-condition/items?condition_id=9999', f.headers('pharmacy'))).statusCode).toBe(404);
  });
});

describe('parcel categories', () => {
  it('list parcel categories with charges in major units', async () => {
    const list = (await f.get('parcel-category', f.headers('parcel'))).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Documents', 'Small parcel', 'Food & groceries', 'Fragile items']);
    expect(list[0]).toMatchObject({ parcel_per_km_shipping_charge: 2, parcel_minimum_shipping_charge: 12 });
    expect((await f.get('parcel-category', {})).statusCode).toBe(400);
  });
});
