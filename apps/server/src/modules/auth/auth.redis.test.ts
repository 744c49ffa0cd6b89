import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createTestApp, createTestDatabase, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { DEMO_CUSTOMER } from '../../../test/accounts.js';
import { skipWithoutRedis, testRedis } from '../../../test/redis.js';
import { loadConfig } from '../../config.js';
import { seedDemo } from '../../db/seed/demo.js';
import { buildApp } from '../../app.js';
import { Clock } from '../../lib/clock.js';

/** One server instance: a database of its own (the seed is the same) and a Redis client of its own. */
async function instance(redis: Redis): Promise<TestApp> {
  const tdb = await createTestDatabase();
  await seedDemo(tdb.db, { dataDir: tdb.dataDir, now: SEED_NOW });
  const config = loadConfig({ NODE_ENV: 'test' }, { dataDir: tdb.dataDir, publicUrl: 'http://storefront.test', webDist: undefined, trustProxy: ['127.0.0.1'] });
  const app = await buildApp({ config, db: tdb.db, clock: new Clock(SEED_NOW), redis });
  await app.ready();
  return { app, db: tdb.db, config, close: async () => { await app.close(); await tdb.cleanup(); } };
}

const logIn = (t: TestApp, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email_or_phone: DEMO_CUSTOMER.email, password }, headers: { 'x-forwarded-for': ip } });

describe.skipIf(skipWithoutRedis)('attempt limits shared through Redis', () => {
  const redis = testRedis();
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    [a, b] = await Promise.all([redis.connect().then(instance), redis.connect().then(instance)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis.cleanup();
  });

  it('counts failed sign-ins on one instance toward the limit on another', async () => {
    for (let i = 0; i < 5; i++) expect((await logIn(a, 'Wrong#pass', '10.9.0.1')).statusCode).toBe(401);
    const blocked = await logIn(b, DEMO_CUSTOMER.password, '10.9.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(expectEnvelope(blocked.json())).toEqual([{ code: 'too_many_requests', message: 'Too many attempts. Please try again in 1 minute.' }]);
    expect((await logIn(a, DEMO_CUSTOMER.password, '10.9.0.1')).statusCode).toBe(429);
    // The owner elsewhere is not locked out by those failures.
    expect((await logIn(b, DEMO_CUSTOMER.password, '10.9.0.2')).statusCode).toBe(200);
  });

  it('holds new addresses to the account-wide ceiling on every instance, but not an address that signed in', async () => {
    const knownIp = '10.9.2.200';
    expect((await logIn(a, DEMO_CUSTOMER.password, knownIp)).statusCode).toBe(200);
    // With the 5 of the test above, 100 failures from 20 addresses, split between the instances
    // (each instance has a database of its own; the known address is in a's).
    for (let i = 5; i < 100; i++) expect((await logIn(i % 2 ? a : b, 'Wrong#pass', `10.9.2.${Math.floor(i / 5)}`)).statusCode).toBe(401);
    expect((await logIn(a, DEMO_CUSTOMER.password, '10.9.2.100')).statusCode).toBe(429);
    expect((await logIn(b, DEMO_CUSTOMER.password, '10.9.2.101')).statusCode).toBe(429);
    expect((await logIn(a, DEMO_CUSTOMER.password, knownIp)).statusCode).toBe(200);
  });

  it('counts texted-code guesses from one address on every instance', async () => {
    const verify = (t: TestApp) => t.app.inject({
      method: 'POST', url: '/api/v1/auth/verify-phone', payload: { phone: '+971559990001', otp: '123456' }, headers: { 'x-forwarded-for': '10.9.3.1' },
    });
    for (let i = 0; i < 20; i++) expect((await verify(i % 2 ? a : b)).statusCode).toBe(422);
    expect((await verify(a)).statusCode).toBe(429);
    expect((await verify(b)).statusCode).toBe(429);
  });
});

describe('attempt limits when Redis is unreachable', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A port nothing listens on: the connection is refused at once.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    t = await createTestApp({ redisUrl: `redis://127.0.0.1:${port}`, trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => t.close());

  it('still answers, and limits sign-ins in this process (fails open to per-process counters)', async () => {
    for (let i = 0; i < 5; i++) expect((await logIn(t, 'Wrong#pass', '10.9.1.1')).statusCode).toBe(401);
    expect((await logIn(t, DEMO_CUSTOMER.password, '10.9.1.1')).statusCode).toBe(429);
    expect((await logIn(t, DEMO_CUSTOMER.password, '10.9.1.2')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
