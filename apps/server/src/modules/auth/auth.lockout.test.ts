import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { setCustomerVerification, signUp } from '../../../test/accounts.js';
import { Clock } from '../../lib/clock.js';
import type { LogMailProvider } from './auth.mail.js';

/** Failing on purpose must not lock a customer out of their own address. */
let t: TestApp;
const clock = new Clock(SEED_NOW);
const minutes = (n: number) => n * 60_000;
const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['127.0.0.1'] }, clock);
  await setCustomerVerification(t.app, t.db, false);
});
afterAll(() => t.close());

async function account() {
  const { user, password } = await signUp(t.app);
  const attempt = (pw: string, ip: string) => t.app.inject({
    method: 'POST', url: '/api/v1/auth/login', payload: { email_or_phone: user.email, password: pw }, headers: { 'x-forwarded-for': ip },
  });
  return { user, password, attempt };
}

const retryIn = async (res: Awaited<ReturnType<TestApp['app']['inject']>>) => {
  expect(res.statusCode, res.body).toBe(429);
  return expectEnvelope(res.json())[0]!.message;
};

describe('sign-in limits per account and address', () => {
  it('refuses the pair for 1, 2, 4, 8 and then at most 15 minutes after each further failure', async () => {
    const { password, attempt } = await account();
    for (let i = 0; i < 5; i++) expect((await attempt('Wrong#pass', '10.20.0.1')).statusCode).toBe(401);
    for (const wait of [1, 2, 4, 8, 15, 15]) {
      expect(await retryIn(await attempt(password, '10.20.0.1'))).toBe(`Too many attempts. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`);
      advance(minutes(wait) - 1000);
      expect((await attempt(password, '10.20.0.1')).statusCode).toBe(429);
      advance(1000);
      expect((await attempt('Wrong#pass', '10.20.0.1')).statusCode).toBe(401);
    }
    advance(minutes(15));
    expect((await attempt(password, '10.20.0.1')).statusCode).toBe(200);
    // The success cleared the pair: five more failures before the first refusal.
    for (let i = 0; i < 4; i++) expect((await attempt('Wrong#pass', '10.20.0.1')).statusCode).toBe(401);
    expect((await attempt(password, '10.20.0.1')).statusCode).toBe(200);
  });

  it('lets the owner in from their known address while a stranger fails 50 times from elsewhere', async () => {
    const { password, attempt } = await account();
    expect((await attempt(password, '10.21.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 50; i++) expect((await attempt('Wrong#pass', `10.21.1.${Math.floor(i / 5)}`)).statusCode).toBe(401);
    expect((await attempt('Wrong#pass', '10.21.1.0')).statusCode).toBe(429);
    expect((await attempt(password, '10.21.0.1')).statusCode).toBe(200);
  });

  it('refuses new addresses after 100 failures for the account within 15 minutes, never an address that signed in', async () => {
    const { password, attempt } = await account();
    expect((await attempt(password, '10.22.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 100; i++) expect((await attempt('Wrong#pass', `10.22.1.${Math.floor(i / 5)}`)).statusCode).toBe(401);
    expect(await retryIn(await attempt(password, '10.22.2.1'))).toBe('Too many attempts. Please try again in 15 minutes.');
    const known = await attempt(password, '10.22.0.1');
    expect(known.statusCode).toBe(200);
    // A success from the known address does not reopen the ceiling for strangers.
    expect((await attempt(password, '10.22.2.1')).statusCode).toBe(429);
    advance(minutes(15) + 1000);
    expect((await attempt(password, '10.22.2.1')).statusCode).toBe(200);
  });

  it('forgets a known address 30 days after its last sign-in', async () => {
    const { password, attempt } = await account();
    expect((await attempt(password, '10.23.0.1')).statusCode).toBe(200);
    advance(minutes(30 * 24 * 60) + 1000);
    for (let i = 0; i < 100; i++) expect((await attempt('Wrong#pass', `10.23.1.${Math.floor(i / 5)}`)).statusCode).toBe(401);
    expect((await attempt(password, '10.23.0.1')).statusCode).toBe(429);
  });

  it('exempts a known address from the per-address limit of other accounts\' failures', async () => {
    const { password, attempt } = await account();
    expect((await attempt(password, '10.24.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email_or_phone: `nobody${i}@example.com`, password: 'Wrong#pass' }, headers: { 'x-forwarded-for': '10.24.0.1' } });
      expect(res.statusCode).toBe(401);
    }
    const other = await account();
    expect((await other.attempt(other.password, '10.24.0.1')).statusCode).toBe(429);
    expect((await attempt(password, '10.24.0.1')).statusCode).toBe(200);
  });
});

describe('a password reset', () => {
  it('makes its address known: the owner signs in from it past the account-wide ceiling', async () => {
    const { user, attempt } = await account();
    for (let i = 0; i < 100; i++) expect((await attempt('Wrong#pass', `10.26.1.${Math.floor(i / 5)}`)).statusCode).toBe(401);
    const ip = { 'x-forwarded-for': '10.26.0.1' };
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email_or_phone: user.email }, headers: ip })).statusCode).toBe(200);
    const mail = (t.app.services.passwordReset['deps'].mail as LogMailProvider).recent.filter((m) => m.to === user.email).at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')![1];
    const reset = await t.app.inject({
      method: 'PUT', url: '/api/v1/auth/reset-password', headers: ip,
      payload: { email_or_phone: user.email, reset_token: code, password: 'Brand#new1', confirm_password: 'Brand#new1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await attempt('Brand#new1', '10.26.0.1')).statusCode).toBe(200);
    expect((await attempt('Brand#new1', '10.26.0.2')).statusCode).toBe(429);
  });
});

describe('failed attempts told at the next sign-in', () => {
  it('answers the wrong passwords since the last sign-in once, then 0', async () => {
    const { user, password, attempt } = await account();
    const first = await attempt(password, '10.25.0.1');
    expect(first.json().failed_attempts).toBe(0);
    for (let i = 0; i < 7; i++) expect((await attempt('Wrong#pass', `10.25.1.${i}`)).statusCode).toBe(401);
    const next = await attempt(password, '10.25.0.1');
    expect(next.statusCode).toBe(200);
    expect(next.json().failed_attempts).toBe(7);
    expect((await attempt(password, '10.25.0.1')).json().failed_attempts).toBe(0);
    const row = await t.db.selectFrom('users').select('failed_logins_since_success').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.failed_logins_since_success).toBe(0);
  });
});
