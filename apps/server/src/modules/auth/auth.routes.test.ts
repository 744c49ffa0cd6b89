import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { bearer, DEMO_CUSTOMER, INACTIVE_CUSTOMER, logIn, setCustomerVerification, signUp } from '../../../test/accounts.js';
import { Clock } from '../../lib/clock.js';
import type { LogSmsProvider } from './auth.sms.js';

let t: TestApp;
const clock = new Clock(SEED_NOW);
const minutes = (n: number) => n * 60_000;
const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['127.0.0.1'] }, clock);
  // Sign-up and sign-in as they are without phone verification; auth.verification.test.ts covers it on.
  await setCustomerVerification(t.app, t.db, false);
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, headers });
const info = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(token) });

describe('POST /api/v1/auth/sign-up', () => {
  it('creates the account, answers a token and the customer, and stores only an argon2id hash', async () => {
    const res = await post('auth/sign-up', {
      f_name: ' Mona ', l_name: 'Salem', email: 'Mona@Example.com', phone: '+971 55 000 1111', password: 'Secret#123', guest_id: 'guest-abc_123',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body).toMatchObject({ is_phone_verified: 0, is_email_verified: 0, is_personal_info: 1 });
    expect(body.user).toMatchObject({ f_name: 'Mona', l_name: 'Salem', email: 'mona@example.com', phone: '+971550001111', login_medium: 'manual', order_count: 0, wallet_balance: 0, member_since_days: 0 });
    expect(body.user.ref_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(JSON.stringify(body)).not.toMatch(/argon2|password/);

    const row = await t.db.selectFrom('users').selectAll().where('email', '=', 'mona@example.com').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const token = await t.db.selectFrom('personal_access_tokens').selectAll().where('user_id', '=', row.id).executeTakeFirstOrThrow();
    expect(token.token_hash).not.toBe(body.token);
    expect(token.token_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(token.guest_id).toBe('guest-abc_123');
    expect(Date.parse(token.expires_at) - Date.parse(token.created_at)).toBe(30 * 86_400_000);
    expect((await info(body.token)).json().email).toBe('mona@example.com');
  });

  it('answers the spec texts for missing or empty fields, all at once', async () => {
    const res = await post('auth/sign-up', { f_name: '', l_name: ' ', email: 'not-an-email', phone: '', password: 'Secret#123' });
    expect(res.statusCode).toBe(400);
    const errors = expectEnvelope(res.json());
    expect(errors).toEqual(expect.arrayContaining([
      { code: 'f_name', message: 'name is required' },
      { code: 'l_name', message: 'last name required' },
      { code: 'email', message: 'Must be a valid email' },
      { code: 'phone', message: 'phone number required' },
    ]));
    const missing = await post('auth/sign-up', { password: 'Secret#123' });
    expect(missing.statusCode).toBe(400);
    expect(expectEnvelope(missing.json())).toEqual(expect.arrayContaining([
      { code: 'f_name', message: 'name is required' },
      { code: 'email', message: 'Email is required' },
    ]));
  });

  it('refuses a short password, a long email and an unknown referral code; ignores fields it does not know', async () => {
    const base = { f_name: 'A', l_name: 'B', email: 'ab@example.com', phone: '+971550002222', password: 'Secret#123' };
    const short = await post('auth/sign-up', { ...base, password: 'short' });
    expect(expectEnvelope(short.json())[0]).toEqual({ code: 'password', message: 'Password must be at least 8 characters.' });
    const long = await post('auth/sign-up', { ...base, email: `${'a'.repeat(250)}@example.com` });
    expect(long.statusCode).toBe(400);
    expect(expectEnvelope(long.json())[0]!.code).toBe('email');
    const ref = await post('auth/sign-up', { ...base, ref_code: 'NOPE1234' });
    expect(expectEnvelope(ref.json())[0]).toEqual({ code: 'ref_code', message: 'Referral code is not valid.' });
    // The sign-up form's own fields (confirmation, terms box) and anything else unknown are dropped, not stored.
    const extra = await post('auth/sign-up', { ...base, confirm_password: base.password, tandc: true, is_admin: true, guest_id: null, ref_code: '' });
    expect(extra.statusCode, extra.body).toBe(200);
    expect(extra.json().user).toMatchObject({ email: base.email, f_name: 'A' });
  });

  it('answers 409 for an email or phone already registered, whatever its case or spacing', async () => {
    const email = await post('auth/sign-up', { f_name: 'A', l_name: 'B', email: 'CUSTOMER@souqly.test', phone: '+971550003333', password: 'Secret#123' });
    expect(email.statusCode).toBe(409);
    expect(expectEnvelope(email.json())[0]).toEqual({ code: 'conflict', message: 'This email is already registered. Please sign in instead.' });
    const phone = await post('auth/sign-up', { f_name: 'A', l_name: 'B', email: 'fresh@example.com', phone: '00971 50 123 4567', password: 'Secret#123' });
    expect(phone.statusCode).toBe(409);
    expect(expectEnvelope(phone.json())[0]!.message).toMatch(/phone number is already registered/);
  });

  it('records who referred the new customer', async () => {
    const referrer = await t.db.selectFrom('users').select(['id', 'ref_code']).where('email', '=', DEMO_CUSTOMER.email).executeTakeFirstOrThrow();
    const { user } = await signUp(t.app, { ref_code: referrer.ref_code.toLowerCase() });
    const row = await t.db.selectFrom('users').select('ref_by').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.ref_by).toBe(referrer.id);
  });
});

describe('POST /api/v1/auth/login', () => {
  it('signs in by email, by phone in any spelling, and in the spec client\'s {email}/{phone} forms', async () => {
    for (const payload of [
      { email_or_phone: 'Customer@Souqly.test', password: DEMO_CUSTOMER.password },
      { email_or_phone: '+971 50 123 4567', password: DEMO_CUSTOMER.password, field_type: 'phone', login_type: 'manual' },
      { phone: '00971501234567', password: DEMO_CUSTOMER.password },
      { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, guest_id: 'g1' },
    ]) {
      const res = await post('auth/login', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ is_phone_verified: 1, is_email_verified: 1, is_personal_info: 1 });
      expect(body.user).toMatchObject({ email: DEMO_CUSTOMER.email, f_name: 'Sara', wallet_balance: 250, loyalty_point: 120, member_since_days: 90 });
    }
  });

  it("takes the public client's sign-in form: phone with its plus, password, the terms box and whatever guest id it holds", async () => {
    const guest = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json().guest_id as string;
    for (const guest_id of [null, '', 'undefined', guest]) {
      const payload = { phone: DEMO_CUSTOMER.phone, password: DEMO_CUSTOMER.password, tandc: guest_id === null, guest_id };
      const res = await post('auth/login', payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(200);
      expect(res.json().user).toMatchObject({ email: DEMO_CUSTOMER.email });
    }
    // The form's fields stay checked: a wrong password is still refused, and so is a form without its password.
    expect((await post('auth/login', { phone: DEMO_CUSTOMER.phone, password: 'Wrong#2026', tandc: true, guest_id: null })).statusCode).toBe(401);
    expect((await post('auth/login', { phone: DEMO_CUSTOMER.phone, tandc: true, guest_id: null })).statusCode).toBe(400);
  });

  it('answers the same 401 for an unknown account and a wrong password', async () => {
    const unknown = await post('auth/login', { email_or_phone: 'nobody@souqly.test', password: 'Whatever#1' }, { 'x-forwarded-for': '10.0.0.1' });
    const wrong = await post('auth/login', { email_or_phone: DEMO_CUSTOMER.email, password: 'Wrong#2026' }, { 'x-forwarded-for': '10.0.0.1' });
    const unknownPhone = await post('auth/login', { email_or_phone: '+971559999999', password: 'Whatever#1' }, { 'x-forwarded-for': '10.0.0.1' });
    for (const res of [unknown, wrong, unknownPhone]) {
      expect(res.statusCode).toBe(401);
      expect(expectEnvelope(res.json())).toEqual([{ code: 'invalid_credentials', message: 'Invalid credentials.' }]);
    }
  });

  it('answers 401 "Your account is inactive" for an inactive account with the right password', async () => {
    const res = await post('auth/login', { email_or_phone: INACTIVE_CUSTOMER.email, password: INACTIVE_CUSTOMER.password });
    expect(res.statusCode).toBe(401);
    expect(expectEnvelope(res.json())).toEqual([{ code: 'account_inactive', message: 'Your account is inactive' }]);
  });

  it('asks for an account name when none is given', async () => {
    const res = await post('auth/login', { password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res.json())[0]!.code).toBe('email_or_phone');
  });
});

describe('rate limits', () => {
  it('answers 429 after 5 wrong passwords from one address, for that address only, then lets it in once the refusal passes', async () => {
    const { user, password } = await signUp(t.app);
    const attempt = (pw: string, ip = '10.1.0.1') => post('auth/login', { email_or_phone: user.email, password: pw }, { 'x-forwarded-for': ip });
    for (let i = 0; i < 5; i++) expect((await attempt('Wrong#pass')).statusCode).toBe(401);
    const blocked = await attempt(password);
    expect(blocked.statusCode).toBe(429);
    expect(expectEnvelope(blocked.json())).toEqual([{ code: 'too_many_requests', message: 'Too many attempts. Please try again in 1 minute.' }]);
    // Five failures from one address lock nobody else out.
    expect((await attempt(password, '10.1.0.2')).statusCode).toBe(200);
    advance(minutes(1) + 1000);
    expect((await attempt(password)).statusCode).toBe(200);
  });

  it('clears an account\'s failures on a successful sign-in', async () => {
    const { user, password } = await signUp(t.app);
    const attempt = (pw: string) => post('auth/login', { email_or_phone: user.phone, password: pw }, { 'x-forwarded-for': '10.2.0.1' });
    for (let i = 0; i < 4; i++) expect((await attempt('Wrong#pass')).statusCode).toBe(401);
    expect((await attempt(password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('Wrong#pass')).statusCode).toBe(401);
    expect((await attempt(password)).statusCode).toBe(200);
  });

  it('limits failures per client address across accounts', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await post('auth/login', { email_or_phone: `nobody${i}@example.com`, password: 'Wrong#pass' }, { 'x-forwarded-for': '10.3.0.1' });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post('auth/login', { email_or_phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }, { 'x-forwarded-for': '10.3.0.1' });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await post('auth/login', { email_or_phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }, { 'x-forwarded-for': '10.3.0.2' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits sign-up attempts per email', async () => {
    // A fresh window: the sign-up tests above named the demo account's email too.
    advance(minutes(15) + 1000);
    const payload = { f_name: 'A', l_name: 'B', email: 'limit@example.com', phone: 'bad', password: 'Secret#123' };
    // Invalid phones fail before counting; duplicate emails count.
    expect((await post('auth/sign-up', payload)).statusCode).toBe(400);
    const taken = { ...payload, email: DEMO_CUSTOMER.email, phone: '+971550004444' };
    for (let i = 0; i < 5; i++) expect((await post('auth/sign-up', taken, { 'x-forwarded-for': `10.4.0.${i}` })).statusCode).toBe(409);
    expect((await post('auth/sign-up', taken, { 'x-forwarded-for': '10.4.0.9' })).statusCode).toBe(429);
  });
});

describe('bearer tokens', () => {
  it('answers 401 "You are not logged in" without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/customer/info' });
    expect(res.statusCode).toBe(401);
    expect(expectEnvelope(res.json())).toEqual([{ code: 'unauthenticated', message: 'You are not logged in' }]);
  });

  it('answers 401 token_expired for an unknown or malformed token', async () => {
    for (const token of ['x'.repeat(43), 'garbage', 'a.b.c']) {
      const res = await info(token);
      expect(res.statusCode).toBe(401);
      expect(expectEnvelope(res.json())).toEqual([{ code: 'token_expired', message: 'Your token has been expired' }]);
    }
  });

  it('revokes the token on logout; the other sessions stay', async () => {
    const first = await logIn(t.app);
    const second = await logIn(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(first) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logout successful.' });
    expect(expectEnvelope((await info(first)).json())[0]!.code).toBe('token_expired');
    expect((await info(second)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(first) })).statusCode).toBe(401);
  });

  it('expires a token after 30 days', async () => {
    const token = await logIn(t.app);
    advance(29 * 86_400_000);
    expect((await info(token)).statusCode).toBe(200);
    advance(86_400_000 + 1000);
    const res = await info(token);
    expect(res.statusCode).toBe(401);
    expect(expectEnvelope(res.json())[0]!.message).toBe('Your token has been expired');
  });

  it('answers 401 "Your account is inactive" once the account is switched off', async () => {
    const { token, user } = await signUp(t.app);
    await t.db.updateTable('users').set({ status: 0 }).where('id', '=', user.id).execute();
    const res = await info(token);
    expect(res.statusCode).toBe(401);
    expect(expectEnvelope(res.json())).toEqual([{ code: 'account_inactive', message: 'Your account is inactive' }]);
  });
});

