import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createTestApp, type TestApp } from '../test/helpers.js';

/** Two failed sign-ins per client address, so that the third from one address is refused. */
const strictAuth = () => {
  const auth = loadConfig({ NODE_ENV: 'test' }).auth;
  return { ...auth, limits: { ...auth.limits, loginPerAddress: 2, loginPerAccount: 100 } };
};

const failLogin = (t: TestApp, remoteAddress: string, forwardedFor: string | undefined, n: number) =>
  t.app.inject({
    method: 'POST', url: '/api/v1/auth/login', remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: { email_or_phone: `nobody${n}@example.com`, password: 'Wrong#1234' },
  });

describe('client addresses behind no configured proxy (TRUST_PROXY unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ auth: strictAuth() });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: rotating it does not dodge the per-address sign-in limit', async () => {
    expect((await failLogin(t, '203.0.113.7', '198.51.100.1', 1)).statusCode).toBe(401);
    expect((await failLogin(t, '203.0.113.7', '198.51.100.2', 2)).statusCode).toBe(401);
    expect((await failLogin(t, '203.0.113.7', '198.51.100.3', 3)).statusCode).toBe(429);
    // Another socket address is another client.
    expect((await failLogin(t, '203.0.113.8', '198.51.100.3', 4)).statusCode).toBe(401);
  });
});

describe('client addresses behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ auth: strictAuth(), trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy });
  });
  afterAll(() => t.close());

  it('takes the client from X-Forwarded-For when the proxy sends it', async () => {
    expect((await failLogin(t, '127.0.0.1', '198.51.100.1', 1)).statusCode).toBe(401);
    expect((await failLogin(t, '127.0.0.1', '198.51.100.1', 2)).statusCode).toBe(401);
    expect((await failLogin(t, '127.0.0.1', '198.51.100.1', 3)).statusCode).toBe(429);
    expect((await failLogin(t, '127.0.0.1', '198.51.100.2', 4)).statusCode).toBe(401);
  });

  it('still ignores the header from an address that is not the proxy', async () => {
    expect((await failLogin(t, '203.0.113.9', '198.51.100.5', 5)).statusCode).toBe(401);
    expect((await failLogin(t, '203.0.113.9', '198.51.100.6', 6)).statusCode).toBe(401);
    expect((await failLogin(t, '203.0.113.9', '198.51.100.7', 7)).statusCode).toBe(429);
  });
});

describe('client addresses behind one proxy hop (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const trustProxy = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(trustProxy).toBe(1);
    t = await createTestApp({ auth: strictAuth(), trustProxy });
  });
  afterAll(() => t.close());

  it('takes the client from the entry the proxy added, the last one, whatever a client forged before it', async () => {
    expect((await failLogin(t, '10.0.0.5', '203.0.113.50, 198.51.100.1', 1)).statusCode).toBe(401);
    expect((await failLogin(t, '10.0.0.5', '203.0.113.51,198.51.100.1', 2)).statusCode).toBe(401);
    // Rotating the forged entries does not make another client.
    expect((await failLogin(t, '10.0.0.5', '203.0.113.52, 203.0.113.53, 198.51.100.1', 3)).statusCode).toBe(429);
    // Another client behind the same proxy, even with the first client's address forged in front.
    expect((await failLogin(t, '10.0.0.5', '198.51.100.1, 198.51.100.2', 4)).statusCode).toBe(401);
    // The hop is counted, not named: the same client through another proxy address is still that client.
    expect((await failLogin(t, '10.0.0.6', '198.51.100.1', 5)).statusCode).toBe(429);
  });

  it('takes the socket address when no proxy header came', async () => {
    expect((await failLogin(t, '192.0.2.77', undefined, 6)).statusCode).toBe(401);
    expect((await failLogin(t, '192.0.2.77', undefined, 7)).statusCode).toBe(401);
    expect((await failLogin(t, '192.0.2.77', undefined, 8)).statusCode).toBe(429);
  });
});
