import { RESET_TEXTS } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { DEMO_CUSTOMER, lastTextedCode, setCustomerVerification, smsOutbox } from '../../../test/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['127.0.0.1'] });
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip = '10.8.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload, headers: { 'x-forwarded-for': ip } });
let n = 0;
const newAccount = () => {
  n += 1;
  return { f_name: 'Nadia', l_name: 'Verify', email: `verify-${n}@example.com`, phone: `+97155800${String(n).padStart(4, '0')}`, password: 'Secret#123' };
};
const texts = () => smsOutbox(t.app).recent.length;
const tokenCount = async (email: string) =>
  (await t.db.selectFrom('personal_access_tokens as p').innerJoin('users as u', 'u.id', 'p.user_id').select('p.id').where('u.email', '=', email).execute()).length;

describe('with customer_verification on (the seed)', () => {
  it('is answered in GET config', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json().customer_verification).toBe(true);
  });

  it('signs up without a token, asks again at sign-in, and lets the texted code finish it', async () => {
    const account = newAccount();
    const before = texts();
    const signUp = await post('sign-up', account);
    expect(signUp.statusCode, signUp.body).toBe(202);
    expect(signUp.json()).toEqual({ verification: 'phone', phone: account.phone, message: RESET_TEXTS.verify_phone, expires_in: 300 });
    expect(texts()).toBe(before + 1);
    expect(await tokenCount(account.email)).toBe(0);

    const wrong = await post('login', { email_or_phone: account.email, password: 'Wrong#pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(expectEnvelope(wrong.json())[0]!.message).toBe('Invalid credentials.');
    expect(texts()).toBe(before + 1);

    const login = await post('login', { email_or_phone: account.email, password: account.password });
    expect(login.statusCode, login.body).toBe(202);
    expect(login.json()).toEqual({ verification: 'phone', phone: account.phone, message: RESET_TEXTS.verify_phone, expires_in: 300 });
    expect(texts()).toBe(before + 2);
    expect(await tokenCount(account.email)).toBe(0);

    const verified = await post('verify-phone', { phone: account.phone, otp: lastTextedCode(t.app, account.phone) });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ is_phone_verified: 1, token: expect.any(String), user: { email: account.email } });

    const after = await post('login', { email_or_phone: account.phone, password: account.password });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().token).toEqual(expect.any(String));
    expect(texts()).toBe(before + 2);
  });

  it('lets verified accounts in at once', async () => {
    expect((await post('login', { email_or_phone: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).statusCode).toBe(200);
  });

  it('still answers 202 past the code-request limit, without texting; send-otp then answers 429', async () => {
    const account = newAccount();
    expect((await post('sign-up', account)).statusCode).toBe(202);
    // The sign-up's text was the first of the 5 a phone may have in a window.
    for (let i = 0; i < 4; i++) expect((await post('login', { email_or_phone: account.email, password: account.password })).statusCode).toBe(202);
    const sent = texts();
    const over = await post('login', { email_or_phone: account.email, password: account.password });
    expect(over.statusCode).toBe(202);
    expect(texts()).toBe(sent);
    expect((await post('send-otp', { phone: account.phone })).statusCode).toBe(429);
  });
});

describe('with customer_verification off', () => {
  beforeAll(() => setCustomerVerification(t.app, t.db, false));
  afterAll(() => setCustomerVerification(t.app, t.db, true));

  it('signs up with a token at once, texting nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json().customer_verification).toBe(false);
    const account = newAccount();
    const before = texts();
    const res = await post('sign-up', account);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ token: expect.any(String), is_phone_verified: 0 });
    expect(texts()).toBe(before);
    expect((await post('login', { email_or_phone: account.email, password: account.password })).statusCode).toBe(200);
  });
});
