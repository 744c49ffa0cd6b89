import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/accounts.js';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';
import { expectSingleUseAcross, openPushStream } from '../../../test/push.js';
import { testRedis, testRedisUrl } from '../../../test/redis.js';
import { staffSession } from '../../../test/staff.js';
import { buildApp } from '../../app.js';

/** Two server instances need a database they share: PostgreSQL (CI's), and CI's Redis for the wake-ups. */
const skip = !testRedisUrl || process.env.TEST_DB !== 'postgres';
/** Far longer than the test: a push that arrives came by the Redis wake-up, not by an instance's own tick. */
const NO_TICK_MS = 3_600_000;

describe.skipIf(skip)('pushes across two instances on one PostgreSQL database and one Redis', () => {
  const redis = testRedis();
  let t: TestApp;
  const instances: { app: FastifyInstance; base: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 2; i++) {
      // Each instance has its own Redis connection, tailer, wake-up subscriber and streams; the database is the seeded one.
      const app = await buildApp({ config: { ...t.config, push: { ...t.config.push, tickMs: NO_TICK_MS } }, db: t.db, clock: t.app.services.clock, redis: await redis.connect() });
      await app.ready();
      instances.push({ app, base: await app.listen({ port: 0, host: '127.0.0.1' }) });
    }
  });
  afterAll(async () => {
    for (const i of instances) await i.app.close();
    await t?.close();
    await redis.cleanup();
  });

  const streamOn = async (instance: { app: FastifyInstance; base: string }, owner: { token?: string; guest?: string }) => {
    const res = await instance.app.inject({
      method: 'POST', url: '/api/v1/customer/push/ticket', headers: owner.token ? bearer(owner.token) : {}, payload: owner.guest ? { guest_id: owner.guest } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const stream = await openPushStream(instance.base, res.json().ticket as string);
    await stream.opened();
    return stream;
  };

  it('a live event relayed by instance A (a courier\'s position) reaches the guest\'s stream on instance B, and no one else\'s', async () => {
    const [a, b] = instances as [typeof instances[0], typeof instances[0]];
    const guest = (await a.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json().guest_id as string;
    const other = (await a.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json().guest_id as string;
    const [mine, theirs] = [await streamOn(b, { guest }), await streamOn(b, { guest: other })];
    a.app.services.push.relay([{ kind: 'guest', id: guest }], 'courier_position', { order_id: 1, lat: 25.1, lng: 55.2, at: '2026-11-29T10:00:00.000Z' });
    expect(await mine.waitForEvent('courier_position', () => true)).toEqual({ order_id: 1, lat: 25.1, lng: 55.2, at: '2026-11-29T10:00:00.000Z' });
    expect(theirs.events.filter((e) => e.event === 'courier_position')).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('a courier\'s position reported to instance A nudges the business\'s dispatch map on instance B, and no store\'s stream', async () => {
    const [a, b] = instances as [typeof instances[0], typeof instances[0]];
    const operations = await staffSession(t, [{ role: 'operations', storeId: null }]);
    const store = await t.db.selectFrom('stores').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const staff = await staffSession(t, [{ role: 'staff', storeId: store.id }]);
    const open = async (url: string, headers: Record<string, string>) => {
      const res = await b.app.inject({ method: 'POST', url: `/api/v1/console/${url}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      const stream = await openPushStream(b.base, res.json().ticket as string);
      await stream.opened();
      return stream;
    };
    const [map, board] = [await open('push/ticket', operations.headers), await open(`stores/${store.id}/push/ticket`, staff.headers)];
    const courier = await staffSession(t, [{ role: 'courier', storeId: null }]);
    const at = new Date(t.app.services.clock.now().getTime() - 1_000).toISOString();
    const sent = await a.app.inject({ method: 'POST', url: '/api/v1/console/courier/positions', headers: courier.headers, payload: { positions: [{ lat: 25.2, lng: 55.3, at }] } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await map.waitForEvent('dispatch', (e: { couriers: number[] }) => e.couriers.includes(courier.id))).toEqual({ orders: [], couriers: [courier.id] });
    // A marker relayed after it: the store's stream has it, and no dispatch event before it.
    a.app.services.push.relay([{ kind: 'store', id: store.id }], 'courier_position', { order_id: 0 });
    await board.waitForEvent('courier_position', (e: { order_id: number }) => e.order_id === 0);
    expect(board.events.filter((e) => e.event === 'dispatch')).toEqual([]);
    map.close();
    board.close();
  });

  it('a store\'s chat answer given through instance A reaches the customer\'s stream on instance B', async () => {
    const [a, b] = instances as [typeof instances[0], typeof instances[0]];
    const me = await signUp(a.app);
    const store = await t.db.selectFrom('stores').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const sent = await a.app.inject({
      method: 'POST', url: '/api/v1/customer/message/send', headers: bearer(me.token), payload: { receiver_type: 'vendor', receiver_id: store.id, message: 'Is the shop open?' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const stream = await streamOn(b, { token: me.token });
    const login = await a.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: `store${store.id}@souqly.test`, password: 'Demo#2026' } });
    expect(login.statusCode, login.body).toBe(200);
    const conversationId = sent.json().conversation.id as number;
    const reply = await a.app.inject({
      method: 'POST', url: `/api/v1/operator/messages/${conversationId}`, headers: bearer(login.json().token), payload: { message: 'Open until midnight.' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    // The instances' own ticks are an hour apart: only A's wake-up through Redis brings it to B in time.
    const push = await stream.waitForPush((p) => p.body === 'Open until midnight.', 5_000);
    expect(push).toMatchObject({ type: 'message', sender_type: 'vendor', conversation_id: conversationId });
    stream.close();
  });

  it('an order state change made on instance B reaches a stream on instance A, a guest\'s too', async () => {
    const [a, b] = instances as [typeof instances[0], typeof instances[0]];
    const tb = { ...t, app: b.app };
    const f = await catalogFixture(tb);
    const o = orderFixture(tb, (m) => f.headers(m));
    const guest = await o.guest();
    const item = await o.stockedItem(f.modules.grocery!, f.dubai, 50);
    expect((await o.addToCart({ guest }, 'grocery', { item_id: item.id, quantity: 1 })).statusCode).toBe(200);
    const placed = await o.place({ guest }, 'grocery', {
      order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(item.store_id)), ...o.contact }, contact: o.contact,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().order_id as number;
    const stream = await streamOn(a, { guest });
    const login = await b.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload: { email: `store${item.store_id}@souqly.test`, password: 'Demo#2026' } });
    expect(login.statusCode, login.body).toBe(200);
    const moved = await b.app.inject({ method: 'PUT', url: `/api/v1/operator/store/orders/${orderId}/status`, headers: bearer(login.json().token), payload: { status: 'confirmed' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const push = await stream.waitForPush((p) => p.order_id === orderId, 5_000);
    expect(push).toMatchObject({ type: 'order_status', order_status: 'confirmed' });
    stream.close();
  });

  it('a ticket used on instance A answers 401 on B, and opened on both at once gives one stream: the mark is kept in Redis', async () => {
    const [a, b] = instances as [typeof instances[0], typeof instances[0]];
    const me = await signUp(a.app);
    const { streams, spent } = await expectSingleUseAcross(a, b, me.token);
    for (const s of streams) s.close();
    const client = await redis.connect();
    for (const id of spent) expect(await client.pttl(`push:ticket:${id}`)).toSatisfy((ms: number) => ms > 0 && ms <= 60_000);
    expect(await t.db.selectFrom('push_spent_tickets').select('ticket_id').execute()).toEqual([]);
  });
});
