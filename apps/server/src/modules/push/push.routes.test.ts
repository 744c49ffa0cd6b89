import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PUSH_TEXTS, type PushMessage } from '@storefront/contract';
import { bearer, logIn, signUp } from '../../../test/accounts.js';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';
import { expectSingleUseAcross, openPushStream } from '../../../test/push.js';
import { Clock } from '../../lib/clock.js';
import { loadPushConfig } from '../../config.js';
import { insertPush } from './push.repository.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let o: ReturnType<typeof orderFixture>;
let base: string;
const clock = new Clock(SEED_NOW);
let customer: { token: string; id: number };
const streams: { close: () => void }[] = [];

beforeAll(async () => {
  t = await createTestApp({ push: { ...loadPushConfig({}), pingMs: 100 } }, clock);
  f = await catalogFixture(t);
  o = orderFixture(t, (m) => f.headers(m));
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const me = await signUp(t.app);
  customer = { token: me.token, id: me.user.id };
});
// A stream is left open on purpose: closing the app must end it rather than hang.
afterAll(() => t.close());

const ticket = async (init: { token?: string; guest?: string }) => {
  const res = await t.app.inject({
    method: 'POST', url: '/api/v1/customer/push/ticket', headers: init.token ? bearer(init.token) : {}, payload: init.guest ? { guest_id: init.guest } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ticket as string;
};

const open = async (init: { token?: string; guest?: string }, extra: Parameters<typeof openPushStream>[2] = {}) => {
  const stream = await openPushStream(base, await ticket(init), extra);
  streams.push(stream);
  expect(stream.res.status).toBe(200);
  await stream.opened();
  return stream;
};

/** A push as the chat writes one: a row in the outbox, then the wake-up. */
async function writeMessage(recipient: { user_id: number | null; guest_id?: string | null }, body: string) {
  await insertPush(t.db, {
    ...recipient, type: 'message', title: 'Store', body, created_at: clock.now().toISOString(),
    data: JSON.stringify({ conversation_id: 7, sender_type: 'vendor', order_id: null }),
  });
  t.app.services.push.announce();
}

async function placeOrder(owner: { token?: string; guest?: string }) {
  const item = await o.stockedItem(f.modules.grocery!, f.dubai, 50);
  expect((await o.addToCart(owner, 'grocery', { item_id: item.id, quantity: 1 })).statusCode).toBe(200);
  const address = { ...(await o.near(item.store_id)), ...o.contact };
  const res = await o.place(owner, 'grocery', { order_type: 'delivery', payment_method: 'cash_on_delivery', address, ...(owner.guest ? { contact: o.contact } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order_id as number;
}

const pushRows = (orderId: number) =>
  t.db.selectFrom('customer_messages').select(['user_id', 'guest_id', 'store_id', 'type', 'title', 'body', 'data']).where('type', '=', 'order_status')
    .where('data', 'like', `{"order_id":${orderId},%`).orderBy('id').execute();

describe('tickets', () => {
  it('a bearer token or a known guest id gets a one-minute ticket; neither, a bad token or an unknown guest 401', async () => {
    const own = await t.app.inject({ method: 'POST', url: '/api/v1/customer/push/ticket', headers: bearer(customer.token) });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ ticket: expect.any(String), expires_in: 60 });
    expect(own.json().ticket).not.toContain(customer.token);
    for (const init of [{}, { headers: bearer('nope') }, { payload: { guest_id: 'not-a-known-guest' } }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/push/ticket', ...init });
      expect(res.statusCode, res.body).toBe(401);
      expectEnvelope(res.json());
    }
    // A field the route does not know is ignored: the unknown guest is what is refused.
    const extra = await t.app.inject({ method: 'POST', url: '/api/v1/customer/push/ticket', payload: { guest_id: 'x', other: 1 } });
    expect(extra.statusCode, extra.body).toBe(401);
  });

  it('the stream refuses a missing, damaged, forged or expired ticket with 401 and the envelope', async () => {
    const good = await ticket({ token: customer.token });
    const [payload, mac] = good.split('.');
    const forged = `${Buffer.from(JSON.stringify({ r: 'c:1', e: Date.parse('2100-01-01') })).toString('base64url')}.${mac}`;
    for (const bad of ['garbage', `${payload}.${mac}x`, forged]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/push/stream?ticket=${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBe(401);
      expectEnvelope(res.json());
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/push/stream' })).statusCode).toBe(400);
    clock.set(new Date(SEED_NOW.getTime() + 61_000));
    try {
      const expired = await t.app.inject({ method: 'GET', url: `/api/v1/push/stream?ticket=${encodeURIComponent(good)}` });
      expect(expired.statusCode).toBe(401);
    } finally {
      clock.set(SEED_NOW);
    }
  });

  it('opens the stream once, a guest\'s too: the same ticket again, or at the same moment, answers 401 with the envelope', async () => {
    const self = { app: t.app, base };
    streams.push(...(await expectSingleUseAcross(self, self, customer.token)).streams);
    const guestTicket = await ticket({ guest: await o.guest() });
    const first = await openPushStream(base, guestTicket);
    streams.push(first);
    expect(first.res.status).toBe(200);
    await first.opened();
    const second = await openPushStream(base, guestTicket);
    streams.push(second);
    expect(second.res.status).toBe(401);
  });

  it('a closed stream gives its ticket no second life, Last-Event-ID or not: the tab reconnects with a new ticket', async () => {
    const once = await ticket({ token: customer.token });
    const first = await openPushStream(base, once);
    streams.push(first);
    await first.opened();
    first.close();
    for (const headers of [{}, { 'last-event-id': '1' }] as Record<string, string>[]) {
      const again = await openPushStream(base, once, { headers });
      streams.push(again);
      expect(again.res.status).toBe(401);
      expect(expectEnvelope(await again.res.json())[0]!.message).toBe(PUSH_TEXTS.ticket_used);
    }
    await open({ token: customer.token }, { headers: { 'last-event-id': '1' } });
  });
});

describe('the stream', () => {
  it('is an uncompressed event stream that delivers the customer\'s own pushes written after it opened, and nobody else\'s', async () => {
    const other = await signUp(t.app);
    const stream = await open({ token: customer.token }, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.res.headers.get('content-encoding')).toBeNull();
    await writeMessage({ user_id: other.user.id }, 'for the other one');
    await writeMessage({ user_id: customer.id }, 'for me');
    const mine = await stream.waitForPush((p) => p.body === 'for me');
    expect(mine).toEqual({
      id: expect.any(Number), type: 'message', title: 'Store', body: 'for me', conversation_id: 7, sender_type: 'vendor', order_id: null,
      created_at: SEED_NOW.toISOString(),
    } satisfies PushMessage);
    expect(stream.events.find((e) => e.event === 'push' && JSON.parse(e.data).id === mine.id)?.id).toBe(String(mine.id));
    expect(stream.pushes().map((p) => p.body)).toEqual(['for me']);
  });

  it('forgets a stream when its client goes away, and stops tailing once none is open', async () => {
    const push = t.app.services.push;
    const before = push.openStreams.streams;
    const stream = await open({ token: customer.token });
    expect(push.openStreams).toEqual({ streams: before + 1, tailing: true });
    stream.close();
    await vi.waitFor(() => expect(push.openStreams.streams).toBe(before));
    for (const s of streams) s.close();
    await vi.waitFor(() => expect(push.openStreams).toEqual({ streams: 0, tailing: false }));
  });

  it('ends a customer\'s stream once the session it was opened with ends, and opens none for an ended session', async () => {
    const me = await signUp(t.app);
    const kept = await open({ token: customer.token });
    const stream = await open({ token: me.token });
    const spare = await ticket({ token: me.token });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(me.token) })).statusCode).toBe(200);
    await t.app.services.push.pingAll();
    await stream.ended();
    // A ticket taken before the sign-out opens nothing either.
    const late = await openPushStream(base, spare);
    streams.push(late);
    await late.ended();
    expect(late.fields).not.toContain('retry: 3000');
    // Other customers' streams go on.
    await writeMessage({ user_id: customer.id }, 'still here');
    await kept.waitForPush((p) => p.body === 'still here');
  });

  it('says retry: 3000 and pings with a comment while nothing happens', async () => {
    const stream = await open({ token: customer.token });
    expect(stream.fields[0]).toBe('retry: 3000');
    await stream.waitForField(': ping');
  });

  it('reaches every open tab of the customer, and is not woken only by announce: the tick finds rows nobody announced', async () => {
    const [a, b] = [await open({ token: customer.token }), await open({ token: customer.token })];
    await insertPush(t.db, { user_id: customer.id, type: 'referral_code', title: 'Reward', body: 'unannounced', data: '{}', created_at: clock.now().toISOString() });
    for (const s of [a, b]) expect((await s.waitForPush((p) => p.body === 'unannounced')).type).toBe('referral_code');
  });

  it('a guest receives the order_status pushes of its orders only: never a message, never another guest\'s', async () => {
    const guest = await o.guest();
    const stranger = await o.guest();
    const orderId = await placeOrder({ guest });
    const strangerOrder = await placeOrder({ guest: stranger });
    const stream = await open({ guest });
    await writeMessage({ user_id: null, guest_id: guest }, 'no chat for guests');
    await t.app.services.orderFlow.moveById(strangerOrder, 'confirmed', 'store', null);
    await t.app.services.orderFlow.moveById(orderId, 'confirmed', 'store', null);
    const pushed = await stream.waitForPush((p) => p.order_id === orderId);
    expect(pushed).toMatchObject({ type: 'order_status', order_status: 'confirmed', title: `Order #${orderId}`, body: 'Your order has been confirmed.' });
    expect(stream.pushes().map((p) => p.order_id)).toEqual([orderId]);
  });

  it('replays what a reconnecting tab missed after its Last-Event-ID (or last_event_id), its own only, then goes on live', async () => {
    const first = await open({ token: customer.token });
    await writeMessage({ user_id: customer.id }, 'seen');
    const seen = await first.waitForPush((p) => p.body === 'seen');
    first.close();
    await writeMessage({ user_id: customer.id }, 'missed 1');
    await writeMessage({ user_id: (await signUp(t.app)).user.id }, 'someone else\'s');
    await writeMessage({ user_id: customer.id }, 'missed 2');
    const byHeader = await open({ token: customer.token }, { headers: { 'last-event-id': String(seen.id) } });
    const byQuery = await open({ token: customer.token }, { query: `&last_event_id=${seen.id}` });
    for (const s of [byHeader, byQuery]) {
      await s.waitForPush((p) => p.body === 'missed 2');
      expect(s.pushes().map((p) => p.body)).toEqual(['missed 1', 'missed 2']);
    }
    await writeMessage({ user_id: customer.id }, 'live');
    await byHeader.waitForPush((p) => p.body === 'live');
    expect(byHeader.pushes().map((p) => p.body)).toEqual(['missed 1', 'missed 2', 'live']);
    // Without a last event id, a new tab starts from now.
    const fresh = await open({ token: customer.token });
    await writeMessage({ user_id: customer.id }, 'after');
    await fresh.waitForPush((p) => p.body === 'after');
    expect(fresh.pushes().map((p) => p.body)).toEqual(['after']);
  });
});

describe('order_status pushes from the one road', () => {
  it('each change of state writes exactly one push for the order\'s customer and one for its store; placing it tells only the store', async () => {
    const token = await logIn(t.app);
    const me = await t.db.selectFrom('users').select('id').where('email', '=', 'customer@souqly.test').executeTakeFirstOrThrow();
    const orderId = await placeOrder({ token });
    const { store_id: storeId } = await t.db.selectFrom('orders').select('store_id').where('id', '=', orderId).executeTakeFirstOrThrow();
    const forStore = (status: 'pending' | 'canceled', title: string, body: string) => ({
      user_id: null, guest_id: null, store_id: storeId, type: 'order_status', title, body, data: JSON.stringify({ order_id: orderId, order_status: status }),
    });
    const placed = forStore('pending', `New order #${orderId}`, 'A new order is waiting for you to accept it.');
    expect(await pushRows(orderId)).toEqual([placed]);
    const stream = await open({ token });
    const cancel = await t.app.inject({ method: 'PUT', url: '/api/v1/customer/order/cancel', headers: bearer(token), payload: { order_id: orderId, reason: 'Changed my mind' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await pushRows(orderId)).toEqual([placed, {
      user_id: me.id, guest_id: null, store_id: null, type: 'order_status', title: `Order #${orderId}`, body: 'Your order has been canceled.',
      data: JSON.stringify({ order_id: orderId, order_status: 'canceled' }),
    }, forStore('canceled', `Order #${orderId}`, 'The order was canceled.')]);
    expect(await stream.waitForPush((p) => p.order_id === orderId)).toMatchObject({ order_status: 'canceled', conversation_id: null, sender_type: null });
  });
});

describe('keeping pushes', () => {
  it('prunes the pushes older than a week, and keeps the newer ones', async () => {
    const at = (daysAgo: number) => new Date(clock.now().getTime() - daysAgo * 86_400_000).toISOString();
    for (const [body, days] of [['eight days', 8], ['eight days too', 8], ['six days', 6]] as const) {
      await insertPush(t.db, { user_id: customer.id, type: 'referral_code', title: 'Old', body, data: '{}', created_at: at(days) });
    }
    expect(await t.app.services.push.prune()).toBeGreaterThanOrEqual(2);
    const left = await t.db.selectFrom('customer_messages').select('body').where('title', '=', 'Old').execute();
    expect(left.map((r) => r.body)).toEqual(['six days']);
    expect(await t.app.services.push.prune()).toBe(0);
  });

  it('clears the marks of spent tickets once the tickets have expired, not before', async () => {
    const stream = await open({ token: customer.token });
    stream.close();
    const marks = () => t.db.selectFrom('push_spent_tickets').select('ticket_id').execute();
    const before = (await marks()).length;
    expect(before).toBeGreaterThan(0);
    expect(await t.app.services.push.clearSpentTickets()).toBe(0);
    clock.set(new Date(SEED_NOW.getTime() + 61_000));
    try {
      expect(await t.app.services.push.clearSpentTickets()).toBe(before);
    } finally {
      clock.set(SEED_NOW);
    }
    expect(await marks()).toEqual([]);
  });
});
