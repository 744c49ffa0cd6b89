import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../db/database.js';
import { deliveredOrders } from './orders.earnings.repository.js';
import { catalogApp } from '../../../test/catalog.js';
import { expectEnvelope, sqlitePlan, testDbKind } from '../../../test/helpers.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

const { t } = catalogApp();

let storeId: number;
let otherStoreId: number;
let owner: StaffSession;

/** An order of `store` copied from one of the seed's, with this status, amount (minor units) and placing time. */
async function order(store: number, status: OrderStatus, amount: number, createdAt: string): Promise<void> {
  const { id: _id, ...row } = await t.db.selectFrom('orders').selectAll().orderBy('id').executeTakeFirstOrThrow();
  await t.db.insertInto('orders').values({
    ...row, store_id: store, order_status: status, order_amount: amount, created_at: createdAt, updated_at: createdAt, idempotency_key: null, idempotency_hash: null,
  }).execute();
}

beforeAll(async () => {
  // Two stores the seed placed no order with, on Dubai's clock (UTC+4).
  const stores = await t.db.selectFrom('stores').select('id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('orders').select('orders.id').whereRef('orders.store_id', '=', sql.ref('stores.id')))))
    .orderBy('id').limit(2).execute();
  [storeId, otherStoreId] = stores.map((s) => s.id) as [number, number];
  await t.db.updateTable('stores').set({ time_zone: 'Asia/Dubai', commission_rate: 12.5 }).where('id', '=', storeId).execute();
  owner = await staffSession(t, [{ role: 'owner', storeId }]);

  await order(storeId, 'delivered', 10_000, '2026-11-09T12:00:00.000Z');
  // 21:30 UTC on the 10th is 01:30 on the 11th in Dubai.
  await order(storeId, 'delivered', 2_550, '2026-11-10T21:30:00.000Z');
  await order(storeId, 'delivered', 1_999, '2026-11-11T19:59:59.000Z');
  // Not counted: not delivered, another store's, and 20:00 UTC on the 12th, already the 13th in Dubai.
  await order(storeId, 'canceled', 50_000, '2026-11-11T10:00:00.000Z');
  await order(storeId, 'pending', 50_000, '2026-11-11T10:00:00.000Z');
  await order(otherStoreId, 'delivered', 70_000, '2026-11-11T10:00:00.000Z');
  await order(storeId, 'delivered', 8_000, '2026-11-12T20:00:00.000Z');
});

const earnings = (query: string) => owner.call('GET', `stores/${storeId}/earnings${query}`);

describe('a store\'s earnings', () => {
  it('sum delivered orders per day of the store\'s time zone, commission per order, days without orders at zero', async () => {
    const res = await earnings('?from=2026-11-08&to=2026-11-12');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      from: '2026-11-08', to: '2026-11-12', time_zone: 'Asia/Dubai', commission_rate: 12.5,
      days: [
        { date: '2026-11-08', orders: 0, amount: 0, commission: 0, net: 0 },
        { date: '2026-11-09', orders: 1, amount: 100, commission: 12.5, net: 87.5 },
        { date: '2026-11-10', orders: 0, amount: 0, commission: 0, net: 0 },
        // 12.5 % of 25.50 is 3.1875 and of 19.99 is 2.49875: each rounded to the cent, 3.19 + 2.50.
        { date: '2026-11-11', orders: 2, amount: 45.49, commission: 5.69, net: 39.8 },
        { date: '2026-11-12', orders: 0, amount: 0, commission: 0, net: 0 },
      ],
      totals: { orders: 3, amount: 145.49, commission: 18.19, net: 127.3 },
    });
    const next = (await earnings('?from=2026-11-13&to=2026-11-13')).json();
    expect(next.totals).toEqual({ orders: 1, amount: 80, commission: 10, net: 70 });
  });

  it('show the last 30 days up to the store\'s today unless told', async () => {
    const body = (await earnings('')).json();
    expect(body).toMatchObject({ from: '2026-10-23', to: '2026-11-21' });
    expect(body.days).toHaveLength(30);
    expect(body.totals.orders).toBe(4);
  });

  it('refuse a span past 366 days, from after to, and a day not on the calendar', async () => {
    expect((await earnings('?from=2025-11-21&to=2026-11-21')).statusCode).toBe(200);
    const long = await earnings('?from=2025-11-20&to=2026-11-21');
    expect(long.statusCode).toBe(400);
    expect(expectEnvelope(long.json())[0]!.message).toMatch(/366 days/);
    expect((await earnings('?from=2026-11-12&to=2026-11-11')).statusCode).toBe(400);
    expect((await earnings('?from=2026-02-30&to=2026-03-01')).statusCode).toBe(400);
    expect((await earnings('?from=2026-11')).statusCode).toBe(400);
  });

  it('are open to the owner and the business\'s finance staff, not to a manager', async () => {
    const finance = await staffSession(t, [{ role: 'finance', storeId: null }]);
    expect((await finance.call('GET', `stores/${storeId}/earnings?from=2026-11-09&to=2026-11-09`)).json().totals.orders).toBe(1);
    const manager = await staffSession(t, [{ role: 'manager', storeId }]);
    expect((await manager.call('GET', `stores/${storeId}/earnings`)).statusCode).toBe(403);
  });

  it.runIf(testDbKind === 'sqlite')('read the store\'s delivered orders of the span by their index', async () => {
    const plan = await sqlitePlan(t.db, deliveredOrders(t.db, storeId, '2026-11-01', '2026-11-30').compile());
    expect(plan.join('\n')).toMatch(/USING INDEX orders_store_status_created \(store_id=\? AND order_status=\? AND created_at>\? AND created_at<\?\)/);
  });
});
