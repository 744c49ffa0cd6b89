import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts.js';
import type { TestApp } from '../../../test/helpers.js';
import { checkoutApp, guestWithCartOf, message, type CheckoutTest } from './checkout.test-app.js';

let t: TestApp;
let f: CheckoutTest['f'];
let o: CheckoutTest['o'];

beforeAll(async () => ({ t, f, o } = await checkoutApp()));
afterAll(() => t.close());
const guestWithCart = guestWithCartOf(() => ({ t, f, o }));

describe('buy now', () => {
  it('orders one item without touching the cart', async () => {
    const { item, guest, address } = await guestWithCart();
    const other = await o.stockedItem(f.modules.grocery!, f.dubai, 5);
    const res = await o.place({ guest }, 'grocery', { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact, source: 'buy_now', buy_now: { item_id: other.id, quantity: 2 } });
    expect(res.statusCode, res.body).toBe(200);
    const cart = await t.app.inject({ method: 'GET', url: `/api/v1/customer/cart/list?guest_id=${guest}`, headers: f.headers('grocery') });
    expect((cart.json() as { item_id: number }[]).map((l) => l.item_id)).toEqual([item.id]);
  });
});

describe('flash sales', () => {
  it('sells at the flash price within the sale\'s own stock, and a cancel gives the units back', async () => {
    const line = await o.flashSaleLine(f.modules.grocery!, f.dubai, '2026-11-21T10:00:00.000Z');
    const guest = await o.guest();
    const address = { ...(await o.near(line.store_id)), ...o.contact };
    const order = (quantity: number) => o.place({ guest }, 'grocery', {
      order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact, source: 'buy_now', buy_now: { item_id: line.item_id, quantity },
    });
    const first = await order(2);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().totals.item_amount - first.json().totals.item_discount).toBeCloseTo((line.price * 2) / 100, 5);
    const sold = async () => (await t.db.selectFrom('flash_sale_items').select('sold').where('id', '=', line.id).executeTakeFirstOrThrow()).sold;
    expect(await sold()).toBe(line.sold + 2);
    const more = await order(1);
    expect(more.statusCode).toBe(422);
    expect(message(more)).toBe('Out of Stock');
    const cancel = await t.app.inject({ method: 'PUT', url: '/api/v1/customer/order/cancel', payload: { order_id: first.json().order_id, reason: 'I ordered by mistake', guest_id: guest } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await sold()).toBe(line.sold);
  });
});

describe('campaign Order Now', () => {
  it('orders a running campaign item at the campaign price, signed in only', async () => {
    const campaign = await t.db.selectFrom('item_campaigns as c').innerJoin('items as i', 'i.id', 'c.item_id')
      .innerJoin('modules as m', 'm.id', 'c.module_id')
      .select(['c.id', 'c.item_id', 'c.price', 'c.discount', 'c.discount_type', 'c.store_id', 'm.module_type'])
      .where('c.status', '=', 1).where('c.zone_id', 'in', f.dubai).where('c.start_date', '<=', '2026-11-21').where('c.end_date', '>=', '2026-11-21')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('item_food_variations as g').select('g.id').whereRef('g.item_id', '=', 'c.item_id').where('g.required', '=', 1))))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('item_variations as v').select('v.id').whereRef('v.item_id', '=', 'c.item_id'))))
      .orderBy('c.id').executeTakeFirstOrThrow();
    await o.openAllDay(campaign.store_id);
    await t.db.updateTable('item_campaigns').set({ start_time: '00:00', end_time: '23:59' }).where('id', '=', campaign.id).execute();
    await t.db.updateTable('items').set({ stock: 100, available_time_starts: '00:00', available_time_ends: '23:59' }).where('id', '=', campaign.item_id).execute();
    const module = campaign.module_type;
    const buyNow = { item_id: campaign.item_id, quantity: 2, model: 'ItemCampaign', campaign_id: campaign.id };
    const body = { order_type: 'take_away', payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: buyNow, contact: o.contact };
    const guest = await o.place({ guest: await o.guest() }, module, body);
    expect(guest.statusCode).toBe(401);
    expect(message(guest)).toBe('Please sign in to order campaign items');

    const token = (await signUp(t.app)).token;
    const res = await o.place({ token }, module, body);
    expect(res.statusCode, res.body).toBe(200);
    const unit = campaign.discount > 0
      ? campaign.discount_type === 'percent' ? campaign.price - Math.round((campaign.price * campaign.discount) / 100) : campaign.price - campaign.discount
      : campaign.price;
    expect(res.json().totals.item_amount).toBe((campaign.price * 2) / 100);
    expect(res.json().totals.item_discount).toBeCloseTo(((campaign.price - unit) * 2) / 100, 5);
    const detail = await t.db.selectFrom('order_details').selectAll().where('order_id', '=', res.json().order_id).executeTakeFirstOrThrow();
    expect(detail.item_campaign_id).toBe(campaign.id);
    expect((await t.db.selectFrom('orders').select('source').where('id', '=', res.json().order_id).executeTakeFirstOrThrow()).source).toBe('campaign');

    const over = await o.place({ token }, module, { ...body, buy_now: { ...buyNow, campaign_id: 999999 } });
    expect(message(over)).toBe('This campaign is over');
  });
});

