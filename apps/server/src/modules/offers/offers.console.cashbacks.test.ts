import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderTotals } from '@storefront/contract';
import { bearer, signUp } from '../../../test/accounts.js';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { deliverOrder } from '../../../test/operators.js';
import { orderFixture } from '../../../test/orders.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let o: ReturnType<typeof orderFixture>;
let admin: StaffSession;
let catalogue: StaffSession;
let item: { id: number; store_id: number; price: number };

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
  o = orderFixture(t, (m) => f.headers(m));
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  catalogue = await staffSession(t, [{ role: 'catalogue', storeId: null }]);
  item = await o.stockedItem(f.modules.grocery!, f.dubai, 500);
  // The demo's own offers are switched off: what a delivered order earns comes from the offers made here.
  await t.db.updateTable('cashbacks').set({ status: 0 }).execute();
});
afterAll(() => t.close());

/** The seed's today is in November 2026: these days hold it. */
const running = { start_date: '2026-01-01', end_date: '2027-12-31' };
const create = (body: Record<string, unknown> = {}, as = admin) => as.call('POST', 'cashbacks', {
  title: { en: 'Console cashback' }, cashback_type: 'amount', cashback_amount: 7, ...running, ...body,
});
const listed = async (lang: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/cashback/list', headers: { 'X-localization': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; title: string; cashback_amount: number }[];
};
const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'cashback').where('entity_id', '=', String(id)).orderBy('id').execute();
const wallet = (userId: number) => t.db.selectFrom('wallet_transactions').select(['transaction_type', 'credit']).where('user_id', '=', userId).where('transaction_type', '=', 'cashback').execute();

