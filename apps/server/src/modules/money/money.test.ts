import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts.js';
import { createTestApp, expectEnvelope, queryPlan, type TestApp } from '../../../test/helpers.js';
import { transactionRows } from './money.repository.js';
import type { orderFixture } from '../../../test/orders.js';
import { staffSession, storeWithStaff, type StaffSession } from '../../../test/staff.js';

let t: TestApp;
let o: ReturnType<typeof orderFixture>;
let storeId: number;
let itemId: number;
let finance: StaffSession;
let operations: StaffSession;
let support: StaffSession;

const at = (iso: string) => t.app.services.clock.set(new Date(iso));

/** A take-away cash order of the store's item placed now by a guest. */
async function place(quantity: number): Promise<number> {
  const res = await o.place({ guest: await o.guest() }, 'grocery', {
    order_type: 'take_away', payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: { item_id: itemId, quantity }, ...o.contact,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order_id as number;
}

/** A new courier who took these amounts (minor units) at doors, one order each. */
async function courierWithCash(amounts: number[]): Promise<{ id: number; orders: number[] }> {
  const courier = await staffSession(t, [{ role: 'courier', storeId: null }]);
  const now = new Date().toISOString();
  await t.db.insertInto('couriers').values({ operator_id: courier.id, vehicle: 'bike', online: 0, shift_changed_at: null, created_at: now, updated_at: now }).execute();
  const orders: number[] = [];
  for (const cash of amounts) {
    const id = await place(1);
    await t.db.updateTable('orders').set({ delivery_man_id: courier.id, cash_collected: cash }).where('id', '=', id).execute();
    orders.push(id);
  }
  return { id: courier.id, orders };
}

const cashOf = async (courierId: number) =>
  (await finance.call('GET', 'money/couriers?limit=100')).json().couriers.find((c: { operator_id: number }) => c.operator_id === courierId);
const settled = async (ids: number[]) =>
  (await t.db.selectFrom('orders').select(['id', 'cash_settled_at']).where('id', 'in', ids).orderBy('id').execute()).map((r) => r.cash_settled_at !== null);

beforeAll(async () => {
  t = await createTestApp();
  ({ o, storeId, itemId } = await storeWithStaff(t));
  finance = await staffSession(t, [{ role: 'finance', storeId: null }]);
  operations = await staffSession(t, [{ role: 'operations', storeId: null }]);
  support = await staffSession(t, [{ role: 'support', storeId: null }]);
});
afterAll(() => t.close());

describe('couriers\' cash', () => {
  it('is what they took at doors less what they handed back; a settlement covers their oldest orders and is audited', async () => {
    const courier = await courierWithCash([1000, 2550]);
    expect(await cashOf(courier.id)).toMatchObject({ collected: 35.5, settled: 0, held: 35.5, last_settled_at: null });
    const res = await finance.call('POST', `money/couriers/${courier.id}/settlements`, { amount: 12, note: 'Evening hand-in' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ operator_id: courier.id, amount: 12, note: 'Evening hand-in', settled_by: finance.id, courier: { collected: 35.5, settled: 12, held: 23.5 } });
    expect(await settled(courier.orders)).toEqual([true, false]);
    const entry = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'courier_cash_settlement').where('entity_id', '=', String(res.json().id)).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ action: 'money.settle', operator_id: finance.id });
    expect(JSON.parse(entry.after!)).toMatchObject({ courier_id: courier.id, amount: 12, orders: [courier.orders[0]] });
    const rest = await finance.call('POST', `money/couriers/${courier.id}/settlements`, { amount: 23.5 });
    expect(rest.json().courier).toMatchObject({ held: 0 });
    expect(await settled(courier.orders)).toEqual([true, true]);
  });

  it('cannot be settled beyond what the courier holds, nor twice at once', async () => {
    const courier = await courierWithCash([3000]);
    const over = await finance.call('POST', `money/couriers/${courier.id}/settlements`, { amount: 30.01 });
    expect(over.statusCode).toBe(400);
    expect(expectEnvelope(over.json())[0]).toMatchObject({ code: 'amount' });
    expect(expectEnvelope(over.json())[0]!.message).toMatch(/30/);
    expect((await finance.call('POST', `money/couriers/${courier.id}/settlements`, { amount: 0 })).statusCode).toBe(400);
    expect((await finance.call('POST', `money/couriers/${courier.id}/settlements`, { amount: 'ten' })).statusCode).toBe(400);
    const both = await Promise.all([20, 20].map((amount) => finance.call('POST', `money/couriers/${courier.id}/settlements`, { amount })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await cashOf(courier.id)).toMatchObject({ settled: 20, held: 10 });
    expect((await finance.call('POST', 'money/couriers/999999/settlements', { amount: 1 })).statusCode).toBe(404);
  });

  it('keeps each courier\'s settlements, listed newest first with who took them, a page at a time', async () => {
    const courier = await courierWithCash([1000, 2000]);
    const other = await courierWithCash([700]);
    for (const [who, amount, note] of [[courier, 5, 'Morning'], [other, 7, null], [courier, 10.5, null]] as const) {
      expect((await finance.call('POST', `money/couriers/${who.id}/settlements`, { amount, ...(note ? { note } : {}) })).statusCode).toBe(200);
    }
    const res = await finance.call('GET', `money/couriers/${courier.id}/settlements`);
    expect(res.statusCode, res.body).toBe(200);
    const me = await t.db.selectFrom('operators').select(['f_name', 'l_name']).where('id', '=', finance.id).executeTakeFirstOrThrow();
    expect(res.json()).toEqual({
      total: 2,
      settlements: [
        { id: expect.any(Number), amount: 10.5, note: null, settled_by: { id: finance.id, name: `${me.f_name} ${me.l_name}`.trim() }, created_at: expect.any(String) },
        { id: expect.any(Number), amount: 5, note: 'Morning', settled_by: { id: finance.id, name: expect.any(String) }, created_at: expect.any(String) },
      ],
    });
    expect((await finance.call('GET', `money/couriers/${courier.id}/settlements?limit=1&offset=1`)).json()).toMatchObject({ total: 2, settlements: [{ amount: 5 }] });
    expect((await finance.call('GET', `money/couriers/${other.id}/settlements`)).json()).toMatchObject({ total: 1, settlements: [{ amount: 7 }] });
    const none = await courierWithCash([]);
    expect((await finance.call('GET', `money/couriers/${none.id}/settlements`)).json()).toEqual({ total: 0, settlements: [] });
    expect((await finance.call('GET', 'money/couriers/999999/settlements')).statusCode).toBe(404);
    expect((await finance.call('GET', `money/couriers/${courier.id}/settlements?limit=0`)).statusCode).toBe(400);
    expect((await support.call('GET', `money/couriers/${courier.id}/settlements`)).statusCode).toBe(403);
  });

  it('needs money.settle to settle and money.view to see', async () => {
    const courier = await courierWithCash([500]);
    expect((await operations.call('POST', `money/couriers/${courier.id}/settlements`, { amount: 1 })).statusCode).toBe(403);
    expect((await support.call('GET', 'money/couriers')).statusCode).toBe(403);
    expect((await support.call('GET', 'money/transactions')).statusCode).toBe(403);
    expect((await operations.call('GET', 'money/stores')).statusCode).toBe(403);
    expect(await cashOf(courier.id)).toMatchObject({ held: 5 });
  });
});

