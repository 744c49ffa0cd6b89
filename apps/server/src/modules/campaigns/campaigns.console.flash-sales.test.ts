import { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope, SEED_NOW, testDbKind } from '../../../test/helpers.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';
import { checkoutApp, type CheckoutTest } from '../checkout/checkout.test-app.js';
import { saleLines } from './campaigns.flash-sales.repository.js';

let c: CheckoutTest;
let admin: StaffSession;
let support: StaffSession;
let items: { id: number; store_id: number; price: number }[];

const hours = (n: number) => new Date(SEED_NOW.getTime() + n * 3_600_000).toISOString();

beforeAll(async () => {
  c = await checkoutApp();
  admin = await staffSession(c.t, [{ role: 'admin', storeId: null }]);
  support = await staffSession(c.t, [{ role: 'support', storeId: null }]);
  const inSales = new Set((await c.t.db.selectFrom('flash_sale_items').select('item_id').execute()).map((r) => r.item_id));
  items = (await c.o.stockedItems(c.f.modules.grocery!, c.f.dubai, 100, 12)).filter((i) => !inSales.has(i.id)).slice(0, 2);
  expect(items).toHaveLength(2);
});

const create = (body: Record<string, unknown>, as = admin) => as.call('POST', 'flash-sales', {
  title: { en: 'Lunch rush' }, module_id: c.f.modules.grocery, start_date: hours(-1), end_date: hours(24), ...body,
});
const line = (saleId: number, itemId: number, body: Record<string, unknown>, as = admin) => as.call('PUT', `flash-sales/${saleId}/items/${itemId}`, body);
const card = async (itemId: number) => (await c.f.get(`items/details/${itemId}`, c.f.headers('grocery'))).json() as { price: number; discounted_price: number };
const auditOf = (id: number) => c.t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'flash_sale').where('entity_id', '=', String(id)).orderBy('id').execute();

