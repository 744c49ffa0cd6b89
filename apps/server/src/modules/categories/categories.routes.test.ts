import { describe, expect, it } from 'vitest';
import { Clock } from '../../lib/clock.js';
import { catalogApp, expectDistancesFrom, expectKeptAnswers } from '../../../test/catalog.js';
import { expectEnvelope, SEED_NOW, sqlitePlan, testDbKind } from '../../../test/helpers.js';
import { visibleStores } from '../catalog/catalog.scopes.repository.js';
import { storesWithCategory } from './categories.repository.js';

const clock = new Clock(SEED_NOW);
const { t, f } = catalogApp(clock);

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

describe('several categories at once', () => {
  type Page = { total_size: number; limit: number; products?: { id: number; category_ids: { id: number }[] }[]; stores?: StoreCard[] };
  type StoreCard = { id: number; latitude: number; longitude: number; distance: number | null };
  const category = async (slug: string): Promise<Cat> => (await f.get(`categories/${slug}`, f.headers('food'))).json();
  const page = async (url: string, headers = f.headers('food')): Promise<Page> => {
    const res = await f.get(url, headers);
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('list the items of several categories and their sub-categories, 20 a page, and the stores selling them; none named, none listed', async () => {
    const [pizza, burgers] = [await category('pizza'), await category('burgers')];
    const ids = `[${pizza.id},${burgers.id}]`;
    const items = await page(`categories/items/list?category_ids=${ids}`);
    expect(items.limit).toBe(20);
    const [pizzaItems, burgerItems] = [await page(`categories/items/${pizza.id}`), await page(`categories/items/${burgers.id}`)];
    expect(items.total_size).toBe(pizzaItems.total_size + burgerItems.total_size);
    const allowed = new Set([pizza, burgers].flatMap((c) => [c.id, ...c.childes.map((child) => child.id)]));
    for (const p of items.products!) expect(allowed.has(p.category_ids.at(-1)!.id)).toBe(true);
    const all = await page(`categories/items/list?category_ids=${pizza.id},${burgers.id}&limit=100`);
    expect(all.products!.map((p) => p.id).sort()).toEqual([...(await page(`categories/items/${pizza.id}?limit=100`)).products!, ...(await page(`categories/items/${burgers.id}?limit=100`)).products!].map((p) => p.id).sort());
    const stores = await page(`categories/stores/list?category_ids=${ids}&limit=100`);
    const sellers = [...(await page(`categories/stores/${pizza.id}?limit=100`)).stores!, ...(await page(`categories/stores/${burgers.id}?limit=100`)).stores!];
    expect(stores.stores!.map((s) => s.id).sort()).toEqual([...new Set(sellers.map((s) => s.id))].sort());
    for (const none of ['[]', 'undefined', 'null']) {
      expect(await page(`categories/items/list?category_ids=${none}`)).toEqual({ total_size: 0, limit: 20, offset: 1, products: [] });
      expect(await page(`categories/stores/list?category_ids=${none}`)).toEqual({ total_size: 0, limit: 12, offset: 1, stores: [] });
    }
    expect((await f.get(`categories/items/list?category_ids=${ids}`, f.headers(null))).statusCode).toBe(400);
  });

  it('keep a page for every visitor of the zone with the same categories: the same bytes as built afresh, each caller\'s distances to the stores', async () => {
    const [pizza, burgers] = [await category('pizza'), await category('burgers')];
    const near = { latitude: '25.1972', longitude: '55.2744' };
    const views = [f.headers('food'), f.headers('food', f.dubai, { 'X-localization': 'ar' }), f.headers('food', f.sharjah), f.headers('food', f.dubai, near)];
    for (const kind of ['items', 'stores']) {
      const [url, reordered] = [`categories/${kind}/list?category_ids=[${pizza.id},${burgers.id}]`, `categories/${kind}/list?category_ids=${burgers.id},${pizza.id}`];
      const first = await expectKeptAnswers(f, clock, url, views, reordered);
      expect(first[2]!.body, url).not.toBe(first[0]!.body); // another zone, its own page
    }
    const plain = await page(`categories/stores/list?category_ids=${pizza.id}`);
    const measured = await page(`categories/stores/list?category_ids=${pizza.id}`, f.headers('food', f.dubai, near));
    expect(plain.stores!.length).toBeGreaterThan(0);
    expectDistancesFrom(near, measured.stores!, plain.stores!);
  });

  it.runIf(testDbKind === 'sqlite')('tell whether a store sells items of the categories from the item index alone (SQLite plans)', async () => {
    const pizza = await category('pizza');
    const { sql, parameters } = storesWithCategory(t.db, [pizza.id])(visibleStores(t.db, { zoneIds: f.dubai, moduleId: f.modules.food! })).select('s.id').compile();
    const plan = await sqlitePlan(t.db, { sql, parameters });
    expect(plan.join('\n')).toMatch(/SEARCH ci EXISTS USING COVERING INDEX items_store_category/);
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
