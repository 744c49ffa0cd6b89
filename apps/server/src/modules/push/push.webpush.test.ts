import http from 'node:http';
import { createECDH, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/accounts.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { loadPushConfig } from '../../config.js';
import { insertPush } from './push.repository.js';
import { WebPushSender } from './push.webpush.js';

/** A push service on this machine: records what it is sent, answers 201, or 410 under /gone/. Nothing reaches the internet. */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let t: TestApp;
let off: TestApp;
let service: http.Server;
let endpointBase: string;
const received: Received[] = [];
let waiters: (() => void)[] = [];
const vapid = webpush.generateVAPIDKeys();

beforeAll(async () => {
  service = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : 201;
      res.end();
      const now = waiters;
      waiters = [];
      for (const w of now) w();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  endpointBase = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  const push = loadPushConfig({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:ops@souqly.test' });
  t = await createTestApp({ push });
  off = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await off.close();
  await new Promise((resolve) => service.close(resolve));
});

/** A browser's subscription: its own P-256 key pair and auth secret, as PushSubscription.toJSON() gives them. */
function browserSubscription(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `${endpointBase}${path}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } };
}

/** Waits (no sleeps) until the push service got a request to this path. */
async function waitForRequest(path: string, timeoutMs = 5_000): Promise<Received> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = received.find((r) => r.path === path);
    if (found) return found;
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no Web Push request to ${path}; got ${received.map((r) => r.path).join(', ')}`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left);
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

const subscribe = (app: TestApp, token: string, body: unknown, method: 'POST' | 'DELETE' = 'POST') =>
  app.app.inject({ method, url: '/api/v1/customer/web-push/subscribe', headers: bearer(token), payload: body as Record<string, unknown> });

describe('Web Push', () => {
  it('GET config/web-push gives the VAPID public key, or null without keys (where subscribing answers 403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/config/web-push' })).json()).toEqual({ public_key: vapid.publicKey });
    expect((await off.app.inject({ method: 'GET', url: '/api/v1/config/web-push' })).json()).toEqual({ public_key: null });
    const me = await signUp(off.app);
    const refused = await subscribe(off, me.token, browserSubscription('/off'));
    expect(refused.statusCode).toBe(403);
    expectEnvelope(refused.json());
  });

  it('subscribing needs a signed-in customer and a well-formed subscription', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/customer/web-push/subscribe', payload: browserSubscription('/x') });
    expect(anonymous.statusCode).toBe(401);
    const me = await signUp(t.app);
    for (const bad of [{ endpoint: 'ftp://x', keys: { p256dh: 'a', auth: 'b' } }, { endpoint: `${endpointBase}/y` }]) {
      const res = await subscribe(t, me.token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expectEnvelope(res.json());
    }
    // A field the route does not know is ignored, as browsers add their own.
    const extra = await subscribe(t, me.token, { ...browserSubscription('/z'), extra: 1 });
    expect(extra.statusCode, extra.body).toBe(200);
  });

  it('sends a customer\'s new push to each subscription, encrypted (aes128gcm) with a TTL and VAPID; a 410 drops the subscription', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const path = `/ok/${me.user.id}`;
    expect((await subscribe(t, me.token, browserSubscription(path))).json()).toEqual({ message: expect.any(String) });
    expect((await subscribe(t, me.token, browserSubscription(`/gone/${me.user.id}`))).statusCode).toBe(200);
    expect((await subscribe(t, other.token, browserSubscription(`/ok/${other.user.id}`))).statusCode).toBe(200);
    await insertPush(t.db, {
      user_id: me.user.id, type: 'message', title: 'Store', body: 'Your pizza is in the oven', created_at: new Date().toISOString(),
      data: JSON.stringify({ conversation_id: 3, sender_type: 'vendor' }),
    });
    t.app.services.push.announce();
    const got = await waitForRequest(path);
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.headers.ttl).toBe('86400');
    expect(got.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));
    // The payload is encrypted for the browser: not readable on the way.
    expect(got.body.length).toBeGreaterThan(100);
    expect(got.body.toString('latin1')).not.toContain('pizza');
    await waitForRequest(`/gone/${me.user.id}`);
    await t.app.services.push.settled();
    const kept = await t.db.selectFrom('web_push_subscriptions').select('endpoint').where('user_id', '=', me.user.id).execute();
    expect(kept.map((s) => s.endpoint)).toEqual([`${endpointBase}${path}`]);
    // Nobody else's browser heard of it.
    expect(received.some((r) => r.path === `/ok/${other.user.id}`)).toBe(false);
    // Dropped by its customer: nothing more is sent there.
    const dropped = await subscribe(t, me.token, { endpoint: `${endpointBase}${path}` }, 'DELETE');
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(await t.db.selectFrom('web_push_subscriptions').select('id').where('user_id', '=', me.user.id).execute()).toEqual([]);
  });

  it('sends each push once however many instances tail it: a push is claimed before it is sent', async () => {
    const me = await signUp(t.app);
    const path = `/once/${me.user.id}`;
    await subscribe(t, me.token, browserSubscription(path));
    await insertPush(t.db, { user_id: me.user.id, type: 'referral_code', title: 'Reward', body: 'AED 10', data: '{}', created_at: new Date().toISOString() });
    const rows = await t.db.selectFrom('customer_messages').selectAll().where('user_id', '=', me.user.id).execute();
    const keys = t.config.push.webPush!;
    // Two instances' senders over one database, racing for the same rows.
    const a = new WebPushSender(t.db, keys, { clock: t.app.services.clock });
    const b = new WebPushSender(t.db, keys, { clock: t.app.services.clock });
    await Promise.all([a.send(rows), b.send(rows), t.app.services.push.settled()]);
    await t.app.services.push.settled();
    await waitForRequest(path);
    expect(received.filter((r) => r.path === path)).toHaveLength(1);
  });
});
