import { createHash } from 'node:crypto';
import { RESET_TEXTS } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { bearer, logIn, signUp, smsOutbox } from '../../../test/accounts.js';
import { Clock } from '../../lib/clock.js';
import type { LogMailProvider } from './auth.mail.js';

let t: TestApp;
const clock = new Clock(SEED_NOW);
const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['127.0.0.1'] }, clock);
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}`, payload, headers: { 'x-forwarded-for': ip } });
const resetPassword = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/v1/auth/reset-password', payload });
const mailbox = () => t.app.services.passwordReset['deps'].mail as LogMailProvider;
const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? '')?.[1] as string;
const mailedCode = (to: string) => codeIn([...mailbox().recent].reverse().find((m) => m.to === to)?.text);
const textedCode = (to: string) => codeIn([...smsOutbox(t.app).recent].reverse().find((m) => m.to === to)?.text);
const otherThan = (code: string) => (code === '123456' ? '654321' : '123456');
const resetCount = async () => (await t.db.selectFrom('password_resets').select('user_id').execute()).length;
const resetRow = (userId: number) => t.db.selectFrom('password_resets').selectAll().where('user_id', '=', userId).executeTakeFirst();

describe('forgotten password by email', () => {
  it('mails a code, checks it without spending it, sets the new password and signs every device out', async () => {
    const { user, token, password } = await signUp(t.app);
    const other = await logIn(t.app, user.email, password);

    const sent = await post('forgot-password', { email_or_phone: ` ${user.email.toUpperCase()} ` });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: RESET_TEXTS.code_sent, channel: 'email', expires_in: 600 });
    const mail = mailbox().recent.at(-1)!;
    expect(mail).toMatchObject({ to: user.email, subject: 'Your password reset code' });
    expect(mail.text).toContain('It expires in 10 minutes.');
    const code = mailedCode(user.email);
    const row = (await resetRow(user.id))!;
    expect(row).toMatchObject({ channel: 'email', attempts: 0 });
    // Kept as the SHA-256 of the account, the address and the code, never as the code (a hex digest may hold any six digits by chance).
    expect(row.code_hash).toBe(createHash('sha256').update(`reset:${user.id}:email:${user.email}:${code}`).digest('hex'));

    for (let i = 0; i < 2; i++) {
      const checked = await post('verify-token', { email_or_phone: user.email, reset_token: code });
      expect(checked.statusCode, checked.body).toBe(200);
      expect(checked.json()).toEqual({ message: RESET_TEXTS.code_right });
    }

    const mismatch = await resetPassword({ email_or_phone: user.email, reset_token: code, password: 'Brand#new1', confirm_password: 'Brand#new2' });
    expect(mismatch.statusCode).toBe(400);
    expect(expectEnvelope(mismatch.json()).map((e) => e.code)).toEqual(['confirm_password']);

    const res = await resetPassword({ email_or_phone: user.email, reset_token: code, password: 'Brand#new1', confirm_password: 'Brand#new1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: RESET_TEXTS.password_changed });

    for (const old of [token, other]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/customer/info', headers: bearer(old) })).statusCode).toBe(401);
    }
    expect((await post('login', { email_or_phone: user.email, password })).statusCode).toBe(401);
    expect((await post('login', { email_or_phone: user.email, password: 'Brand#new1' })).statusCode).toBe(200);
    const account = await t.db.selectFrom('users').select(['is_email_verified']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(account.is_email_verified).toBe(1);

    const reused = await resetPassword({ email_or_phone: user.email, reset_token: code, password: 'Other#pass1', confirm_password: 'Other#pass1' });
    expect(reused.statusCode).toBe(422);
    expect(expectEnvelope(reused.json())[0]).toEqual({ code: 'business_rule', message: RESET_TEXTS.code_wrong });
    expect(await resetRow(user.id)).toBeUndefined();
  });

  it('refuses a wrong code and an expired one', async () => {
    const { user } = await signUp(t.app);
    await post('forgot-password', { email_or_phone: user.email });
    const code = mailedCode(user.email);
    const wrong = await post('verify-token', { email_or_phone: user.email, reset_token: otherThan(code) });
    expect(wrong.statusCode).toBe(422);
    expect(expectEnvelope(wrong.json())[0]!.message).toBe(RESET_TEXTS.code_wrong);
    const wrongReset = await resetPassword({ email_or_phone: user.email, reset_token: otherThan(code), password: 'Brand#new1', confirm_password: 'Brand#new1' });
    expect(wrongReset.statusCode).toBe(422);

    advance(10 * 60_000 + 1000);
    expect((await post('verify-token', { email_or_phone: user.email, reset_token: code })).statusCode).toBe(422);
    const late = await resetPassword({ email_or_phone: user.email, reset_token: code, password: 'Brand#new1', confirm_password: 'Brand#new1' });
    expect(late.statusCode).toBe(422);
  });

  it('spends the code at the fifth wrong guess', async () => {
    const { user } = await signUp(t.app);
    await post('forgot-password', { email_or_phone: user.email });
    const code = mailedCode(user.email);
    for (let i = 0; i < 4; i++) expect((await post('verify-token', { email_or_phone: user.email, reset_token: otherThan(code) })).statusCode).toBe(422);
    const fifth = await post('verify-token', { email_or_phone: user.email, reset_token: otherThan(code) });
    expect(fifth.statusCode).toBe(429);
    expect(expectEnvelope(fifth.json())[0]!.message).toBe(RESET_TEXTS.too_many_codes);
    expect((await post('verify-token', { email_or_phone: user.email, reset_token: code })).statusCode).toBe(422);
    expect(await resetRow(user.id)).toBeUndefined();
  });

  it('lets right guesses through without using up the allowance', async () => {
    const { user } = await signUp(t.app);
    await post('forgot-password', { email_or_phone: user.email });
    const code = mailedCode(user.email);
    for (let i = 0; i < 4; i++) await post('verify-token', { email_or_phone: user.email, reset_token: otherThan(code) });
    for (let i = 0; i < 3; i++) expect((await post('verify-token', { email_or_phone: user.email, reset_token: code })).statusCode).toBe(200);
    expect((await resetRow(user.id))!.attempts).toBe(4);
  });
});

describe('forgotten password by phone', () => {
  it('texts the code, and the reset marks the phone verified', async () => {
    const { user, password } = await signUp(t.app);
    await t.db.updateTable('users').set({ is_phone_verified: 0 }).where('id', '=', user.id).execute();
    const mails = mailbox().recent.length;
    const spelled = `00${user.phone.slice(1, 4)} ${user.phone.slice(4)}`;
    const sent = await post('forgot-password', { email_or_phone: spelled });
    expect(sent.json()).toEqual({ message: RESET_TEXTS.code_sent, channel: 'phone', expires_in: 600 });
    expect(mailbox().recent.length).toBe(mails);
    const text = smsOutbox(t.app).recent.at(-1)!;
    expect(text.to).toBe(user.phone);
    expect(text.text).toContain('It expires in 10 minutes.');
    const code = textedCode(user.phone);
    // The code proves the phone, not the mailbox: asked by email it is no code at all.
    expect((await post('verify-token', { email_or_phone: user.email, reset_token: code })).statusCode).toBe(422);
    const res = await resetPassword({ email_or_phone: user.phone, reset_token: code, password: 'Phone#new1', confirm_password: 'Phone#new1' });
    expect(res.statusCode, res.body).toBe(200);
    const account = await t.db.selectFrom('users').select(['is_phone_verified', 'is_email_verified']).where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(account).toEqual({ is_phone_verified: 1, is_email_verified: 0 });
    expect((await post('login', { email_or_phone: user.phone, password })).statusCode).toBe(401);
    expect((await post('login', { email_or_phone: user.phone, password: 'Phone#new1' })).statusCode).toBe(200);
  });

  it('answers 400 for something that is neither an email nor a phone', async () => {
    for (const email_or_phone of ['12ab', '']) {
      const res = await post('forgot-password', { email_or_phone });
      expect(res.statusCode).toBe(400);
      expect(expectEnvelope(res.json())[0]!.code).toBe('email_or_phone');
    }
  });
});

describe('forgotten password for an account that cannot reset one', () => {
  it('answers an unknown email or phone exactly as a known one, and sends nothing', async () => {
    const { user } = await signUp(t.app);
    for (const [known, unknown] of [[user.email, 'nobody-here@example.com'], [user.phone, '+971559876543']] as const) {
      const mails = mailbox().recent.length;
      const texts = smsOutbox(t.app).recent.length;
      const a = await post('forgot-password', { email_or_phone: known });
      const sentSomething = mailbox().recent.length + smsOutbox(t.app).recent.length;
      expect(sentSomething).toBe(mails + texts + 1);
      const stored = await resetCount();
      const b = await post('forgot-password', { email_or_phone: unknown });
      expect(await resetCount()).toBe(stored);
      expect([b.statusCode, b.body]).toEqual([a.statusCode, a.body]);
      expect(mailbox().recent.length + smsOutbox(t.app).recent.length).toBe(sentSomething);
      const check = await post('verify-token', { email_or_phone: unknown, reset_token: '123456' });
      expect(check.statusCode).toBe(422);
    }
  });

  it('sends no code to a Google account, which has no password', async () => {
    const { user } = await signUp(t.app);
    await t.db.updateTable('users').set({ login_medium: 'google', social_id: `google-${user.id}`, password_hash: null }).where('id', '=', user.id).execute();
    const mails = mailbox().recent.length;
    const res = await post('forgot-password', { email_or_phone: user.email });
    expect(res.json()).toEqual({ message: RESET_TEXTS.code_sent, channel: 'email', expires_in: 600 });
    expect(mailbox().recent.length).toBe(mails);
    expect(await resetRow(user.id)).toBeUndefined();
  });

  it('limits code requests per email or phone, known or not, and per address', async () => {
    for (let i = 0; i < 5; i++) expect((await post('forgot-password', { email_or_phone: 'limit@example.com' }, `10.9.1.${i}`)).statusCode).toBe(200);
    const over = await post('forgot-password', { email_or_phone: 'limit@example.com' }, '10.9.1.9');
    expect(over.statusCode).toBe(429);
    expectEnvelope(over.json());

    for (let i = 0; i < 20; i++) expect((await post('forgot-password', { email_or_phone: `many-${i}@example.com` }, '10.9.2.1')).statusCode).toBe(200);
    expect((await post('forgot-password', { email_or_phone: 'one-more@example.com' }, '10.9.2.1')).statusCode).toBe(429);
  });
});

describe('code guesses from one address', () => {
  it('are refused after 20 within 15 minutes across accounts, before any code is looked at, while the owner goes on elsewhere', async () => {
    const { user } = await signUp(t.app);
    await post('forgot-password', { email_or_phone: user.email }, '10.9.3.1');
    const code = mailedCode(user.email);
    for (let i = 0; i < 20; i++) {
      expect((await post('verify-token', { email_or_phone: `guess-${i}@example.com`, reset_token: '123456' }, '10.9.3.2')).statusCode).toBe(422);
    }
    const refused = await post('verify-token', { email_or_phone: user.email, reset_token: code }, '10.9.3.2');
    expect(refused.statusCode).toBe(429);
    expect(expectEnvelope(refused.json())[0]!.code).toBe('too_many_requests');
    expect((await resetRow(user.id))!.attempts).toBe(0);
    expect((await post('verify-token', { email_or_phone: user.email, reset_token: code }, '10.9.3.3')).statusCode).toBe(200);
  });
});

describe('two resets with one code', () => {
  it('lets only one of them through', async () => {
    const { user } = await signUp(t.app);
    await post('forgot-password', { email_or_phone: user.email });
    const code = mailedCode(user.email);
    const both = await Promise.all(['First#pass1', 'Second#pass2'].map((p) =>
      resetPassword({ email_or_phone: user.email, reset_token: code, password: p, confirm_password: p })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });
});
