import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { loadConfig } from '../../config.js';
import { Clock } from '../../lib/clock.js';
import { createTestApp, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { bearer, DEMO_CUSTOMER } from '../../../test/accounts.js';

const CLIENT_ID = 'storefront-test.apps.googleusercontent.com';
let t: TestApp;
let privateKey: CryptoKey;
let strangerKey: CryptoKey;
const clock = new Clock(SEED_NOW);

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const auth = loadConfig({ NODE_ENV: 'test' }).auth;
  t = await createTestApp({ auth: { ...auth, googleClientIds: [CLIENT_ID], googleJwks: { keys: [jwk as Record<string, unknown>] } } }, clock);
});
afterAll(() => t.close());

interface Claims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  aud?: string;
  iss?: string;
  exp?: number;
}

/** An ID token as Google signs it, issued "now" by the app's clock. */
async function googleToken(claims: Claims = {}, key: CryptoKey = privateKey): Promise<string> {
  const now = Math.floor(clock.now().getTime() / 1000);
  const { aud = CLIENT_ID, iss = 'https://accounts.google.com', exp = now + 3600, ...rest } = claims;
  return new SignJWT({ sub: '1000001', email: 'new.person@gmail.com', email_verified: true, given_name: 'Nadia', family_name: 'Fares', ...rest })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key);
}

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload });

describe('Google sign-in', () => {
  it('tells an unknown Google account to sign up', async () => {
    const res = await post('social-login', { token: await googleToken(), medium: 'google' });
    expect(res.statusCode).toBe(404);
    expect(expectEnvelope(res.json())).toEqual([{ code: 'not_found', message: 'Account not found. Please sign up.' }]);
  });

  it('registers a Google account without a password, then signs it in by its Google id', async () => {
    const reg = await post('social-register', { token: await googleToken(), medium: 'google', phone: '+971 55 123 0000', guest_id: 'guest-1' });
    expect(reg.statusCode, reg.body).toBe(200);
    expect(reg.json()).toMatchObject({
      is_email_verified: 1,
      is_phone_verified: 0,
      is_personal_info: 1,
      user: { f_name: 'Nadia', l_name: 'Fares', email: 'new.person@gmail.com', phone: '+971551230000', login_medium: 'google', social_id: '1000001' },
    });
    const row = await t.db.selectFrom('users').select(['password_hash', 'login_medium']).where('social_id', '=', '1000001').executeTakeFirstOrThrow();
    expect(row).toEqual({ password_hash: null, login_medium: 'google' });

    const again = await post('social-register', { token: await googleToken() });
    expect(again.statusCode).toBe(409);

    const login = await post('social-login', { token: await googleToken({ email: 'renamed@gmail.com' }) });
    expect(login.statusCode).toBe(200);
    const token = login.json().token;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) })).json().social_id).toBe('1000001');

    // No password to guess: the password sign-in says what it says to everyone.
    const byPassword = await post('login', { email_or_phone: 'new.person@gmail.com', password: 'anything-at-all' });
    expect(expectEnvelope(byPassword.json())[0]!.message).toBe('Invalid credentials.');
  });

  it('signs an existing customer in by the verified email and links the Google id', async () => {
    const res = await post('social-login', { token: await googleToken({ sub: '2000002', email: DEMO_CUSTOMER.email }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ email: DEMO_CUSTOMER.email, social_id: '2000002', login_medium: 'manual' });
    const unverified = await post('social-login', { token: await googleToken({ sub: '3000003', email: 'omar@souqly.test', email_verified: false }) });
    expect(unverified.statusCode).toBe(404);
  });

  it('refuses an inactive account', async () => {
    const res = await post('social-login', { token: await googleToken({ sub: '4000004', email: 'inactive@souqly.test' }) });
    expect(res.statusCode).toBe(401);
    expect(expectEnvelope(res.json())[0]!.code).toBe('account_inactive');
    const row = await t.db.selectFrom('users').select('social_id').where('email', '=', 'inactive@souqly.test').executeTakeFirstOrThrow();
    expect(row.social_id).toBeNull();
  });

  it('answers 401 for a tampered, foreign, mis-addressed or expired token', async () => {
    const good = await googleToken({ sub: '1000001' });
    const [header, , signature] = good.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: '2000002', aud: CLIENT_ID, iss: 'https://accounts.google.com', exp: 9_999_999_999, iat: 1 })).toString('base64url');
    const now = Math.floor(clock.now().getTime() / 1000);
    const bad = [
      `${header}.${forgedPayload}.${signature}`,
      await googleToken({}, strangerKey),
      await googleToken({ aud: 'someone-else.apps.googleusercontent.com' }),
      await googleToken({ iss: 'https://evil.example.com' }),
      await googleToken({ exp: now - 120 }),
      'not-a-jwt',
    ];
    for (const token of bad) {
      const res = await post('social-login', { token });
      expect(res.statusCode, token).toBe(401);
      expect(expectEnvelope(res.json())).toEqual([{ code: 'invalid_credentials', message: 'The Google sign-in could not be verified. Please try again.' }]);
    }
  });

  it('accepts the short issuer form and a token that expires later by the clock', async () => {
    const token = await googleToken({ iss: 'accounts.google.com', exp: Math.floor(clock.now().getTime() / 1000) + 60 });
    expect((await post('social-login', { token })).statusCode).toBe(200);
    clock.set(new Date(clock.now().getTime() + 5 * 60_000));
    expect((await post('social-login', { token })).statusCode).toBe(401);
  });
});

describe('Google sign-in in GET config', () => {
  it('is offered with the first client id when the business wants it and a client id is configured', async () => {
    const { social_login } = (await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json();
    expect(social_login).toEqual([{ login_medium: 'google', status: true, client_id: CLIENT_ID }]);
  });

  it('is not offered when the business does not want it, client id or not', async () => {
    await t.db.updateTable('settings').set({ value: JSON.stringify([{ login_medium: 'google', status: false }]) }).where('key', '=', 'social_login').execute();
    t.app.services.config.invalidate();
    try {
      const { social_login } = (await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json();
      expect(social_login).toEqual([{ login_medium: 'google', status: false }]);
    } finally {
      await t.db.updateTable('settings').set({ value: JSON.stringify([{ login_medium: 'google', status: true }]) }).where('key', '=', 'social_login').execute();
      t.app.services.config.invalidate();
    }
  });
});

describe('Google sign-in switched off', () => {
  it('answers 503 when no client id is configured, and GET config does not offer it', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: 'POST', url: '/api/v1/auth/social-login', payload: { token: 'x.y.z' } });
      expect(res.statusCode).toBe(503);
      expect(expectEnvelope(res.json())[0]!.code).toBe('service_unavailable');
      const { social_login } = (await off.app.inject({ method: 'GET', url: '/api/v1/config' })).json();
      expect(social_login).toEqual([{ login_medium: 'google', status: false }]);
    } finally {
      await off.close();
    }
  });
});
