import { randomBytes } from 'node:crypto';
import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let o: ReturnType<typeof orderFixture>;
let item: { id: number; store_id: number };
beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
  o = orderFixture(t, (m) => f.headers(m));
  item = await o.stockedItem(f.modules.grocery!, f.dubai, 1000);
});
afterAll(() => t.close());

const request = (remoteAddress = '127.0.0.1') => t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request', remoteAddress });
const newGuest = async () => (await request()).json().guest_id as string;
const guestCount = async () => Number((await t.db.selectFrom('guests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const guestRows = (id: string) => t.db.selectFrom('guests').selectAll().where('id', '=', id).execute();

const add = (guest: string, quantity = 1) => o.addToCart({ guest }, 'grocery', { item_id: item.id, quantity });
const list = (guest: string) => t.app.inject({ method: 'GET', url: `/api/v1/customer/cart/list?guest_id=${guest}`, headers: f.headers('grocery') });
const ticket = (guest: string) => t.app.inject({ method: 'POST', url: '/api/v1/customer/push/ticket', payload: { guest_id: guest } });
const placeFromCart = async (guest: string) => {
  const address = { ...(await o.near(item.store_id)), ...o.contact };
  return o.place({ guest }, 'grocery', { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact });
};
const buyNow = async (guest: string) => {
  const address = { ...(await o.near(item.store_id)), ...o.contact };
  return o.place({ guest }, 'grocery', {
    order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact, source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 },
  });
};

describe('POST /api/v1/auth/guest/request', () => {
  it('answers a new signed guest id each time and writes no row for it', async () => {
    const before = await guestCount();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await request();
      expect(res.statusCode).toBe(200);
      ids.add(res.json().guest_id);
    }
    expect(ids.size).toBe(5);
    // 144 random bits and a 128-bit signature, in base64url: 24 + 22 characters, never a counter.
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{46}$/);
    expect(new Set([...ids].map((id) => id.slice(0, 24))).size).toBe(5);
    expect(await guestCount()).toBe(before);
  });

  it('gives 100 ids to one address, and each of them fills a cart, which writes its row', async () => {
    const before = await guestCount();
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await request('203.0.113.7');
      expect(res.statusCode).toBe(200);
      ids.push(res.json().guest_id);
    }
    for (const id of ids) {
      const added = await add(id);
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toEqual([expect.objectContaining({ item_id: item.id, quantity: 1 })]);
    }
    expect(await guestCount()).toBe(before + 100);
  });

  it('writes no row for 10,000 ids asked for and never used', { timeout: 120_000 }, async () => {
    const before = await guestCount();
    const ids = new Set<string>();
    for (let i = 0; i < 10_000; i++) ids.add((await request('198.51.100.1')).json().guest_id);
    expect(ids.size).toBe(10_000);
    expect(await guestCount()).toBe(before);
  });
});

describe('a guest id on the requests that carry it', () => {
  it('works fresh for the cart, its list and the order; the row comes with the first line, in its transaction', async () => {
    const guest = await newGuest();
    // A first line refused (more than the stock) rolls its row back with it.
    const refused = await add(guest, 5000);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(await guestRows(guest)).toEqual([]);
    // Listing the empty cart of a fresh id writes nothing either.
    const empty = await list(guest);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(await guestRows(guest)).toEqual([]);

    expect((await add(guest)).statusCode).toBe(200);
    expect(await guestRows(guest)).toEqual([{ id: guest, created_at: SEED_NOW.toISOString() }]);
    expect((await add(guest)).statusCode).toBe(200);
    const listed = await list(guest);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ item_id: item.id, quantity: 2 })]);
    // The order of the cart does not write the row again: the cart it empties refers to it.
    const queries = vi.spyOn(Kysely.prototype, 'executeQuery');
    let placed;
    try {
      placed = await placeFromCart(guest);
      expect(queries.mock.calls.map(([q]) => ('sql' in q ? q.sql : q.compile().sql)).filter((text) => /insert into "guests"/.test(text))).toEqual([]);
    } finally {
      queries.mockRestore();
    }
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await ticket(guest)).statusCode).toBe(200);
    expect(await guestRows(guest)).toHaveLength(1);
  });

  it('writes the row with a first order placed without a cart', async () => {
    const guest = await newGuest();
    // A fresh guest may open its push channel before it owns anything.
    expect((await ticket(guest)).statusCode).toBe(200);
    expect(await guestRows(guest)).toEqual([]);
    const placed = await buyNow(guest);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await guestRows(guest)).toEqual([{ id: guest, created_at: SEED_NOW.toISOString() }]);
  });

  it('writes one row when two first lines come at once', async () => {
    const guest = await newGuest();
    const answers = await Promise.all([add(guest), add(guest)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await guestRows(guest)).toHaveLength(1);
    expect((await list(guest)).json()).toEqual([expect.objectContaining({ item_id: item.id, quantity: 2 })]);
  });

  it('refuses a forged id as it refuses an unknown guest, writes no row, and reads nothing to refuse it', async () => {
    const valid = await newGuest();
    const flipped = valid.slice(0, 30) + (valid[30] === 'A' ? 'B' : 'A') + valid.slice(31);
    const forged = [randomBytes(34).toString('base64url'), flipped];
    // An unknown guest: an id in the unsigned shape that has no row.
    const unknown = randomBytes(18).toString('base64url');
    const calls = [add, list, ticket, buyNow];
    const expected = await Promise.all(calls.map((call) => call(unknown)));
    for (const res of expected) {
      expect(res.statusCode).toBe(401);
      expect(expectEnvelope(res.json())[0]!.code).toBe('unauthenticated');
    }
    const before = await guestCount();
    for (const id of forged) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{46}$/);
      for (const [i, call] of calls.entries()) {
        const res = await call(id);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual(expected[i]!.json());
      }
    }
    expect(await guestCount()).toBe(before);

    const queries = vi.spyOn(Kysely.prototype, 'executeQuery');
    try {
      for (const id of forged) expect(await t.app.services.guests.known(id)).toBe(false);
      expect(await t.app.services.guests.known(valid)).toBe(true);
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it('keeps an id made before ids were signed working by its row', async () => {
    const old = randomBytes(18).toString('base64url');
    await t.db.insertInto('guests').values({ id: old, created_at: new Date(SEED_NOW.getTime() - 86_400_000).toISOString() }).execute();
    expect((await add(old)).statusCode).toBe(200);
    expect((await list(old)).json()).toEqual([expect.objectContaining({ item_id: item.id, quantity: 1 })]);
    expect((await ticket(old)).statusCode).toBe(200);
    const placed = await placeFromCart(old);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await guestRows(old)).toHaveLength(1);
  });
});

