import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_CSV_COLUMNS } from '@storefront/contract';
import { inTransaction } from '../../db/transaction.js';
import { signUp } from '../../../test/accounts.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import type { orderFixture } from '../../../test/orders.js';
import { staffSession, storeWithStaff, type StaffSession } from '../../../test/staff.js';
import { countOnce, recount } from './reports.counts.js';

let t: TestApp;
let o: ReturnType<typeof orderFixture>;
let storeId: number;
let itemId: number;
let finance: StaffSession;
let admin: StaffSession;
let support: StaffSession;

/** The daily figures as they are kept, every table sorted, to compare with a recount's. */
async function kept() {
  const db = t.db;
  return {
    stats: await db.selectFrom('order_day_stats').selectAll().orderBy('day').orderBy('module_id').orderBy('zone_id').orderBy('store_id').execute(),
    weeks: await db.selectFrom('order_week_stats').selectAll().orderBy('week').orderBy('module_id').orderBy('zone_id').orderBy('store_id').execute(),
    months: await db.selectFrom('order_month_items').selectAll().orderBy('month').orderBy('item_id').execute(),
    reasons: await db.selectFrom('order_day_cancel_reasons').selectAll().orderBy('day').orderBy('canceled_by').orderBy('reason').execute(),
    items: await db.selectFrom('order_day_items').selectAll().orderBy('day').orderBy('item_id').execute(),
    customers: await db.selectFrom('order_day_customers').selectAll().orderBy('day').execute(),
    owners: await db.selectFrom('customer_order_days').selectAll().orderBy('owner').orderBy('day').execute(),
  };
}

const at = (iso: string) => t.app.services.clock.set(new Date(iso));

/** An order of the store's item placed now through checkout, by a guest or a signed-in customer; take-away, paid in cash. */
async function place(quantity: number, token?: string): Promise<number> {
  const owner = token ? { token } : { guest: await o.guest() };
  const res = await o.place(owner, 'grocery', {
    order_type: 'take_away', payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: { item_id: itemId, quantity }, ...o.contact,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order_id as number;
}

/** The store takes it up and hands it over at the counter at this instant. */
async function deliver(id: number, when: string) {
  for (const to of ['confirmed', 'processing', 'handover'] as const) await t.app.services.orderFlow.moveById(id, to, 'store', null);
  at(when);
  await t.app.services.orderFlow.moveById(id, 'delivered', 'store', null);
}

const amountOf = async (id: number) => (await t.db.selectFrom('orders').select('order_amount').where('id', '=', id).executeTakeFirstOrThrow()).order_amount;

let placed: { id: number; day: string }[] = [];
let delivered: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ o, storeId, itemId } = await storeWithStaff(t));
  finance = await staffSession(t, [{ role: 'finance', storeId: null }]);
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  support = await staffSession(t, [{ role: 'support', storeId: null }]);
  // Days of Dubai's clock (UTC+4): 21:30 UTC on 25 November is already the 26th there.
  await t.db.insertInto('settings').values({ key: 'time_zone', value: JSON.stringify('Asia/Dubai') })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify('Asia/Dubai') })).execute();
  const sara = await signUp(t.app);

  at('2026-11-25T08:00:00.000Z');
  const a = await place(2, sara.token);
  const b = await place(1, sara.token);
  const c = await place(3);
  const d = await place(1);
  await deliver(a, '2026-11-25T08:25:00.000Z');
  await deliver(c, '2026-11-25T08:45:00.000Z');
  await t.app.services.orderFlow.moveById(b, 'canceled', 'store', null, 'Out of stock');
  at('2026-11-25T21:30:00.000Z');
  const e = await place(4, sara.token);
  const f = await place(1);
  await t.app.services.orderFlow.moveById(f, 'canceled', 'store', null, 'Out of stock');
  await deliver(e, '2026-11-25T22:30:00.000Z');
  placed = [{ id: a, day: '2026-11-25' }, { id: b, day: '2026-11-25' }, { id: c, day: '2026-11-25' }, { id: d, day: '2026-11-25' }, { id: e, day: '2026-11-26' }, { id: f, day: '2026-11-26' }];
  delivered = [a, c, e];
  at('2026-11-27T10:00:00.000Z');
});
afterAll(() => t.close());