describe('racing orders', () => {
  it('50 simultaneous orders for an item with 10 in stock place exactly 10', async () => {
    const item = await o.stockedItem(f.modules.grocery!, f.dubai, 10);
    const address = { ...(await o.near(item.store_id)), ...o.contact };
    const guests = await Promise.all(Array.from({ length: 50 }, () => o.guest()));
    const results = await Promise.all(guests.map((guest) =>
      o.place({ guest }, 'grocery', { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact, source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 } })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 422)).toBe(true);
    expect((await t.db.selectFrom('items').select('stock').where('id', '=', item.id).executeTakeFirstOrThrow()).stock).toBe(0);
  });

  it('20 simultaneous orders with a coupon limited to 5 uses apply it exactly 5 times', async () => {
    await t.db.updateTable('coupons').set({ module_id: f.modules.grocery!, min_purchase: 0, usage_limit: 1, total_limit: 5, total_uses: 0, expire_date: '2027-12-31' }).where('code', '=', 'CARE10').execute();
    const item = await o.stockedItem(f.modules.grocery!, f.dubai, 1000);
    const address = { ...(await o.near(item.store_id)), ...o.contact };
    const guests = await Promise.all(Array.from({ length: 20 }, () => o.guest()));
    const results = await Promise.all(guests.map((guest) =>
      o.place({ guest }, 'grocery', { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact, source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 }, coupon_code: 'CARE10' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect((await t.db.selectFrom('coupons').select('total_uses').where('code', '=', 'CARE10').executeTakeFirstOrThrow()).total_uses).toBe(5);
    expect(Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('coupon_code', '=', 'CARE10').executeTakeFirstOrThrow()).n)).toBe(5);
  });

  it('simultaneous wallet payments never take the balance below zero', async () => {
    const customer = await signUp(t.app);
    await t.db.updateTable('users').set({ wallet_balance: 10_000 }).where('id', '=', customer.user.id).execute();
    const item = await o.stockedItem(f.modules.grocery!, f.dubai, 1000);
    const results = await Promise.all(Array.from({ length: 12 }, () =>
      o.place({ token: customer.token }, 'grocery', { order_type: 'take_away', payment_method: 'wallet', source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 } })));
    const paid = results.filter((r) => r.statusCode === 200).map((r) => Math.round(r.json().totals.order_amount * 100));
    const balance = (await t.db.selectFrom('users').select('wallet_balance').where('id', '=', customer.user.id).executeTakeFirstOrThrow()).wallet_balance;
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(10_000 - paid.reduce((a, b) => a + b, 0));
    expect(paid.length).toBe(Math.min(12, Math.floor(10_000 / paid[0]!)));
  });

  it('the same Idempotency-Key sent twice at once creates one order', async () => {
    const { guest, address } = await guestWithCart();
    const body = { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact };
    const [a, b] = await Promise.all([
      o.place({ guest }, 'grocery', body, { 'idempotency-key': 'twice-at-once' }),
      o.place({ guest }, 'grocery', body, { 'idempotency-key': 'twice-at-once' }),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().order_id).toBe(b.json().order_id);
  });
});