describe('removing idle guests', () => {
  it('removes guests older than 30 days with no cart and no order, and keeps those with a cart or an order and newer ones', async () => {
    const day = 24 * 3600_000;
    const old = new Date(SEED_NOW.getTime() - 31 * day).toISOString();
    const recent = new Date(SEED_NOW.getTime() - 29 * day).toISOString();
    await t.db.insertInto('guests').values([
      { id: 'idle-old-guest-000000001', created_at: old },
      { id: 'carted-old-guest-0000001', created_at: old },
      { id: 'idle-recent-guest-000001', created_at: recent },
    ]).execute();
    await t.db.insertInto('carts').values({
      guest_id: 'carted-old-guest-0000001', user_id: null, owner: 'guest:carted-old-guest-0000001', module_id: f.modules.grocery!, store_id: item.store_id, created_at: old, updated_at: old,
    }).execute();
    // A guest who ordered (placing empties the cart), made 31 days ago.
    const ordered = await newGuest();
    expect((await add(ordered)).statusCode).toBe(200);
    const placed = await placeFromCart(ordered);
    expect(placed.statusCode, placed.body).toBe(200);
    await t.db.updateTable('guests').set({ created_at: old }).where('id', '=', ordered).execute();

    expect(await t.app.services.guests.removeIdle()).toBe(1);
    const left = await t.db.selectFrom('guests').select('id').where('id', 'in', ['idle-old-guest-000000001', 'carted-old-guest-0000001', ordered, 'idle-recent-guest-000001']).execute();
    expect(left.map((g) => g.id).sort()).toEqual(['carted-old-guest-0000001', 'idle-recent-guest-000001', ordered].sort());

    // A day later by the test clock the recent one is 30 days old too.
    t.app.services.clock.set(new Date(SEED_NOW.getTime() + 2 * day));
    try {
      expect(await t.app.services.guests.removeIdle()).toBeGreaterThanOrEqual(1);
      expect(await t.db.selectFrom('guests').select('id').where('id', '=', 'idle-recent-guest-000001').executeTakeFirst()).toBeUndefined();
    } finally {
      t.app.services.clock.set(SEED_NOW);
    }
  });

  it('removes a signed guest who emptied the cart, whose id still fills a cart again and writes the row anew', async () => {
    const guest = await newGuest();
    const added = await add(guest);
    expect(added.statusCode).toBe(200);
    const lineId = (added.json() as { id: number }[])[0]!.id;
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/customer/cart/remove-item?cart_id=${lineId}&guest_id=${guest}`, headers: f.headers('grocery') });
    expect(removed.statusCode).toBe(200);
    await t.db.updateTable('guests').set({ created_at: new Date(SEED_NOW.getTime() - 31 * 24 * 3600_000).toISOString() }).where('id', '=', guest).execute();

    expect(await t.app.services.guests.removeIdle()).toBeGreaterThanOrEqual(1);
    expect(await guestRows(guest)).toEqual([]);
    expect((await add(guest)).statusCode).toBe(200);
    expect(await guestRows(guest)).toEqual([{ id: guest, created_at: SEED_NOW.toISOString() }]);
  });
});