describe('store statements', () => {
  it('add up each store\'s delivered orders of the span: sales, commission at its rate, payout', async () => {
    await t.db.updateTable('stores').set({ commission_rate: 12.5 }).where('id', '=', storeId).execute();
    at('2026-11-25T09:00:00.000Z');
    const ids = [await place(2), await place(1), await place(1)];
    for (const id of ids.slice(0, 2)) {
      for (const to of ['confirmed', 'processing', 'handover', 'delivered'] as const) await t.app.services.orderFlow.moveById(id, to, 'store', null);
    }
    const amounts = await t.db.selectFrom('orders').select('order_amount').where('id', 'in', ids.slice(0, 2)).execute();
    const sales = amounts.reduce((n, r) => n + r.order_amount, 0);
    const commission = amounts.reduce((n, r) => n + Math.round((r.order_amount * 12.5) / 100), 0);
    const res = await finance.call('GET', 'money/stores?from=2026-11-25&to=2026-11-25');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ from: '2026-11-25', to: '2026-11-25', total: 1, totals: { orders: 2, sales: sales / 100 } });
    expect(res.json().stores).toEqual([{ store_id: storeId, name: expect.any(String), commission_rate: 12.5, orders: 2, sales: sales / 100, commission: commission / 100, payout: (sales - commission) / 100 }]);
    expect((await finance.call('GET', 'money/stores?from=2026-11-25&to=2026-11-25&search=zzzz-none')).json()).toMatchObject({ total: 0, stores: [] });
    // A span holding a whole week (23 to 29 November, read from the weekly roll-up) and days around it gives the same figures.
    const weeks = (await finance.call('GET', 'money/stores?from=2026-11-22&to=2026-11-30&limit=100')).json();
    expect(weeks.stores.find((s: { store_id: number }) => s.store_id === storeId)).toEqual(res.json().stores[0]);
    expect((await finance.call('GET', 'money/stores?from=2024-11-25&to=2026-11-25')).statusCode).toBe(400);
  });
});

