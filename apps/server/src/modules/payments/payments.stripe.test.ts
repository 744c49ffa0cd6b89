import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { startFixtureServer, type FixtureServer } from '../../../test/fixture-server.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';

/** Stripe's Checkout Session as its API answers it, trimmed to the fields the adapter reads. */
const checkoutSession = (id: string, paymentStatus: 'paid' | 'unpaid', status: 'open' | 'complete' | 'expired') => ({
  id, object: 'checkout.session', mode: 'payment', payment_status: paymentStatus, status, amount_total: 1000, currency: 'aed',
  url: `https://checkout.stripe.com/c/pay/${id}`, client_reference_id: null, metadata: {},
});

const WEBHOOK_SECRET = 'whsec_fixture_secret';
let stripe: FixtureServer;
let failCreate = false;
let remote: { payment: 'paid' | 'unpaid'; status: 'open' | 'complete' | 'expired' } = { payment: 'unpaid', status: 'open' };
let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let o: ReturnType<typeof orderFixture>;

beforeAll(async () => {
  let created = 0;
  stripe = await startFixtureServer((url) => {
    if (url.pathname === '/v1/checkout/sessions') {
      if (failCreate) return { status: 500, body: { error: { type: 'api_error', message: 'Stripe is having a bad day' } } };
      return { body: checkoutSession(`cs_test_${(created += 1)}`, 'unpaid', 'open') };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/(cs_test_\d+)$/.exec(url.pathname);
    if (retrieve) return { body: checkoutSession(retrieve[1]!, remote.payment, remote.status) };
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such route' } } };
  });
  t = await createTestApp({ payments: { gateway: 'stripe', secret: undefined, stripeSecretKey: 'sk_test_fixture', stripeWebhookSecret: WEBHOOK_SECRET, stripeApiBase: stripe.url } });
  f = await catalogFixture(t);
  o = orderFixture(t, (m) => f.headers(m));
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

async function digitalOrder() {
  const item = await o.stockedItem(f.modules.grocery!, f.dubai, 20);
  const res = await o.place({ guest: await o.guest() }, 'grocery', {
    order_type: 'delivery', payment_method: 'digital_payment', address: { ...(await o.near(item.store_id)), ...o.contact }, contact: o.contact,
    source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 }, payment_return_path: '/checkout?page=buy_now',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { order_id: number; payment_url: string };
}

const session = async (orderId: number) => t.db.selectFrom('payment_sessions').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
const order = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the Stripe adapter', () => {
  it('opens a Checkout Session for what the order owes and sends the customer to it', async () => {
    const placed = await digitalOrder();
    expect(placed.payment_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    const create = stripe.requests.find((r) => r.method === 'POST' && r.url.pathname === '/v1/checkout/sessions')!;
    const form = new URLSearchParams(create.body);
    const owed = (await order(placed.order_id)).order_amount;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe(String(owed));
    expect(form.get('line_items[0][price_data][currency]')).toBe('aed');
    expect(form.get('client_reference_id')).toBe(String(placed.order_id));
    expect(form.get('success_url')).toMatch(/^http:\/\/storefront\.test\/api\/v1\/payment\/callback\?session=/);
    expect(form.get('cancel_url')).toMatch(/&outcome=canceled$/);
    expect(create.headers.authorization).toBe('Bearer sk_test_fixture');
    expect(placed.payment_url.endsWith((await session(placed.order_id)).external_id!)).toBe(true);
  });

  it('believes only Stripe: a return while the session is unpaid fails the order, a paid one pays it', async () => {
    const unpaid = await digitalOrder();
    remote = { payment: 'unpaid', status: 'open' };
    const failed = await t.app.inject({ method: 'GET', url: `/api/v1/payment/callback?session=${(await session(unpaid.order_id)).id}&outcome=paid` });
    expect(failed.headers.location).toBe(`/checkout?page=buy_now&flag=fail&order_id=${unpaid.order_id}`);
    expect((await order(unpaid.order_id)).order_status).toBe('failed');

    const paid = await digitalOrder();
    remote = { payment: 'paid', status: 'complete' };
    const ok = await t.app.inject({ method: 'GET', url: `/api/v1/payment/callback?session=${(await session(paid.order_id)).id}` });
    expect(ok.headers.location).toBe(`/checkout?page=buy_now&flag=success&order_id=${paid.order_id}`);
    expect((await order(paid.order_id)).payment_status).toBe('paid');
    const paidId = (await session(paid.order_id)).external_id;
    expect(stripe.requests.some((r) => r.method === 'GET' && r.url.pathname === `/v1/checkout/sessions/${paidId}`)).toBe(true);
  });

  it('a cancelled checkout leaves the order unpaid and failed', async () => {
    const placed = await digitalOrder();
    remote = { payment: 'unpaid', status: 'open' };
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/payment/callback?session=${(await session(placed.order_id)).id}&outcome=canceled` });
    expect(res.headers.location).toContain('flag=cancel');
    expect(await order(placed.order_id)).toMatchObject({ order_status: 'failed', payment_status: 'unpaid' });
  });
});

describe('when Stripe cannot open a session', () => {
  it('answers 502 with a clear message and cancels the order, giving its stock back', async () => {
    const item = await o.stockedItem(f.modules.grocery!, f.dubai, 20);
    failCreate = true;
    try {
      const res = await o.place({ guest: await o.guest() }, 'grocery', {
        order_type: 'delivery', payment_method: 'digital_payment', address: { ...(await o.near(item.store_id)), ...o.contact }, contact: o.contact,
        source: 'buy_now', buy_now: { item_id: item.id, quantity: 3 },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().errors[0].message).toBe('The payment service is not answering. Please try again, or choose another payment method.');
      const latest = await t.db.selectFrom('orders').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(latest).toMatchObject({ order_status: 'canceled', canceled_by: 'system', payment_status: 'unpaid' });
      expect((await t.db.selectFrom('items').select('stock').where('id', '=', item.id).executeTakeFirstOrThrow()).stock).toBe(20);
    } finally {
      failCreate = false;
    }
  });
});

describe('Stripe webhooks', () => {
  const signer = new Stripe('sk_test_fixture');
  const event = (externalId: string, type: string, paymentStatus: 'paid' | 'unpaid') => JSON.stringify({
    id: 'evt_1', object: 'event', type, data: { object: { ...checkoutSession(externalId, paymentStatus, 'complete') } },
  });
  const externalId = async (orderId: number) => (await session(orderId)).external_id!;
  const send = (payload: string, secret = WEBHOOK_SECRET) => t.app.inject({
    method: 'POST', url: '/api/v1/payment/webhook/stripe', payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }) },
  });

  it('a signed checkout.session.completed pays the order even if the customer never comes back', async () => {
    const placed = await digitalOrder();
    const res = await send(event(await externalId(placed.order_id), 'checkout.session.completed', 'paid'));
    expect(res.statusCode, res.body).toBe(200);
    expect((await order(placed.order_id)).payment_status).toBe('paid');
    // The customer's return afterwards shows the same outcome.
    remote = { payment: 'paid', status: 'complete' };
    const back = await t.app.inject({ method: 'GET', url: `/api/v1/payment/callback?session=${(await session(placed.order_id)).id}` });
    expect(back.headers.location).toContain('flag=success');
  });

  it('refuses an event whose signature does not hold, and changes nothing', async () => {
    const placed = await digitalOrder();
    const res = await send(event(await externalId(placed.order_id), 'checkout.session.completed', 'paid'), 'whsec_someone_else');
    expect(res.statusCode).toBe(400);
    expect((await order(placed.order_id)).payment_status).toBe('unpaid');
  });

  it('an expired session cancels the attempt: the order is failed and unpaid', async () => {
    const placed = await digitalOrder();
    expect((await send(event(await externalId(placed.order_id), 'checkout.session.expired', 'unpaid'))).statusCode).toBe(200);
    expect(await order(placed.order_id)).toMatchObject({ order_status: 'failed', payment_status: 'unpaid' });
  });
});