describe('flash sales in the console', () => {
  it('puts an item on a running sale: its card and checkout take the flash price until the sale ends, the sale titled in the visitor\'s language', async () => {
    const item = items[0]!;
    const plain = await card(item.id); // the card is now cached
    const sale = (await create({ title: { en: 'Lunch rush', ar: 'عروض الغداء', fr: 'Rush du midi' } })).json();
    expect(sale).toMatchObject({ version: 1, on: true, state: 'running', lines: [], title: { ar: 'عروض الغداء' } });
    const added = await line(sale.id, item.id, { version: 1, discount: 20, discount_type: 'percent', stock: 5 });
    expect(added.statusCode, added.body).toBe(200);
    const flash = Math.round(item.price * 0.8);
    expect(added.json()).toMatchObject({ version: 2, lines: [{ item_id: item.id, price: flash / 100, discount: 20, stock: 5, sold: 0, on: true }] });
    expect((await card(item.id)).discounted_price).toBe(flash / 100);
    expect(plain.discounted_price).not.toBe(flash / 100);
    const listed = (await c.f.get('flash-sales', c.f.headers('grocery', c.f.dubai, { 'X-localization': 'ar' }))).json().flash_sales;
    expect(listed.find((s: { id: number }) => s.id === sale.id)).toMatchObject({ title: 'عروض الغداء', active_products: [{ item_id: item.id, price: flash / 100 }] });

    const address = { ...(await c.o.near(item.store_id)), ...c.o.contact };
    const order = await c.o.place({ guest: await c.o.guest() }, 'grocery', {
      order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: c.o.contact, source: 'buy_now', buy_now: { item_id: item.id, quantity: 2 },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().totals.item_amount - order.json().totals.item_discount).toBeCloseTo((flash * 2) / 100, 5);

    const low = await line(sale.id, item.id, { version: 2, discount: 20, discount_type: 'percent', stock: 1 });
    expect(low.statusCode).toBe(400);
    expect(expectEnvelope(low.json())[0]).toMatchObject({ code: 'stock', message: 'The stock cannot be below the 2 already sold.' });
    const removed = await admin.call('DELETE', `flash-sales/${sale.id}/items/${item.id}?version=2`);
    expect(expectEnvelope(removed.json())[0]).toMatchObject({ code: 'item_id', message: 'Units of this item were sold in the sale: switch its line off instead.' });
    expect((await line(sale.id, item.id, { version: 2, discount: 20, discount_type: 'percent', stock: 2 })).json()).toMatchObject({ version: 3, lines: [{ stock: 2, sold: 2 }] });

    c.t.app.services.clock.set(new Date(sale.end_date));
    try {
      expect((await card(item.id)).discounted_price).toBe(flash / 100);
      c.t.app.services.clock.set(new Date(new Date(sale.end_date).getTime() + 60_000));
      expect((await card(item.id)).discounted_price).toBe(plain.discounted_price);
      expect((await admin.call('GET', `flash-sales/${sale.id}`)).json().state).toBe('expired');
    } finally {
      c.t.app.services.clock.set(SEED_NOW);
    }
    expect((await auditOf(sale.id)).map((e) => e.action)).toEqual(['flash_sales.create', 'flash_sales.lines', 'flash_sales.lines']);
  });

  it('refuses an item on two sales that are on at overlapping times, with a clear message; apart in time, or the other off, it is taken', async () => {
    const item = items[1]!;
    const first = (await create({ title: { en: 'Morning deals' }, start_date: hours(1), end_date: hours(5) })).json();
    expect((await line(first.id, item.id, { version: 1, discount: 10, discount_type: 'percent', stock: 3 })).statusCode).toBe(200);
    const second = (await create({ title: { en: 'Noon deals' }, start_date: hours(4), end_date: hours(8) })).json();
    const clash = await line(second.id, item.id, { version: 1, discount: 15, discount_type: 'percent', stock: 3 });
    expect(clash.statusCode).toBe(400);
    expect(expectEnvelope(clash.json())[0]).toMatchObject({ code: 'item_id', message: 'An item of this sale is already in the flash sale "Morning deals" at times that overlap these.' });
    const later = await admin.call('PUT', `flash-sales/${second.id}`, { version: 1, start_date: hours(6) });
    expect(later.statusCode, later.body).toBe(200);
    expect((await line(second.id, item.id, { version: 2, discount: 15, discount_type: 'percent', stock: 3 })).statusCode).toBe(200);
    const back = await admin.call('PUT', `flash-sales/${second.id}`, { version: 3, start_date: hours(2) });
    expect(expectEnvelope(back.json())[0]).toMatchObject({ code: 'start_date', message: expect.stringContaining('"Morning deals"') });
    expect((await admin.call('PUT', `flash-sales/${first.id}`, { version: 2, on: false })).statusCode).toBe(200);
    expect((await admin.call('PUT', `flash-sales/${second.id}`, { version: 3, start_date: hours(2) })).statusCode).toBe(200);
    const removed = await admin.call('DELETE', `flash-sales/${first.id}/items/${item.id}?version=3`);
    expect(removed.json()).toMatchObject({ version: 4, lines: [] });
  });

  it('refuses bad input with the field\'s message, and a stale save with 409 and what changed', async () => {
    const sale = (await create({ title: { en: 'Checks' } })).json();
    const cases: [() => Promise<{ statusCode: number; json(): unknown }>, string, string][] = [
      [() => create({ end_date: hours(-2) }), 'end_date', 'The end must come after the start.'],
      [() => create({ module_id: 999_999 }), 'module_id', 'Choose a module that exists.'],
      [() => line(sale.id, items[0]!.id, { version: 1, discount: 101, discount_type: 'percent', stock: 1 }), 'discount', 'A percent discount is at most 100.'],
      [() => line(sale.id, items[0]!.id, { version: 1, discount: items[0]!.price, discount_type: 'amount', stock: 1 }), 'discount', 'An amount discount cannot be above the item\'s price.'],
    ];
    const food = await c.t.db.selectFrom('items').select('id').where('module_id', '=', c.f.modules.food!).executeTakeFirstOrThrow();
    cases.push([() => line(sale.id, food.id, { version: 1, discount: 5, discount_type: 'percent', stock: 1 }), 'item_id', 'Choose an item of the sale\'s module.']);
    for (const [call, code, message] of cases) {
      const res = await call();
      expect(res.statusCode, code).toBe(400);
      expect(expectEnvelope(res.json())[0]).toMatchObject({ code, message });
    }
    expect((await line(sale.id, items[0]!.id, { version: 1, discount: 5, discount_type: 'percent', stock: -1 })).statusCode).toBe(400);
    expect((await admin.call('GET', `flash-sales/${sale.id}`)).json()).toMatchObject({ version: 1, lines: [] });
    expect((await admin.call('PUT', `flash-sales/${sale.id}`, { version: 1, title: { en: 'Checks', fr: 'Contrôles' } })).statusCode).toBe(200);
    const stale = await line(sale.id, items[0]!.id, { version: 1, discount: 5, discount_type: 'percent', stock: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id: sale.id, version: 2, title: { fr: 'Contrôles' } }, changed: ['title'] });
    const ids = async (q: string) => (await admin.call('GET', `flash-sales?${q}`)).json().flash_sales.map((s: { id: number }) => s.id);
    expect(await ids('search=contr%C3%B4les')).toEqual([sale.id]);
    expect(await ids('search=contr%C3%B4les&state=off')).toEqual([]);
  });

  it('answers 403 to staff without the promotions capabilities, and changes nothing', async () => {
    expect((await support.call('GET', 'flash-sales')).statusCode).toBe(403);
    expect((await create({ title: { en: 'Not allowed' } }, support)).statusCode).toBe(403);
    const sale = (await create({ title: { en: 'Guarded' } })).json();
    expect((await line(sale.id, items[0]!.id, { version: 1, discount: 5, discount_type: 'percent', stock: 1 }, support)).statusCode).toBe(403);
    expect((await admin.call('GET', `flash-sales/${sale.id}`)).json()).toMatchObject({ version: 1, lines: [] });
  });

  it('reads each line\'s item by its key, never a pass over every item, whatever the planner would price', async () => {
    const saleIds = [...new Set((await c.t.db.selectFrom('flash_sale_items').select('flash_sale_id').execute()).map((r) => r.flash_sale_id))];
    expect(saleIds.length).toBeGreaterThan(0);
    const plan = await c.t.db.transaction().execute(async (trx) => {
      const { sql: text, parameters } = saleLines(trx, saleIds).compile();
      // Joins other than a loop over the lines priced out: the query must leave PostgreSQL no other plan.
      if (testDbKind === 'postgres') for (const off of ['enable_nestloop', 'enable_seqscan']) await trx.executeQuery(CompiledQuery.raw(`set local ${off} = off`));
      const explained = await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`explain ${testDbKind === 'postgres' ? '' : 'query plan '}${text}`, [...parameters]));
      return explained.rows.map((r) => r['QUERY PLAN'] ?? r.detail).join('\n');
    });
    if (testDbKind === 'postgres') {
      expect(plan).toMatch(/Index Scan using items_pkey on items[^\n]*\n\s*Index Cond: \(id = f\.item_id\)/);
      expect(plan).not.toMatch(/Hash Join|Merge Join|Seq Scan on items/);
    } else {
      expect(plan).toMatch(/SEARCH i USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    }
  });
});
