import { describe, expect, it } from 'vitest';
import { bearer, logIn } from '../../../test/accounts.js';
import { catalogApp } from '../../../test/catalog.js';
import { expectEnvelope, SEED_NOW } from '../../../test/helpers.js';

const { t, f } = catalogApp();

type StoreCard = { id: number; name: string; zone_id: number; module_type: string; active: number; open: number; avg_rating: number; rating_count: number; ratings: number[]; distance: number | null; created_at: string; discount: unknown; total_items: number; take_away: number };
const names = (body: { stores: StoreCard[] }) => body.stores.map((s) => s.name);

describe('store lists', () => {
  it('list popular stores of the zones and module, 12 a page, with their cards', async () => {
    const res = await f.get('stores/popular', f.headers('food'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ limit: 12, offset: 1 });
    expect(body.stores).toHaveLength(12);
    const counts = body.stores.map((s: StoreCard) => s.rating_count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    for (const s of body.stores as StoreCard[]) {
      expect(s.module_type).toBe('food');
      expect(f.dubai).toContain(s.zone_id);
      expect(s.ratings).toHaveLength(5);
      expect(s.ratings.reduce((a, b) => a + b, 0)).toBe(s.rating_count);
      expect(s.total_items).toBeGreaterThan(0);
      expect(s.distance).toBeNull();
    }
    expect(names(body)).not.toContain('Old Souk Grocery');
  });

  it('keep to the zones of the header: Sharjah excludes Dubai stores', async () => {
    const body = (await f.get('stores/latest', f.headers('food', f.sharjah))).json();
    expect(names(body).sort()).toEqual(['Karak & Co.', 'Zaatar House']);
    const dubai = (await f.get('stores/latest?limit=100', f.headers('food'))).json();
    expect(names(dubai)).not.toContain('Zaatar House');
    expect(dubai.total_size).toBe(16);
  });

  it('order the tabs: newly joined, top rated; list discounted stores', async () => {
    const latest = (await f.get('stores/get-stores/newly_joined?limit=100', f.headers('grocery'))).json();
    const created = latest.stores.map((s: StoreCard) => s.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const top = (await f.get('stores/top-rated?limit=100', f.headers('grocery'))).json();
    const ratings = top.stores.map((s: StoreCard) => s.avg_rating);
    expect(ratings).toEqual([...ratings].sort((a: number, b: number) => b - a));
    const discounted = (await f.get('stores/discounted', f.headers('food'))).json();
    expect(names(discounted).sort()).toEqual(['Levant Kitchen', 'Pizza Corner']);
    expect(discounted.stores[0].discount).toMatchObject({ discount_type: 'percent' });
    const all = (await f.get('stores?type=take_away&limit=100', f.headers('grocery'))).json();
    expect(all.stores.every((s: StoreCard) => s.take_away === 1)).toBe(true);
  });

  it('measure the distance from the caller and filter to nearby stores', async () => {
    const at = { latitude: '25.1972', longitude: '55.2744' };
    const body = (await f.get('stores/get-stores/all?filter=nearby&limit=100', f.headers('food', f.dubai, at))).json();
    const distances = body.stores.map((s: StoreCard) => s.distance);
    expect(distances.every((d: number) => d < 15_000)).toBe(true);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    expect(body.total_size).toBeLessThan(16);
    // Shared (cached) pages still carry each caller's own distance.
    const far = (await f.get('stores/popular', f.headers('food', f.dubai, { latitude: '25.08', longitude: '55.14' }))).json();
    const near = (await f.get('stores/popular', f.headers('food', f.dubai, at))).json();
    expect(far.stores[0].id).toBe(near.stores[0].id);
    expect(far.stores[0].distance).not.toBe(near.stores[0].distance);
    expect(typeof near.stores[0].distance).toBe('number');
  });

  it('answer 400 for a bad tab, page or filter and without a module', async () => {
    for (const url of ['stores/get-stores/cheapest', 'stores/popular?limit=0', 'stores/popular?offset=abc', 'stores/latest?filter=nope', 'stores?type=x']) {
      const res = await f.get(url, f.headers('food'));
      expect(res.statusCode, url).toBe(400);
      expectEnvelope(res.json());
    }
    expect(expectEnvelope((await f.get('stores/popular', f.headers(null))).json())[0]!.code).toBe('module_required');
  });
});

describe('store availability', () => {
  const card = async (name: string) =>
    (await f.get(`stores/details/${await f.storeId(name)}`, f.headers(null))).json() as StoreCard & { announcement: string | null; category_ids: number[] };

  it('answer open by the weekly schedule in the store\'s time zone', async () => {
    // 14:00 on a Saturday in Dubai: the breakfast café closed at 11:00; the late grill opens at 18:00.
    expect(await card('Sunrise Breakfast Café')).toMatchObject({ active: 1, open: 0 });
    expect(await card('Midnight Grill')).toMatchObject({ active: 1, open: 0 });
    expect(await card('Java Lounge')).toMatchObject({ active: 1, open: 1 });
    t.app.services.clock.set(new Date(SEED_NOW.getTime() + 2 * 3600_000));
    try {
      expect(await card('Java Lounge')).toMatchObject({ open: 0 });
    } finally {
      t.app.services.clock.set(SEED_NOW);
    }
    // 01:00 on Sunday in Dubai: inside the grill's overnight window that began on Saturday.
    t.app.services.clock.set(new Date('2026-11-21T21:00:00Z'));
    try {
      expect(await card('Midnight Grill')).toMatchObject({ open: 1 });
    } finally {
      t.app.services.clock.set(SEED_NOW);
    }
  });

  it('show a paused store as inactive and closed, with its items unavailable', async () => {
    const store = await card('Tokyo Bento');
    expect(store).toMatchObject({ active: 0, open: 0 });
    expect(store.announcement).toMatch(/renovation/);
    const items = (await f.get(`stores/popular-items?store_id=${store.id}`, f.headers(null))).json();
    expect(items.products.length).toBeGreaterThan(0);
    expect(items.products.every((p: { available: number }) => p.available === 0)).toBe(true);
  });

  it('leave closed stores out of the currently open filter', async () => {
    const open = names((await f.get('stores/latest?filter=currently_open&limit=100', f.headers('food'))).json());
    expect(open).not.toContain('Tokyo Bento');
    expect(open).not.toContain('Sunrise Breakfast Café');
    expect(open).toContain('Java Lounge');
  });
});

describe('store details, items and reviews', () => {
  it('answer by id and slug with categories; 404 when unknown, hidden or out of zone', async () => {
    const id = await f.storeId('Pizza Corner');
    const byId = (await f.get(`stores/details/${id}`, f.headers(null))).json();
    expect((await f.get('stores/details/pizza-corner', f.headers(null))).json()).toEqual(byId);
    expect(byId.category_ids.length).toBeGreaterThan(1);
    expect(byId.delivery_time).toMatch(/^\d+-\d+ min$/);
    expect((await f.get('stores/details/99999', f.headers(null))).statusCode).toBe(404);
    expect((await f.get(`stores/details/${await f.storeId('Old Souk Grocery')}`, f.headers(null))).statusCode).toBe(404);
    expect((await f.get(`stores/details/${id}`, f.headers(null, f.sharjah))).statusCode).toBe(404);
    // A shared link opened cold, with no zone: the store's own zone decides, without distance or delivery estimate.
    const { distance: _distance, delivery_time: _estimate, ...placeless } = byId;
    expect((await f.get(`stores/details/${id}`, {})).json()).toEqual(placeless);
  });

  it('list a store\'s popular items and reviews', async () => {
    const id = await f.storeId('Burger Barn');
    const items = (await f.get(`stores/popular-items?store_id=${id}`, f.headers('food'))).json();
    expect(items.products.every((p: { store_id: number }) => p.store_id === id)).toBe(true);
    const store = (await f.get(`stores/details/${id}`, f.headers(null))).json();
    const reviews = (await f.get(`stores/reviews?store_id=${id}&limit=5`, f.headers(null))).json();
    expect(reviews.total_size).toBe(store.rating_count);
    expect(reviews.reviews).toHaveLength(5);
    expect(reviews.reviews[0]).toMatchObject({ store_id: id });
    expect((await f.get(`stores/reviews?store_id=${await f.storeId('Old Souk Grocery')}`, f.headers(null))).statusCode).toBe(404);
  });
});

describe('visit again', () => {
  it('needs a signed-in customer', async () => {
    const anonymous = await f.get('customer/visit-again', f.headers('food'));
    expect(anonymous.statusCode).toBe(401);
    expect(expectEnvelope(anonymous.json())[0]!.code).toBe('unauthenticated');
    const unknown = await f.get('customer/visit-again', f.headers('food', f.dubai, { authorization: 'Bearer not-a-real-token' }));
    expect(unknown.statusCode).toBe(401);
  });

  it('lists the stores the signed-in customer visited, most recent first', async () => {
    const token = await logIn(t.app);
    const res = await f.get('customer/visit-again', f.headers('food', f.dubai, bearer(token)));
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { name: string }) => s.name)).toEqual(['Pizza Corner', 'Sushi Sensei', 'Burger Barn']);
  });
});
