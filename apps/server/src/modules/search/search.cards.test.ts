import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import type { CatalogService } from '../catalog/catalog.service.js';

/**
 * Search keeps each item's card until the change log names the item (search.cards.ts): a change
 * written to the database by anyone (here straight SQL, as another instance or an order would)
 * shows on the next search after the keeper's refresh, while the cards of untouched items are not
 * made again. Cards made are observed on the catalogue's card builder. Every search asks for a new
 * max_price, so that no kept page answers it.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let made: MockInstance<CatalogService['items']>;
let filter = 1000;

beforeAll(async () => {
  t = await createTestApp({ searchIndex: true });
  f = await catalogFixture(t);
  await t.app.ready();
  await t.app.services.search.index!.refresh();
  made = vi.spyOn(t.app.services.catalog, 'items');
});
afterAll(() => t.close());

type Card = { id: number; name: string; price: number; stock: number; store_discount: number; store_id: number; store_name: string; add_ons: { id: number; price: number }[] };
async function search(words: string, lang = 'en'): Promise<Card[]> {
  made.mockClear();
  const res = await f.get(`items/search?name=${words}&limit=100&max_price=${filter++}`, f.headers('food', f.dubai, { 'X-localization': lang }));
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-search-index']).toBe('ready');
  return res.json().products;
}
/** The ids whose cards the last search made from rows. */
const madeIds = () => made.mock.calls.flatMap(([ids]) => [...ids]).sort((a, b) => a - b);
const refresh = () => t.app.services.search.index!.refresh();

describe('item cards kept by search', () => {
  it('serves untouched items from the cache and makes a changed item\'s card again', async () => {
    const first = await search('pizza');
    expect(first.length).toBeGreaterThan(3);
    expect(madeIds()).toEqual(first.map((c) => c.id).sort((a, b) => a - b));
    expect(await search('pizza')).toEqual(first);
    expect(madeIds()).toEqual([]);

    // An order taking stock, and a new price: columns only the card shows, and one the index reads.
    const [a, b] = [first[0]!, first[1]!];
    await t.db.updateTable('items').set((eb) => ({ stock: eb('stock', '-', 1) })).where('id', '=', a.id).execute();
    await t.db.updateTable('items').set({ price: Math.round(b.price * 100) + 100 }).where('id', '=', b.id).execute();
    await refresh();
    const after = await search('pizza');
    expect(madeIds()).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect(after.find((c) => c.id === a.id)!.stock).toBe(a.stock - 1);
    expect(after.find((c) => c.id === b.id)!.price).toBeCloseTo(b.price + 1, 2);
    expect(after.filter((c) => c.id !== a.id && c.id !== b.id)).toEqual(first.filter((c) => c.id !== a.id && c.id !== b.id));
  });

  it('makes the cards of a changed store\'s items again, and only theirs', async () => {
    const before = await search('pizza');
    const store = before[0]!.store_id;
    const ofStore = before.filter((c) => c.store_id === store).map((c) => c.id).sort((x, y) => x - y);
    expect(ofStore.length).toBeLessThan(before.length);
    await t.db.updateTable('stores').set({ name: 'Renamed Pizzeria', translations: '{}' }).where('id', '=', store).execute();
    await refresh();
    const after = await search('pizza');
    expect(madeIds()).toEqual(ofStore);
    expect(after.filter((c) => c.store_id === store).every((c) => c.store_name === 'Renamed Pizzeria')).toBe(true);
  });

  it('makes the cards of an add-on\'s items again when its price changes', async () => {
    const before = await search('pizza');
    const withAddOn = before.find((c) => c.add_ons.length > 0);
    expect(withAddOn).toBeDefined();
    const addOn = withAddOn!.add_ons[0]!;
    await t.db.updateTable('add_ons').set({ price: Math.round(addOn.price * 100) + 50 }).where('id', '=', addOn.id).execute();
    await refresh();
    const after = await search('pizza');
    expect(madeIds()).toContain(withAddOn!.id);
    expect(madeIds().length).toBeLessThan(before.length);
    expect(after.find((c) => c.id === withAddOn!.id)!.add_ons[0]!.price).toBeCloseTo(addOn.price + 0.5, 2);
  });

  it('shows what depends on the time as it is now: a store discount that starts while its cards are kept', async () => {
    const store = (await search('pizza'))[0]!.store_id;
    const now = t.app.services.clock.now();
    const starts = new Date(now.getTime() + 3_600_000);
    await t.db.updateTable('stores').set({ discount: 20, discount_type: 'percent', discount_start: starts.toISOString(), discount_end: new Date(starts.getTime() + 3_600_000).toISOString() })
      .where('id', '=', store).execute();
    await refresh();
    const before = (await search('pizza')).filter((c) => c.store_id === store);
    expect(before.every((c) => c.store_discount === 0)).toBe(true);
    // The clock moves on without a new epoch, as a running one does.
    const clock = vi.spyOn(t.app.services.clock, 'now').mockReturnValue(new Date(starts.getTime() + 60_000));
    try {
      const after = (await search('pizza')).filter((c) => c.store_id === store);
      expect(after.map((c) => c.id)).toEqual(before.map((c) => c.id));
      expect(after.every((c) => c.store_discount === 20)).toBe(true);
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps cards per language', async () => {
    const en = await search('pizza');
    const ar = await search('pizza', 'ar');
    expect(madeIds()).toEqual(ar.map((c) => c.id).sort((x, y) => x - y));
    expect(ar.map((c) => c.name)).not.toEqual(en.map((c) => c.name));
    expect(await search('pizza')).toEqual(en);
    expect(madeIds()).toEqual([]);
    expect(await search('pizza', 'ar')).toEqual(ar);
    expect(madeIds()).toEqual([]);
  });
});
