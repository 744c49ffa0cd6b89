import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
});
afterAll(() => t.close());

const later = (days: number) => new Date(SEED_NOW.getTime() + days * 86_400_000);

describe('basic campaigns', () => {
  it('list the campaigns running today, not the ended one', async () => {
    const list = (await f.get('campaigns/basic', f.headers('food'))).json();
    expect(list.map((c: { title: string }) => c.title)).toEqual(['Family Feast Week']);
    const all = (await f.get('campaigns/basic', f.headers(null))).json();
    expect(all.map((c: { title: string }) => c.title)).not.toContain('Summer Sale');
    expect(all).toHaveLength(4);
  });

  it('give a campaign\'s stores in the caller\'s zones; 404 for an unknown or ended one', async () => {
    const [campaign] = (await f.get('campaigns/basic', f.headers('food'))).json();
    const details = (await f.get(`campaigns/basic-campaign-details?basic_campaign_id=${campaign.id}`, f.headers('food'))).json();
    expect(details.stores.map((s: { name: string }) => s.name).sort()).toEqual(['Biryani House', 'Burger Barn', 'Levant Kitchen', 'Pizza Corner']);
    const sharjah = (await f.get(`campaigns/basic-campaign-details?basic_campaign_id=${campaign.id}`, f.headers('food', f.sharjah))).json();
    expect(sharjah.stores.map((s: { name: string }) => s.name)).toEqual(['Zaatar House']);
    expect((await f.get('campaigns/basic-campaign-details?basic_campaign_id=9999', f.headers('food'))).statusCode).toBe(404);
    const ended = await t.db.selectFrom('campaigns').select('id').where('title', '=', 'Summer Sale').executeTakeFirstOrThrow();
    expect((await f.get(`campaigns/basic-campaign-details?basic_campaign_id=${ended.id}`, f.headers('food'))).statusCode).toBe(404);
    expectEnvelope((await f.get('campaigns/basic-campaign-details', f.headers('food'))).json());
  });

  it('stop listing a campaign after its last day', async () => {
    t.app.services.clock.set(later(61));
    try {
      expect((await f.get('campaigns/basic', f.headers('food'))).json()).toEqual([]);
    } finally {
      t.app.services.clock.set(SEED_NOW);
    }
  });
});

describe('campaign items', () => {
  it('sell campaign items at their campaign price with their dates', async () => {
    const items = (await f.get('campaigns/item', f.headers('food'))).json();
    expect(items.length).toBe(3);
    const rows = await t.db.selectFrom('item_campaigns').selectAll().execute();
    for (const item of items) {
      const row = rows.find((r) => r.id === item.campaign_id)!;
      expect(item.id).toBe(row.item_id);
      expect(item.discounted_price).toBe(row.price / 100);
      expect(item.available_date_starts).toBe(row.start_date);
      expect(item.available_date_ends).toBe(row.end_date);
    }
    expect(items.map((i: { store_name: string }) => i.store_name)).not.toContain('Biryani House');
  });
});

describe('flash sales', () => {
  it('list the running sales of the module with their products, flash price while the sale runs', async () => {
    const res = await f.get('flash-sales', f.headers('grocery'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total_size: 1, limit: 2, offset: 1 });
    const [sale] = body.flash_sales;
    expect(sale.title).toBe('Grocery flash deals');
    expect(sale.active_products.length).toBeGreaterThan(0);
    expect(sale.active_products.length).toBeLessThanOrEqual(15);
    for (const p of sale.active_products) {
      expect(p.available_stock).toBe(p.stock - p.sold);
      expect(p.item.discounted_price).toBe(p.price);
    }
    expect(sale.active_products.some((p: { available_stock: number }) => p.available_stock === 0)).toBe(true);
  });

  it('page a sale\'s products, 15 a page, and answer 404 once it has ended', async () => {
    const [sale] = (await f.get('flash-sales', f.headers('grocery'))).json().flash_sales;
    const page = (await f.get(`flash-sales/items?flash_sale_id=${sale.id}`, f.headers('grocery'))).json();
    expect(page.limit).toBe(15);
    expect(page.total_size).toBe(page.products.length);
    const ended = await t.db.selectFrom('flash_sales').select('id').where('title', '=', 'Last week\'s grocery flash').executeTakeFirstOrThrow();
    expect((await f.get(`flash-sales/items?flash_sale_id=${ended.id}`, f.headers('grocery'))).statusCode).toBe(404);
    const itemId = page.products[0].item_id;
    t.app.services.clock.set(later(46));
    try {
      const none = await f.get('flash-sales', f.headers('grocery'));
      expect(none.json().flash_sales, none.body).toEqual([]);
      const item = (await f.get(`items/details/${itemId}`, f.headers(null))).json();
      expect(item.discounted_price).not.toBe(page.products[0].price);
    } finally {
      t.app.services.clock.set(SEED_NOW);
    }
  });

  it('answer 400 for a missing or bad sale id', async () => {
    expect((await f.get('flash-sales/items', f.headers('grocery'))).statusCode).toBe(400);
    expect((await f.get('flash-sales/items?flash_sale_id=x', f.headers('grocery'))).statusCode).toBe(400);
    expect((await f.get('flash-sales?limit=0', f.headers('grocery'))).statusCode).toBe(400);
  });
});
