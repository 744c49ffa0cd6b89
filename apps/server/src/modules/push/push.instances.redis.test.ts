import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/accounts.js';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';
import { openPushStream } from '../../../test/push.js';
import { testRedis, testRedisUrl } from '../../../test/redis.js';
import { buildApp } from '../../app.js';
import { insertCustomerMessage } from '../messages/messages.repository.js';

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

  it('a message written through instance A reaches a stream on instance B at once', async () => {
    const [a, b] = instances as [typeof instances[0], typeof instances[0]];
    const me = await signUp(a.app);
    const stream = await streamOn(b, { token: me.token });
    const started = Date.now();
    await insertCustomerMessage(t.db, {
      user_id: me.user.id, type: 'message', title: 'Support', body: 'How can we help?', created_at: new Date().toISOString(),
      data: JSON.stringify({ conversation_id: 1, sender_type: 'admin' }),
    });
    a.app.services.push.announce();
    const push = await stream.waitForPush((p) => p.body === 'How can we help?', 3_000);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(push).toMatchObject({ type: 'message', sender_type: 'admin', conversation_id: 1 });
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
    const started = Date.now();
    const moved = await b.app.inject({ method: 'PUT', url: `/api/v1/operator/store/orders/${orderId}/status`, headers: bearer(login.json().token), payload: { status: 'confirmed' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const push = await stream.waitForPush((p) => p.order_id === orderId, 3_000);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(push).toMatchObject({ type: 'order_status', order_status: 'confirmed' });
    stream.close();
  });
});
