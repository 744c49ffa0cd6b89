import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { logIn } from '../../../test/accounts.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let o: ReturnType<typeof orderFixture>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
  o = orderFixture(t, (m) => f.headers(m));
});
afterAll(() => t.close());

/** A guest's digital-payment order of `quantity` units of a stocked grocery item. */
async function digitalOrder(quantity = 1, extra: Record<string, unknown> = {}, owner?: { token: string }) {
  const item = await o.stockedItem(f.modules.grocery!, f.dubai, 20);
  const who = owner ?? { guest: await o.guest() };
  const address = { ...(await o.near(item.store_id)), ...o.contact };
  const res = await o.place(who, 'grocery', {
    order_type: 'delivery', payment_method: 'digital_payment', address, contact: o.contact, source: 'buy_now',
    buy_now: { item_id: item.id, quantity }, payment_return_path: '/checkout?page=cart', ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { item, who, owner: 'guest' in who ? { guest_id: who.guest } : {}, placed: res.json() as { order_id: number; payment_url: string; payment_status: string } };
}

const sessionOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const choose = (session: string, outcome: string) =>
  t.app.inject({ method: 'POST', url: `/payment/test-gateway/${session}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}` });
const follow = (location: string) => t.app.inject({ method: 'GET', url: location });
const order = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the test gateway', () => {
  it('serves a page with the amount and Pay, Fail and Cancel', async () => {
    const { placed } = await digitalOrder(2);
    expect(placed.payment_status).toBe('unpaid');
    expect(placed.payment_url).toMatch(/^http:\/\/storefront\.test\/payment\/test-gateway\/[A-Za-z0-9_-]{24}$/);
    const page = await t.app.inject({ method: 'GET', url: new URL(placed.payment_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const total = (await order(placed.order_id)).order_amount;
    expect(page.body).toContain(`AED${(total / 100).toFixed(2)}`);
    for (const label of ['>Pay<', '>Fail<', '>Cancel<']) expect(page.body).toContain(label);
    // No script runs on it, it posts only here, and no other site can frame it.
    expect(page.headers['content-security-policy']).toBe("default-src 'none';style-src 'unsafe-inline';img-src 'self' data:;form-action 'self';frame-ancestors 'none';base-uri 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('a failed payment leaves the order unpaid and failed, and sends the browser back with flag=fail', async () => {
    const { placed } = await digitalOrder();
    const chosen = await choose(sessionOf(placed.payment_url), 'failed');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toMatch(/^\/api\/v1\/payment\/callback\?gateway=test&session=.+&outcome=failed&sig=[0-9a-f]{64}$/);
    const back = await follow(chosen.headers.location as string);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/checkout?page=cart&flag=fail&order_id=${placed.order_id}`);
    expect(await order(placed.order_id)).toMatchObject({ order_status: 'failed', payment_status: 'unpaid' });
  });

  it('refuses a callback whose signature does not match, and changes nothing', async () => {
    const { placed } = await digitalOrder();
    const chosen = await choose(sessionOf(placed.payment_url), 'failed');
    const forged = (chosen.headers.location as string).replace('outcome=failed', 'outcome=paid');
    const res = await follow(forged);
    expect(res.statusCode).toBe(403);
    expectEnvelope(res.json());
    expect(await order(placed.order_id)).toMatchObject({ order_status: 'pending', payment_status: 'unpaid' });
  });

  it('a payment marks the order paid once, however often the callback comes back', async () => {
    const { placed } = await digitalOrder();
    const chosen = await choose(sessionOf(placed.payment_url), 'paid');
    const first = await follow(chosen.headers.location as string);
    expect(first.headers.location).toBe(`/checkout?page=cart&flag=success&order_id=${placed.order_id}`);
    const again = await follow(chosen.headers.location as string);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await order(placed.order_id)).toMatchObject({ order_status: 'pending', payment_status: 'paid' });
    // A failure sent after the payment cannot undo it.
    const late = await follow(((await choose(sessionOf(placed.payment_url), 'failed')).headers.location) as string);
    expect(late.headers.location).toContain('flag=success');
    expect((await order(placed.order_id)).payment_status).toBe('paid');
  });

  it('only sends the browser back to paths of this site', async () => {
    const { placed } = await digitalOrder(1, { payment_return_path: '//evil.example/steal' });
    const back = await follow(((await choose(sessionOf(placed.payment_url), 'canceled')).headers.location) as string);
    expect(back.headers.location).toBe(`/?flag=cancel&order_id=${placed.order_id}`);
  });
});

describe('after a failed payment', () => {
  it('switches to cash on delivery where the zone allows it', async () => {
    const { placed, owner } = await digitalOrder();
    await follow(((await choose(sessionOf(placed.payment_url), 'failed')).headers.location) as string);
    const other = await t.app.inject({ method: 'POST', url: '/api/v1/customer/order/payment-method', payload: { order_id: placed.order_id, payment_method: 'cash_on_delivery', guest_id: await o.guest() } });
    expect(other.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/order/payment-method', payload: { order_id: placed.order_id, payment_method: 'cash_on_delivery', ...owner } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Payment info updated.' });
    expect(await order(placed.order_id)).toMatchObject({ order_status: 'pending', payment_method: 'cash_on_delivery', payment_status: 'unpaid' });
    const twice = await t.app.inject({ method: 'POST', url: '/api/v1/customer/order/payment-method', payload: { order_id: placed.order_id, payment_method: 'cash_on_delivery', ...owner } });
    expect(twice.statusCode).toBe(422);
  });

  it('cancels with a reason and puts the stock back', async () => {
    const { placed, owner, item } = await digitalOrder(3);
    expect((await t.db.selectFrom('items').select('stock').where('id', '=', item.id).executeTakeFirstOrThrow()).stock).toBe(17);
    await follow(((await choose(sessionOf(placed.payment_url), 'failed')).headers.location) as string);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/customer/order/cancel', payload: { order_id: placed.order_id, reason: 'Order payment canceled', ...owner } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await order(placed.order_id)).toMatchObject({ order_status: 'canceled', cancellation_reason: 'Order payment canceled', canceled_by: 'customer' });
    expect((await t.db.selectFrom('items').select('stock').where('id', '=', item.id).executeTakeFirstOrThrow()).stock).toBe(20);
    const again = await t.app.inject({ method: 'PUT', url: '/api/v1/customer/order/cancel', payload: { order_id: placed.order_id, reason: 'again', ...owner } });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe('This order can no longer be canceled');
  });

  it('gives the wallet part of a partial payment back on cancel', async () => {
    const token = await logIn(t.app);
    const user = await t.db.selectFrom('users').select(['id']).where('email', '=', 'customer@souqly.test').executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ wallet_balance: 500 }).where('id', '=', user.id).execute();
    const { placed } = await digitalOrder(2, { partial_payment: 1 }, { token });
    expect(placed.payment_status).toBe('partially_paid');
    expect((await t.db.selectFrom('users').select('wallet_balance').where('id', '=', user.id).executeTakeFirstOrThrow()).wallet_balance).toBe(0);
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/customer/order/cancel', headers: { authorization: `Bearer ${token}` }, payload: { order_id: placed.order_id, reason: 'I ordered by mistake' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.db.selectFrom('users').select('wallet_balance').where('id', '=', user.id).executeTakeFirstOrThrow()).wallet_balance).toBe(500);
  });
});

describe('in production', () => {
  it('refuses digital payments through the test gateway, which takes no money', async () => {
    const prod = await createTestApp({ nodeEnv: 'production' });
    try {
      const pf = await catalogFixture(prod);
      const po = orderFixture(prod, (m) => pf.headers(m));
      const item = await po.stockedItem(pf.modules.grocery!, pf.dubai, 5);
      const res = await po.place({ guest: await po.guest() }, 'grocery', {
        order_type: 'delivery', payment_method: 'digital_payment', address: { ...(await po.near(item.store_id)), ...po.contact }, contact: po.contact,
        source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 },
      });
      expect(res.statusCode).toBe(422);
      expect(expectEnvelope(res.json())[0]!.message).toBe('This payment method is not available here');
    } finally {
      await prod.close();
    }
  });
});