/** A signed-up customer's delivered order of at least `aed`: what it promised as cashback, and what the wallet got. */
async function deliveredOrder(aed: number) {
  const { token, user } = await signUp(t.app);
  const res = await t.app.inject({
    method: 'POST', url: '/api/v1/customer/order/place', headers: { ...f.headers('grocery'), ...bearer(token) },
    payload: {
      order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(item.store_id)), ...o.contact },
      source: 'buy_now', buy_now: { item_id: item.id, quantity: Math.max(1, Math.ceil((aed * 100) / item.price)) },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const placed = res.json() as { order_id: number; totals: OrderTotals };
  await deliverOrder(t, placed.order_id);
  return { promised: placed.totals.cashback_amount, paid: (await wallet(user.id)).reduce((sum, r) => sum + r.credit, 0) / 100 };
}

describe('cashback offers in the console', () => {
  it('creates an offer in three languages: the storefront lists it in Arabic and English at once, and a delivered order pays it into the wallet', async () => {
    const res = await create({ title: { en: 'Twelve back', ar: 'استرداد اثني عشر', fr: '' }, cashback_amount: 12, min_purchase: 40, limit_per_customer: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const offer = res.json();
    expect(offer).toMatchObject({
      version: 1, on: true, state: 'running', cashback_type: 'amount', cashback_amount: 12, min_purchase: 40, max_discount: 0, limit_per_customer: 1,
      title: { en: 'Twelve back', ar: 'استرداد اثني عشر', fr: '' },
    });
    expect((await listed('en')).find((c) => c.id === offer.id)).toMatchObject({ title: 'Twelve back', cashback_amount: 12 });
    expect((await listed('ar')).find((c) => c.id === offer.id)).toMatchObject({ title: 'استرداد اثني عشر' });
    expect((await listed('fr')).find((c) => c.id === offer.id)).toMatchObject({ title: 'Twelve back' });
    expect(await deliveredOrder(60)).toEqual({ promised: 12, paid: 12 });
    // Below its minimum it pays nothing.
    expect(await deliveredOrder(10)).toEqual({ promised: 0, paid: 0 });
    const [entry] = await auditOf(offer.id);
    expect(entry).toMatchObject({ action: 'cashbacks.create', operator_id: admin.id });
    expect(JSON.parse(entry!.after!)).toMatchObject({ cashback_amount: 12, title: { ar: 'استرداد اثني عشر' }, version: 1 });
    await admin.call('PUT', `cashbacks/${offer.id}`, { version: 1, on: false });
  });

  it('a percentage pays its share up to its cap; switched off or past its days it leaves the list and pays nothing', async () => {
    const offer = (await create({ cashback_type: 'percentage', cashback_amount: 50, max_discount: 9, min_purchase: 0 })).json();
    expect(offer).toMatchObject({ cashback_amount: 50, max_discount: 9 });
    expect(await deliveredOrder(40)).toEqual({ promised: 9, paid: 9 });
    const off = await catalogue.call('PUT', `cashbacks/${offer.id}`, { version: 1, on: false });
    expect(off.json()).toMatchObject({ on: false, state: 'off', version: 2 });
    expect((await listed('en')).map((c) => c.id)).not.toContain(offer.id);
    expect(await deliveredOrder(40)).toEqual({ promised: 0, paid: 0 });

    const ended = (await create({ start_date: '2026-01-01', end_date: '2026-02-01' })).json();
    expect(ended.state).toBe('expired');
    expect((await listed('en')).map((c) => c.id)).not.toContain(ended.id);
    expect(await deliveredOrder(40)).toEqual({ promised: 0, paid: 0 });
    const later = (await create({ start_date: '2027-01-01', end_date: '2027-02-01' })).json();
    expect(later.state).toBe('scheduled');
    const states = async (state: string) => (await admin.call('GET', `cashbacks?state=${state}&limit=100`)).json().cashbacks.map((c: { id: number }) => c.id);
    expect(await states('expired')).toContain(ended.id);
    expect(await states('expired')).not.toContain(later.id);
    expect(await states('scheduled')).toEqual([later.id]);
    expect(await states('off')).toContain(offer.id);
    expect(await states('running')).not.toContain(offer.id);
    await admin.call('PUT', `cashbacks/${later.id}`, { version: 1, on: false });
  });

  it('edits one language keeping the others; a save that changes nothing writes no entry; a stale save gets 409 with the fields changed since', async () => {
    const { id } = (await create({ title: { en: 'Weekend back', ar: 'عطلة', fr: 'Week-end' }, on: false })).json();
    const edited = await admin.call('PUT', `cashbacks/${id}`, { version: 1, title: { en: 'Weekend back', fr: 'Fin de semaine' }, cashback_amount: 15 });
    expect(edited.json()).toMatchObject({ version: 2, cashback_amount: 15, title: { en: 'Weekend back', ar: 'عطلة', fr: 'Fin de semaine' } });
    expect((await admin.call('PUT', `cashbacks/${id}`, { version: 2, cashback_amount: 15 })).json().version).toBe(2);
    expect(await auditOf(id)).toHaveLength(2);
    const stale = await catalogue.call('PUT', `cashbacks/${id}`, { version: 1, min_purchase: 50 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id, version: 2, min_purchase: 0 }, changed: expect.arrayContaining(['cashback_amount', 'title']) });
    expect((await admin.call('GET', `cashbacks/${id}`)).json().min_purchase).toBe(0);
    const amount = await admin.call('PUT', `cashbacks/${id}`, { version: 2, max_discount: 5 });
    expect(amount.json()).toMatchObject({ max_discount: 0, version: 2 });
  });

  it('refuses bad input with the field and its message, and writes nothing', async () => {
    const count = async () => Number((await t.db.selectFrom('cashbacks').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cashback_type: 'percentage', cashback_amount: 120 }, 'cashback_amount', 'A percentage is at most 100.'],
      [{ start_date: '2026-05-01', end_date: '2026-04-30' }, 'end_date', 'The last day cannot be before the first.'],
      [{ start_date: '2026-02-30' }, 'start_date', 'Give a real day (YYYY-MM-DD).'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectEnvelope(res.json())).toEqual([{ code: field, message }]);
    }
    for (const body of [{ title: { en: ' ' } }, { cashback_amount: 0 }, { cashback_type: 'bonus' }, { limit_per_customer: 0 }, { min_purchase: -1 }, { end_date: 'later' }]) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectEnvelope(res.json())[0]?.message).toBeTruthy();
    }
    expect(await count()).toBe(before);
  });

  it('finds offers by part of the title in any language, and is closed to staff without promotions', async () => {
    const a = (await create({ title: { en: 'Needle back', ar: 'إبرة' }, on: false })).json();
    expect((await admin.call('GET', 'cashbacks?search=needle')).json().cashbacks.map((c: { id: number }) => c.id)).toEqual([a.id]);
    expect((await admin.call('GET', `cashbacks?search=${encodeURIComponent('إبرة')}`)).json().cashbacks.map((c: { id: number }) => c.id)).toEqual([a.id]);
    const support = await staffSession(t, [{ role: 'support', storeId: null }]);
    expect((await support.call('GET', 'cashbacks')).statusCode).toBe(403);
    expect((await support.call('POST', 'cashbacks', { title: { en: 'x' }, cashback_type: 'amount', cashback_amount: 1, ...running })).statusCode).toBe(403);
    expect((await support.call('PUT', `cashbacks/${a.id}`, { version: 1, on: true })).statusCode).toBe(403);
    expect((await admin.call('GET', `cashbacks/${a.id}`)).json().on).toBe(false);
  });
});
