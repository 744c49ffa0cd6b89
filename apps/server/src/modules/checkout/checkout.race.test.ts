import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, testDbKind, type TestApp } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';

/** An error the placing transaction meets once, after it has written, as if the database gave up on it. */
const conflict = vi.hoisted(() => ({ next: null as Error | null }));
/** Whether the next look-up of an Idempotency-Key misses, as it does while the copy that made the order has not committed. */
const lookup = vi.hoisted(() => ({ missNext: false }));
vi.mock('../inventory/inventory.repository.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../inventory/inventory.repository.js')>();
  return {
    ...real,
    takeItemStock: async (...args: Parameters<typeof real.takeItemStock>) => {
      const taken = await real.takeItemStock(...args);
      const err = conflict.next;
      conflict.next = null;
      if (err) throw err;
      return taken;
    },
  };
});
vi.mock('./checkout.repository.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./checkout.repository.js')>();
  return {
    ...real,
    findByIdempotencyKey: async (...args: Parameters<typeof real.findByIdempotencyKey>) => {
      if (!lookup.missNext) return real.findByIdempotencyKey(...args);
      lookup.missNext = false;
      return undefined;
    },
  };
});

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let o: ReturnType<typeof orderFixture>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
  o = orderFixture(t, (m) => f.headers(m));
});
afterAll(() => t.close());

const ROUNDS = 20;
const STOCK = 1000;

describe('orders racing for the same items', () => {
  // On PostgreSQL the two requests run at once over the pool: carts that list the same items in
  // opposite orders would lock their rows in opposite orders without one global lock order.
  it('both answer 200 when two carts hold the same items in opposite orders, and cancelling both at once gives all back', async () => {
    const items = await o.stockedItems(f.modules.grocery!, f.dubai, STOCK, 3);
    const address = { ...(await o.near(items[0]!.store_id)), ...o.contact };
    const body = { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact };
    const stock = async () => (await t.db.selectFrom('items').select('stock').where('id', 'in', items.map((i) => i.id)).orderBy('id').execute()).map((r) => r.stock);
    const pairs: { guest: string; orderId: number }[][] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const guests = [await o.guest(), await o.guest()];
      for (const [g, order] of [[guests[0]!, items], [guests[1]!, [...items].reverse()]] as const) {
        for (const item of order) {
          const added = await o.addToCart({ guest: g }, 'grocery', { item_id: item.id, quantity: 1 });
          expect(added.statusCode, added.body).toBe(200);
        }
      }
      const placed = await Promise.all(guests.map((g) => o.place({ guest: g }, 'grocery', body)));
      for (const res of placed) expect(res.statusCode, res.body).toBe(200);
      pairs.push(placed.map((res, i) => ({ guest: guests[i]!, orderId: (res.json() as { order_id: number }).order_id })));
    }
    expect(await stock()).toEqual(items.map(() => STOCK - 2 * ROUNDS));
    // Each pair's orders list the items in opposite orders too.
    for (const pair of pairs) {
      const canceled = await Promise.all(pair.map(({ guest, orderId }) => t.app.inject({
        method: 'PUT', url: '/api/v1/customer/order/cancel', headers: f.headers('grocery'), payload: { guest_id: guest, order_id: orderId, reason: 'changed my mind' },
      })));
      for (const res of canceled) expect(res.statusCode, res.body).toBe(200);
    }
    expect(await stock()).toEqual(items.map(() => STOCK));
  });
});

describe('a placing transaction the database gave up on', () => {
  it('is run again whole: the order is written once, with its lines, and the stock taken once', async () => {
    const items = await o.stockedItems(f.modules.grocery!, f.dubai, STOCK, 3);
    // Order counts follow the order lines written: lines of the earlier tests are counted first.
    const countSales = () => t.app.services.sales.count(new Date(t.app.services.clock.now().getTime() + 60_000));
    await countSales();
    const before = await t.db.selectFrom('items').select(['id', 'stock', 'order_count']).where('id', 'in', items.map((i) => i.id)).orderBy('id').execute();
    const guest = await o.guest();
    for (const item of items) expect((await o.addToCart({ guest }, 'grocery', { item_id: item.id, quantity: 2 })).statusCode).toBe(200);
    const code = testDbKind === 'postgres' ? '40001' : 'SQLITE_BUSY';
    conflict.next = Object.assign(new Error('could not serialize access due to concurrent update'), { code });
    const res = await o.place({ guest }, 'grocery', {
      order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(items[0]!.store_id)), ...o.contact }, contact: o.contact,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(conflict.next).toBeNull();
    const orders = await t.db.selectFrom('orders').select('id').where('owner', '=', `guest:${guest}`).execute();
    expect(orders).toEqual([{ id: (res.json() as { order_id: number }).order_id }]);
    const lines = await t.db.selectFrom('order_details').select(['item_id', 'quantity']).where('order_id', '=', orders[0]!.id).orderBy('item_id').execute();
    expect(lines).toEqual(items.map((i) => ({ item_id: i.id, quantity: 2 })));
    expect(await countSales()).toBe(3);
    const after = await t.db.selectFrom('items').select(['id', 'stock', 'order_count']).where('id', 'in', items.map((i) => i.id)).orderBy('id').execute();
    expect(after).toEqual(before.map((r) => ({ ...r, stock: r.stock - 2, order_count: r.order_count + 2 })));
  });
});

describe('the same Idempotency-Key sent twice at once', () => {
  it('answers the order of the copy that committed first to the copy that found the cart already emptied', async () => {
    const [item] = await o.stockedItems(f.modules.grocery!, f.dubai, STOCK, 1);
    const guest = await o.guest();
    expect((await o.addToCart({ guest }, 'grocery', { item_id: item!.id, quantity: 1 })).statusCode).toBe(200);
    const body = { order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(item!.store_id)), ...o.contact }, contact: o.contact };
    const first = await o.place({ guest }, 'grocery', body, { 'idempotency-key': 'emptied-cart' });
    expect(first.statusCode, first.body).toBe(200);
    // The second copy looked before the first committed, and reads the cart after.
    lookup.missNext = true;
    const second = await o.place({ guest }, 'grocery', body, { 'idempotency-key': 'emptied-cart' });
    expect(lookup.missNext).toBe(false);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().order_id).toBe(first.json().order_id);
    expect(await t.db.selectFrom('orders').select('id').where('owner', '=', `guest:${guest}`).execute()).toHaveLength(1);
    // Without a key the emptied cart is still refused.
    expect((await o.place({ guest }, 'grocery', body)).statusCode).toBe(422);
  });
});