describe('phone verification', () => {
  const sms = () => t.app.services.auth['deps'].sms as LogSmsProvider;
  const lastCode = () => /(\d{6})/.exec(sms().recent.at(-1)?.text ?? '')?.[1];

  it('texts a code to an account\'s phone and signs in with it, marking the phone verified', async () => {
    const { user } = await signUp(t.app);
    const sent = await post('auth/send-otp', { phone: user.phone });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'A verification code has been sent to your phone.', expires_in: 300 });
    const code = lastCode();
    expect(sms().recent.at(-1)!.to).toBe(user.phone);
    const row = await t.db.selectFrom('phone_verifications').selectAll().where('phone', '=', user.phone).executeTakeFirstOrThrow();
    // Kept as a SHA-256 of phone and code, never as the code (a hex digest may hold any six digits by chance).
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).toBe(createHash('sha256').update(`${user.phone}:${code}`).digest('hex'));

    const wrong = await post('auth/verify-phone', { phone: user.phone, otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    const res = await post('auth/verify-phone', { phone: user.phone, otp: code! });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_phone_verified: 1, user: { id: user.id, is_phone_verified: 1 } });
    expect((await post('auth/verify-phone', { phone: user.phone, otp: code! })).statusCode).toBe(422);
  });

  it('spends a code at the fifth wrong guess, and codes expire after 5 minutes', async () => {
    const { user } = await signUp(t.app);
    await post('auth/send-otp', { phone: user.phone });
    const code = lastCode()!;
    const other = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++) expect((await post('auth/verify-phone', { phone: user.phone, otp: other })).statusCode).toBe(422);
    const fifth = await post('auth/verify-phone', { phone: user.phone, otp: other });
    expect(fifth.statusCode).toBe(429);
    expect(expectEnvelope(fifth.json())[0]!.message).toBe('Too many wrong codes. Please ask for a new code.');
    expect((await post('auth/verify-phone', { phone: user.phone, otp: code })).statusCode).toBe(422);

    await post('auth/send-otp', { phone: user.phone });
    const fresh = lastCode()!;
    advance(minutes(5) + 1000);
    expect((await post('auth/verify-phone', { phone: user.phone, otp: fresh })).statusCode).toBe(422);
  });

  it('answers the same for a phone nobody has, without sending anything', async () => {
    const before = sms().recent.length;
    const res = await post('auth/send-otp', { phone: '+971559990000' });
    expect(res.statusCode).toBe(200);
    expect(sms().recent.length).toBe(before);
  });
});