describe('the reports\' daily figures', () => {
  it('kept by the orders\' state changes equal a recount of the orders, seed included', async () => {
    const before = await kept();
    expect(before.stats.filter((s) => s.day >= '2026-11-25').length).toBeGreaterThan(0);
    expect(before.weeks.filter((s) => s.week === '2026-11-23').length).toBeGreaterThan(0);
    expect(before.months.filter((s) => s.month === '2026-11-01').length).toBeGreaterThan(0);
    await inTransaction(t.db, (trx) => recount(trx, '2000-01-01', '2099-12-31'));
    expect(await kept()).toEqual(before);
  });

  it('counted once when several instances start on a database without figures at the same moment', async () => {
    const before = await kept();
    for (const table of ['order_day_stats', 'order_week_stats', 'order_month_items', 'order_day_cancel_reasons', 'order_day_items', 'order_day_customers', 'customer_order_days'] as const) {
      await t.db.deleteFrom(table).execute();
    }
    // Each start counts in a transaction of its own (on PostgreSQL, a connection each): one counts, the others find it done.
    const counted = await Promise.all([countOnce(t.db), countOnce(t.db), countOnce(t.db)]);
    expect(counted.filter((n) => n > 0)).toHaveLength(1);
    expect(counted.filter((n) => n === 0)).toHaveLength(2);
    expect(await kept()).toEqual(before);
  });

  it('a recount through the console rebuilds lost figures and is audited; it needs settings.edit', async () => {
    const before = await kept();
    await t.db.deleteFrom('order_day_stats').where('day', '=', '2026-11-25').execute();
    await t.db.deleteFrom('order_week_stats').where('week', '=', '2026-11-23').execute();
    await t.db.updateTable('order_month_items').set({ quantity: 999 }).where('month', '=', '2026-11-01').execute();
    await t.db.updateTable('order_day_items').set({ quantity: 999 }).where('day', '=', '2026-11-26').execute();
    expect((await finance.call('POST', 'reports/recount', { from: '2026-11-25', to: '2026-11-26' })).statusCode).toBe(403);
    const res = await admin.call('POST', 'reports/recount', { from: '2026-11-25', to: '2026-11-26' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ from: '2026-11-25', to: '2026-11-26', orders: 6 });
    expect(await kept()).toEqual(before);
    const entry = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'reports.recount').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(entry.operator_id).toBe(admin.id);
  });

  it('sales per day and per week, by store, count each order on its day of the business\'s clock', async () => {
    const res = await finance.call('GET', 'reports/sales?from=2026-11-24&to=2026-11-27&group=store');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-11-24', to: '2026-11-27', time_zone: 'Asia/Dubai', by: 'day', group: 'store', periods: ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'] });
    const mine = body.series.find((s: { key: number }) => s.key === storeId);
    const sales = async (ids: number[]) => (await Promise.all(ids.map(amountOf))).reduce((x, y) => x + y, 0) / 100;
    expect(mine).toMatchObject({ placed: [0, 4, 2, 0], delivered: [0, 2, 1, 0], sales: [0, await sales(delivered.slice(0, 2)), await sales([delivered[2]!]), 0] });
    expect(mine.totals).toMatchObject({ placed: 6, delivered: 3, canceled: 2, refunded: 0, sales: await sales(delivered), placed_amount: await sales(placed.map((p) => p.id)) });
    const week = (await finance.call('GET', 'reports/sales?from=2026-11-24&to=2026-11-27&by=week')).json();
    expect(week).toMatchObject({ by: 'week', group: 'none', periods: ['2026-11-23'] });
    expect(week.series).toHaveLength(1);
    expect(week.series[0]).toMatchObject({ key: null, placed: [6], delivered: [3] });
  });

  it('delivery times: placed, delivered, canceled and the minutes from placing to delivery', async () => {
    const body = (await finance.call('GET', 'reports/delivery-times?from=2026-11-25&to=2026-11-26')).json();
    // 25 and 45 minutes on the 25th; 60 on the 26th.
    expect(body).toMatchObject({ placed: [4, 2], delivered: [2, 1], canceled: [1, 1], average_minutes: [35, 60], totals: { placed: 6, delivered: 3, canceled: 2, average_minutes: 43.3 } });
  });

  it('cancellations by who and why, top items and new against returning customers', async () => {
    expect((await finance.call('GET', 'reports/cancellations?from=2026-11-25&to=2026-11-26')).json())
      .toMatchObject({ reasons: [{ canceled_by: 'store', reason: 'Out of stock', orders: 2 }], total: 2 });
    const items = (await finance.call('GET', 'reports/top-items?from=2026-11-25&to=2026-11-26')).json();
    const price = (await t.db.selectFrom('order_details').select('price').where('order_id', '=', delivered[0]!).executeTakeFirstOrThrow()).price;
    expect(items.items).toHaveLength(1);
    expect(items.items[0]).toMatchObject({ item_id: itemId, quantity: 2 + 3 + 4, sales: ((2 + 3 + 4) * price) / 100 });
    // Sara's first order ever is on the 25th (twice that day: once); on the 26th she returns. Three guests, each new.
    expect((await finance.call('GET', 'reports/customers?from=2026-11-25&to=2026-11-26')).json())
      .toMatchObject({ periods: ['2026-11-25', '2026-11-26'], new_customers: [3, 1], returning_customers: [0, 1], totals: { new_customers: 4, returning_customers: 1 } });
  });

  it('each report exports as CSV with its header line', async () => {
    for (const [path, columns] of [
      ['sales', REPORT_CSV_COLUMNS.sales], ['delivery-times', REPORT_CSV_COLUMNS.delivery_times], ['cancellations', REPORT_CSV_COLUMNS.cancellations],
      ['top-items', REPORT_CSV_COLUMNS.top_items], ['customers', REPORT_CSV_COLUMNS.customers],
    ] as const) {
      const res = await finance.call('GET', `reports/${path}/export?from=2026-11-25&to=2026-11-26`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${path}-2026-11-25-2026-11-26.csv"`);
      expect(res.body.split('\r\n')[0]).toBe(columns.join(','));
    }
    const times = (await finance.call('GET', 'reports/delivery-times/export?from=2026-11-25&to=2026-11-26')).body.split('\r\n');
    expect(times.slice(1, 3)).toEqual(['2026-11-25,4,2,1,35', '2026-11-26,2,1,1,60']);
    const reasons = (await finance.call('GET', 'reports/cancellations/export?from=2026-11-25&to=2026-11-26')).body.split('\r\n');
    expect(reasons[1]).toBe('store,Out of stock,2');
  });

  it('answer an empty span with zeros, refuse a span past 366 days or upside down, and staff without reports.view', async () => {
    const empty = (await finance.call('GET', 'reports/sales?from=2027-01-01&to=2027-01-03')).json();
    expect(empty).toMatchObject({ series: [], totals: { placed: 0, sales: 0 } });
    expect((await finance.call('GET', 'reports/delivery-times?from=2027-01-01&to=2027-01-02')).json()).toMatchObject({ placed: [0, 0], average_minutes: [null, null] });
    const long = await finance.call('GET', 'reports/sales?from=2025-11-25&to=2026-11-26');
    expect(long.statusCode).toBe(400);
    expect(expectEnvelope(long.json())[0]!.message).toMatch(/366 days/);
    const upside = await finance.call('GET', 'reports/customers?from=2026-11-26&to=2026-11-25');
    expect(upside.statusCode).toBe(400);
    expect(expectEnvelope(upside.json())[0]!.message).toMatch(/from/);
    expect((await finance.call('GET', 'reports/top-items?from=2026-02-30')).statusCode).toBe(400);
    expect((await finance.call('GET', 'reports/sales?group=planet')).statusCode).toBe(400);
    expect((await support.call('GET', 'reports/sales')).statusCode).toBe(403);
    expect((await support.call('GET', 'reports/sales/export')).statusCode).toBe(403);
  });
});
