import { describe, expect, it } from 'vitest';
import { catalogApp } from '../../../test/catalog.js';
import { expectEnvelope, SEED_NOW } from '../../../test/helpers.js';

const { t, f } = catalogApp();

type Product = { id: number; slug: string; name: string; module_type: string; zone_id: number; store_id: number; price: number; discount: number; discount_type: string; store_discount: number; discounted_price: number; available: number };

describe('item lists', () => {
  it('list the popular items of the zones and module, best sellers first, cached 5 minutes', async () => {
    const res = await f.get('items/popular', f.headers('food'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(body).toMatchObject({ limit: 10, offset: 1 });
    expect(body.total_size).toBeGreaterThan(100);
    expect(body.products).toHaveLength(10);
    for (const p of body.products as Product[]) {
      expect(p.module_type).toBe('food');
      expect(f.dubai).toContain(p.zone_id);
    }
    const orders = await t.db.selectFrom('items').select(['id', 'order_count']).where('id', 'in', body.products.map((p: Product) => p.id)).execute();
    const byId = new Map(orders.map((o) => [o.id, o.order_count]));
    const counts = body.products.map((p: Product) => byId.get(p.id));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('need the zoneId and moduleId headers', async () => {
    const noZone = await f.get('items/popular', { moduleId: String(f.modules.food) });
    expect(noZone.statusCode).toBe(400);
    expect(expectEnvelope(noZone.json())[0]!.code).toBe('zone_required');
    const noModule = await f.get('items/latest', f.headers(null));
    expect(noModule.statusCode).toBe(400);
    expect(expectEnvelope(noModule.json())[0]!.code).toBe('module_required');
  });

  it('keep to the zones of the header: Sharjah shows no Dubai store', async () => {
    const body = (await f.get('items/latest?limit=100', f.headers('food', f.sharjah))).json();
    expect(body.products.length).toBeGreaterThan(0);
    const stores = await t.db.selectFrom('stores').select('id').where('zone_id', '=', f.zones.Sharjah!).execute();
    const sharjahStores = new Set(stores.map((s) => s.id));
    for (const p of body.products as Product[]) {
      expect(p.zone_id).toBe(f.zones.Sharjah);
      expect(sharjahStores.has(p.store_id)).toBe(true);
    }
  });

  it('never show another module\'s items', async () => {
    for (const name of ['latest', 'most-reviewed', 'new-arrival', 'discounted', 'recommended']) {
      const body = (await f.get(`items/${name}?limit=100`, f.headers('grocery'))).json();
      expect(body.products.length, name).toBeGreaterThan(0);
      expect(new Set(body.products.map((p: Product) => p.module_type)), name).toEqual(new Set(['grocery']));
    }
  });

  it('page with offset as the page number, down to a short last page', async () => {
    const first = (await f.get('items/latest?limit=7', f.headers('pharmacy'))).json();
    const second = (await f.get('items/latest?limit=7&offset=2', f.headers('pharmacy'))).json();
    expect(second.offset).toBe(2);
    expect(second.total_size).toBe(first.total_size);
    const ids = new Set(first.products.map((p: Product) => p.id));
    expect(second.products.some((p: Product) => ids.has(p.id))).toBe(false);
    const lastPage = Math.ceil(first.total_size / 7);
    const last = (await f.get(`items/latest?limit=7&offset=${lastPage}`, f.headers('pharmacy'))).json();
    expect(last.products).toHaveLength(first.total_size - (lastPage - 1) * 7);
    expect((await f.get(`items/latest?limit=7&offset=${lastPage + 1}`, f.headers('pharmacy'))).json().products).toEqual([]);
    expect((await f.get('items/latest?limit=100', f.headers('pharmacy'))).json().products).toHaveLength(100);
  });

  it.each(['limit=0', 'limit=101', 'offset=abc', 'offset=0', 'type=vegan', 'filter=cheap', 'category_id=x'])('answer 400 for %s', async (query) => {
    const res = await f.get(`items/latest?${query}`, f.headers('food'));
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json());
  });

  it('use the spec\'s page sizes', async () => {
    expect((await f.get('items/discounted', f.headers('grocery'))).json().limit).toBe(15);
    expect((await f.get('items/recommended', f.headers('grocery'))).json().limit).toBe(15);
    expect((await f.get('items/common-conditions', f.headers('pharmacy'))).json().limit).toBe(20);
  });

  it('narrow new arrivals to a category and its sub-categories, and veg items by type', async () => {
    const pizza = await t.db.selectFrom('categories').select('id').where('slug', '=', 'pizza').executeTakeFirstOrThrow();
    const body = (await f.get(`items/new-arrival?category_id=${pizza.id}&limit=50`, f.headers('food'))).json();
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products) expect(p.category_ids.map((c: { id: number }) => c.id)).toContain(pizza.id);
    const veg = (await f.get('items/popular?type=veg&limit=50', f.headers('food'))).json();
    expect(veg.products.every((p: { veg: number }) => p.veg === 1)).toBe(true);
  });

  it('filter to currently open stores and to top rated items', async () => {
    const open = (await f.get('items/latest?filter=currently_open&limit=100', f.headers('food'))).json();
    expect(open.products.length).toBeGreaterThan(0);
    expect(open.products.every((p: Product) => p.available === 1)).toBe(true);
    const top = (await f.get('items/latest?filter=["top_rated"]&limit=100', f.headers('food'))).json();
    const ratings = top.products.map((p: { avg_rating: number }) => p.avg_rating);
    expect(ratings.every((r: number) => r >= 4)).toBe(true);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('list the discounted items only', async () => {
    const body = (await f.get('items/discounted?limit=100', f.headers('food'))).json();
    expect(body.products.length).toBeGreaterThan(0);
    for (const p of body.products as Product[]) expect(p.discounted_price).toBeLessThan(p.price);
  });
});

describe('item details', () => {
  it('answer by id and by slug, in the caller\'s language', async () => {
    const row = await t.db.selectFrom('items').select(['id', 'slug', 'name']).where('name', '=', 'Margherita Pizza').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const byId = (await f.get(`items/details/${row.id}`, f.headers(null))).json();
    const bySlug = (await f.get(`items/details/${row.slug}`, f.headers(null))).json();
    expect(byId).toEqual(bySlug);
    expect(byId).toMatchObject({ id: row.id, slug: row.slug, name: 'Margherita Pizza', module_type: 'food' });
    expect(byId.food_variations.length).toBeGreaterThan(0);
    expect(byId.food_variations[0].required).toMatch(/^(on|off)$/);
    expect(byId.image_full_url).toMatch(/^http:\/\/storefront\.test\/storage\//);
    expect(byId.category_ids).toHaveLength(2);
    const ar = (await f.get(`items/details/${row.id}`, f.headers(null, f.dubai, { 'X-localization': 'ar' }))).json();
    expect(ar.name).toBe('بيتزا مارغريتا');
  });

  it('answer 404 for an unknown item, an inactive store\'s item and an item outside the zones', async () => {
    expect((await f.get('items/details/999999', f.headers(null))).statusCode).toBe(404);
    expect((await f.get('items/details/no-such-item', f.headers(null))).statusCode).toBe(404);
    const hidden = await t.db.selectFrom('items').select('id').where('store_id', '=', await f.storeId('Old Souk Grocery')).executeTakeFirstOrThrow();
    expect((await f.get(`items/details/${hidden.id}`, f.headers(null))).statusCode).toBe(404);
    const dubaiItem = await t.db.selectFrom('items').select('id').where('store_id', '=', await f.storeId('Pizza Corner')).executeTakeFirstOrThrow();
    const res = await f.get(`items/details/${dubaiItem.id}`, f.headers(null, f.sharjah));
    expect(res.statusCode).toBe(404);
    expectEnvelope(res.json());
  });

  it('let a running store discount override the item\'s own discount', async () => {
    const store = await t.db.selectFrom('stores').select(['id', 'discount', 'discount_type']).where('name', '=', 'Pizza Corner').executeTakeFirstOrThrow();
    expect(store.discount_type).toBe('percent');
    const own = await t.db.selectFrom('items').select(['id', 'price']).where('store_id', '=', store.id).where('discount', '>', 0).where('status', '=', 1).executeTakeFirstOrThrow();
    const item = (await f.get(`items/details/${own.id}`, f.headers(null))).json();
    expect(item).toMatchObject({ discount: store.discount, discount_type: 'percent', store_discount: store.discount, price: own.price / 100 });
    expect(item.discounted_price).toBeCloseTo(Math.round(own.price * (1 - store.discount! / 100)) / 100, 2);

    // Once the store discount has ended the item's own discount applies again.
    await t.db.updateTable('stores').set({ discount_end: '2026-11-20T00:00:00.000Z' }).where('id', '=', store.id).execute();
    const after = (await f.get(`items/details/${own.id}`, f.headers(null))).json();
    await t.db.updateTable('stores').set({ discount_end: '2026-12-11T10:00:00.000Z' }).where('id', '=', store.id).execute();
    const row = await t.db.selectFrom('items').select(['discount', 'discount_type']).where('id', '=', own.id).executeTakeFirstOrThrow();
    expect(after.store_discount).toBe(0);
    expect(after.discount_type).toBe(row.discount_type);
  });

  it('charge the flash price while the sale runs, and not after it', async () => {
    const line = await t.db
      .selectFrom('flash_sale_items as f').innerJoin('flash_sales as s', 's.id', 'f.flash_sale_id').innerJoin('items as i', 'i.id', 'f.item_id')
      .select(['f.item_id', 'f.price', 's.end_date', 'i.price as base'])
      .where('s.start_date', '<=', SEED_NOW.toISOString()).where('s.end_date', '>=', SEED_NOW.toISOString())
      .executeTakeFirstOrThrow();
    const during = (await f.get(`items/details/${line.item_id}`, f.headers(null))).json();
    expect(during.discounted_price).toBe(line.price / 100);
    t.app.services.clock.set(new Date(new Date(line.end_date).getTime() + 60_000));
    try {
      const after = (await f.get(`items/details/${line.item_id}`, f.headers(null))).json();
      expect(after.discounted_price).not.toBe(line.price / 100);
      expect(after.price).toBe(line.base / 100);
    } finally {
      t.app.services.clock.set(SEED_NOW);
    }
  });

  it('mark breakfast items unavailable in the afternoon and available in the morning', async () => {
    const storeId = await f.storeId('Green Bowl');
    const breakfast = await t.db.selectFrom('items').select('id').where('store_id', '=', storeId).where('available_time_ends', '=', '11:30').where('status', '=', 1).executeTakeFirstOrThrow();
    // Open around the clock, so that only the item's own hours decide.
    const hours = await t.db.selectFrom('store_schedules').select(['id', 'opening_time', 'closing_time']).where('store_id', '=', storeId).execute();
    await t.db.updateTable('store_schedules').set({ opening_time: '00:00', closing_time: '00:00' }).where('store_id', '=', storeId).execute();
    try {
      expect((await f.get(`items/details/${breakfast.id}`, f.headers(null))).json().available).toBe(0);
      t.app.services.clock.set(new Date('2026-11-21T05:00:00Z')); // 09:00 in Dubai
      expect((await f.get(`items/details/${breakfast.id}`, f.headers(null))).json().available).toBe(1);
    } finally {
      t.app.services.clock.set(SEED_NOW);
      for (const h of hours) await t.db.updateTable('store_schedules').set({ opening_time: h.opening_time, closing_time: h.closing_time }).where('id', '=', h.id).execute();
    }
  });
});

describe('related items and reviews', () => {
  it('list items of the same category and of the same store', async () => {
    const item = (await f.get('items/popular?limit=1', f.headers('food'))).json().products[0];
    const related = (await f.get(`items/related-items/${item.id}`, f.headers('food'))).json();
    expect(related.length).toBeGreaterThan(0);
    expect(related.some((r: Product) => r.id === item.id)).toBe(false);
    const sameStore = (await f.get(`items/related-store-items?item_id=${item.id}`, f.headers('food'))).json();
    expect(sameStore.every((r: Product) => r.store_id === item.store_id && r.id !== item.id)).toBe(true);
    expect((await f.get('items/related-store-items', f.headers('food'))).statusCode).toBe(400);
  });

  it('page an item\'s reviews, consistent with its rating', async () => {
    const row = await t.db.selectFrom('items').select(['id', 'rating_count', 'avg_rating']).where('rating_count', '>=', 3).where('status', '=', 1)
      .where('store_id', 'in', t.db.selectFrom('stores').select('id').where('status', '=', 1).where('zone_id', 'in', f.dubai)).executeTakeFirstOrThrow();
    const body = (await f.get(`items/reviews/${row.id}?limit=2`, f.headers(null))).json();
    expect(body.total_size).toBe(row.rating_count);
    expect(body.reviews).toHaveLength(2);
    const all = (await f.get(`items/reviews/${row.id}?limit=100`, f.headers(null))).json().reviews;
    const mean = all.reduce((s: number, r: { rating: number }) => s + r.rating, 0) / all.length;
    expect(Math.round(mean * 10) / 10).toBeCloseTo(row.avg_rating, 5);
    expect((await f.get('items/reviews/999999', f.headers(null))).statusCode).toBe(404);
  });

  it('list items for common conditions', async () => {
    const body = (await f.get('items/common-conditions', f.headers('pharmacy'))).json();
    expect(body.products.length).toBeGreaterThan(0);
  });
});