describe('transactions', () => {
  it('list paid payments, refunds and wallet movements newest first, by kind and day', async () => {
    const user = await signUp(t.app);
    const me = await t.db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(user.token).toBeTruthy();
    await t.db.insertInto('payment_sessions').values([
      { id: 'matrix-paid', order_id: null, gateway: 'test', amount: 5000, currency: 'USD', status: 'paid', external_id: 'ext-1', return_path: '/', created_at: '2026-10-02T10:00:00.000Z', updated_at: '2026-10-02T10:00:00.000Z', purpose: 'add_fund', user_id: me.id },
      { id: 'matrix-open', order_id: null, gateway: 'test', amount: 7000, currency: 'USD', status: 'open', external_id: null, return_path: '/', created_at: '2026-10-02T11:00:00.000Z', updated_at: '2026-10-02T11:00:00.000Z', purpose: 'add_fund', user_id: me.id },
    ]).execute();
    await t.db.insertInto('wallet_transactions').values([
      { user_id: me.id, transaction_type: 'add_fund', credit: 5000, debit: 0, balance: 5000, reference: 'payment:matrix-paid', created_at: '2026-10-02T10:00:01.000Z' },
      { user_id: me.id, transaction_type: 'order_place', credit: 0, debit: 1250, balance: 3750, reference: 'order:1', created_at: '2026-10-02T12:00:00.000Z' },
      { user_id: me.id, transaction_type: 'refund', credit: 1250, debit: 0, balance: 5000, reference: 'order:1', created_at: '2026-10-03T09:00:00.000Z' },
    ]).execute();
    const all = (await finance.call('GET', 'money/transactions?from=2026-10-02&to=2026-10-03')).json();
    expect(all.total).toBe(4);
    expect(all.transactions.map((x: { kind: string; amount: number }) => [x.kind, x.amount])).toEqual([['refund', 12.5], ['wallet', -12.5], ['wallet', 50], ['payment', 50]]);
    expect(all.transactions[3]).toMatchObject({ id: 'p-matrix-paid', type: 'test', user_id: me.id, reference: 'ext-1' });
    const refunds = (await finance.call('GET', 'money/transactions?kind=refund&from=2026-10-02&to=2026-10-03')).json();
    expect(refunds).toMatchObject({ total: 1, transactions: [{ kind: 'refund', type: 'refund' }] });
    const oneDay = (await finance.call('GET', 'money/transactions?from=2026-10-02&to=2026-10-02&limit=2&offset=2')).json();
    expect(oneDay.total).toBe(3);
    expect(oneDay.transactions.map((x: { kind: string }) => x.kind)).toEqual(['payment']);
    expect((await finance.call('GET', 'money/transactions?from=2026-10-03&to=2026-10-02')).statusCode).toBe(400);
    expect((await finance.call('GET', 'money/transactions?from=2026-02-30')).statusCode).toBe(400);
  });

  it('read each ledger newest first along its index, only as deep as the page, on both engines', async () => {
    for (const kind of [undefined, 'payment', 'refund'] as const) {
      const plan = await queryPlan(t.db, transactionRows(t.db, { kind, fromAt: '2026-10-01', toAt: '2026-11-01' }, { limit: 25, skip: 50 }).rows.compile());
      if (kind !== 'refund') expect(plan, kind).toMatch(/payment_sessions_status_created/);
      if (kind !== 'payment') expect(plan, kind).toMatch(/wallet_transactions_created/);
    }
  });
});
