import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = (remoteAddress = '127.0.0.1') => t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request', remoteAddress });

describe('POST /api/v1/auth/guest/request', () => {
  it('answers a new random guest id each time and remembers it', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await request();
      expect(res.statusCode).toBe(200);
      ids.add(res.json().guest_id);
    }
    expect(ids.size).toBe(5);
    for (const id of ids) {
      // 144 random bits in base64url: 24 characters, never a counter.
      expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    }
    const stored = await t.db.selectFrom('guests').select('id').where('id', 'in', [...ids]).execute();
    expect(stored).toHaveLength(5);
  });

  it('answers 429 after 30 guest ids from one address in 10 minutes, writing no more rows; other addresses go on, and the next window opens', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < 30; i++) expect((await request(address)).statusCode).toBe(200);
    const before = await t.db.selectFrom('guests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const refused = await request(address);
    expect(refused.statusCode).toBe(429);
    expect(expectEnvelope(refused.json())[0]!.code).toBe('too_many_requests');
    const after = await t.db.selectFrom('guests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await request('203.0.113.8')).statusCode).toBe(200);
    t.app.services.clock.set(new Date(SEED_NOW.getTime() + 10 * 60_000 + 1));
    try {
      expect((await request(address)).statusCode).toBe(200);
    } finally {
      t.app.services.clock.set(SEED_NOW);
    }
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
    const store = await t.db.selectFrom('stores').select(['id', 'module_id']).orderBy('id').executeTakeFirstOrThrow();
    await t.db.insertInto('carts').values({
      guest_id: 'carted-old-guest-0000001', user_id: null, owner: 'guest:carted-old-guest-0000001', module_id: store.module_id, store_id: store.id, created_at: old, updated_at: old,
    }).execute();
    // A guest who ordered (placing empties the cart), made 31 days ago.
    const f = await catalogFixture(t);
    const o = orderFixture(t, (m) => f.headers(m));
    const item = await o.stockedItem(f.modules.grocery!, f.dubai, 5);
    const ordered = await o.guest();
    expect((await o.addToCart({ guest: ordered }, 'grocery', { item_id: item.id, quantity: 1 })).statusCode).toBe(200);
    const address = { ...(await o.near(item.store_id)), ...o.contact };
    const placed = await o.place({ guest: ordered }, 'grocery', { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact });
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
});
