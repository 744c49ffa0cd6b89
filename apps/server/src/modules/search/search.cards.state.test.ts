import { describe, expect, it } from 'vitest';
import { ItemIndexBuilder } from './search.builder.js';
import { cardState, ItemCards, type CardsAt } from './search.cards.js';
import type { IndexItem, IndexStore } from './search.index.js';

/** One store (Dubai, open 10:00 to 22:00 every day, a discount on 2 June) with one item served 12:00 to 15:00, on a flash sale on 3 June. */
const store: IndexStore = {
  id: 7, status: 1, active: 1, delivery: 1, take_away: 1, discount: 10, discount_type: 'percent', discount_start: '2026-06-02T00:00:00.000Z',
  discount_end: '2026-06-02T23:59:59.000Z', time_zone: 'Asia/Dubai', latitude: 25.2, longitude: 55.3,
  schedule: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opening_time: '10:00', closing_time: '22:00' })),
};
const item: IndexItem = {
  id: 41, names: 'Margherita', body: '', store_id: 7, zone_id: 1, module_id: 1, category_id: 1, brand_id: null, status: 1, price: 3000, discount: 0,
  discount_type: 'amount', veg: 1, avg_rating: 4, order_count: 0, created_at: '2026-01-01T00:00:00.000Z', available_time_starts: '12:00', available_time_ends: '15:00',
};
const builder = new ItemIndexBuilder([store], new Map(), 0);
builder.add(item);
const index = builder.finish([{ item_id: 41, price: 2000, start_date: '2026-06-03T00:00:00.000Z', end_date: '2026-06-03T23:59:59.000Z' }]);
/** Dubai is UTC+4. */
const stateAt = (iso: string) => cardState(index, 41, new Date(iso), new Date(iso).toISOString());

describe('what a card shows of the time', () => {
  it('follows opening hours, the item\'s hours, the store discount and flash sale lines', () => {
    expect(stateAt('2026-06-01T04:00:00Z')).toBe(0); // 08:00: closed
    expect(stateAt('2026-06-01T07:00:00Z')).toBe(1); // 11:00: open, the item not served yet
    expect(stateAt('2026-06-01T09:00:00Z')).toBe(1 | 2);
    expect(stateAt('2026-06-02T09:00:00Z')).toBe(1 | 2 | 4);
    expect(stateAt('2026-06-03T09:00:00Z')).toBe(1 | 2 | 8);
    expect(cardState(index, 999, new Date(), new Date().toISOString())).toBe(-1);
  });
});

describe('the kept cards', () => {
  const card = (text: string) => Buffer.from(text);
  const at = (over: Partial<CardsAt> = {}): CardsAt => ({ lang: 'en', epoch: 1, version: 5, changedAt: () => 0, ...over });
  const ask = async (cards: ItemCards, ids: number[], states: number[], where: CardsAt) => {
    const made: number[] = [];
    const got = await cards.many(ids, states, where, async (missing) => missing.map((k) => (made.push(ids[k]!), card(`${where.lang}${ids[k]}:${states[k]}`))));
    return { made, got: got.map((b) => b?.toString()) };
  };

  it('are made once, then kept per language, state, epoch and change', async () => {
    const cards = new ItemCards();
    expect(await ask(cards, [1, 2], [0, 0], at())).toEqual({ made: [1, 2], got: ['en1:0', 'en2:0'] });
    expect((await ask(cards, [2, 1], [0, 0], at())).made).toEqual([]);
    expect((await ask(cards, [1, 2], [0, 0], at({ lang: 'ar' }))).made).toEqual([1, 2]);
    expect(await ask(cards, [1, 2], [0, 3], at())).toEqual({ made: [2], got: ['en1:0', 'en2:3'] });
    expect((await ask(cards, [1, 2], [0, 3], at({ epoch: 2 }))).made).toEqual([1, 2]);
    // Item 1 changed at version 6: its card of version 5 is stale; one made at 6 is not.
    const changed = { epoch: 2, changedAt: (id: number) => (id === 1 ? 6 : 0) };
    expect((await ask(cards, [1, 2], [0, 3], at({ ...changed, version: 6 }))).made).toEqual([1]);
    expect((await ask(cards, [1, 2], [0, 3], at({ ...changed, version: 6 }))).made).toEqual([]);
  });

  it('expire, and stay within their bytes', async () => {
    let now = 0;
    const cards = new ItemCards(3 * (400 + 5), 1000, () => now);
    await ask(cards, [1, 2, 3], [0, 0, 0], at());
    expect(cards.size).toBe(3 * 405);
    await ask(cards, [4], [0], at());
    expect(cards.size).toBe(3 * 405);
    // 1 was the oldest used: dropped for 4.
    expect((await ask(cards, [2, 3, 4], [0, 0, 0], at())).made).toEqual([]);
    now = 1001;
    expect((await ask(cards, [2], [0], at())).made).toEqual([2]);
  });
});
