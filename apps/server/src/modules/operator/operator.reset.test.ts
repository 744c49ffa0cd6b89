import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ACCOUNT_TEXTS, PROFILE_TEXTS } from '@storefront/contract';
import { createTestApp, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { staffAccount } from '../../../test/staff.js';
import { Clock } from '../../lib/clock.js';
import type { LogMailProvider } from '../auth/auth.mail.js';

let t: TestApp;
const clock = new Clock(SEED_NOW);
const advance = (minutes: number) => clock.set(new Date(clock.now().getTime() + minutes * 60_000));

beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['127.0.0.1'] }, clock);
});
afterAll(() => t.close());

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;
const post = (url: string, payload: object, ip = '10.60.0.1'): Promise<Reply> =>
  t.app.inject({ method: 'POST', url: `/api/v1/operator/auth/${url}`, payload, headers: { 'x-forwarded-for': ip } });
const mailbox = () => t.app.services.mail as LogMailProvider;
const LINK = /http:\/\/storefront\.test\/console\/reset-password\?token=([A-Za-z0-9_-]{43})\b/;
/** The token of the last link mailed to `to`. */
const mailedToken = (to: string) => LINK.exec([...mailbox().recent].reverse().find((m) => m.to === to)?.text ?? '')?.[1] as string;
const refusal = (res: Reply) => expectEnvelope(res.json())[0]!;

async function signIn(email: string, password = 'Demo#2026'): Promise<Reply> {
  return post('login', { email, password }, '10.60.9.1');
}

describe('a forgotten staff password', () => {
  it('mails a link, sets the new password with it once, signs every session out and keeps an audit entry', async () => {
    const person = await staffAccount(t, [{ role: 'manager', storeId: 1 }]);
    const sessions = [(await signIn(person.email)).json().token, (await signIn(person.email)).json().token] as string[];

    const sent = await post('forgot-password', { email: `  ${person.email.toUpperCase()} ` });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: OPERATOR_ACCOUNT_TEXTS.reset_sent });
    const mail = mailbox().recent.at(-1)!;
    expect(mail).toMatchObject({ to: person.email, subject: 'Choose a new password for the staff console' });
    expect(mail.text).toContain('It works once, for 60 minutes.');
    const token = mailedToken(person.email);
    // Only the token's SHA-256 is kept.
    const row = await t.db.selectFrom('operator_password_resets').selectAll().where('operator_id', '=', person.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ token_hash: createHash('sha256').update(token).digest('hex'), used_at: null, expires_at: new Date(clock.now().getTime() + 3_600_000).toISOString() });

    const short = await post('reset-password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(refusal(short)).toEqual({ code: 'password', message: PROFILE_TEXTS.password_too_short });

    const done = await post('reset-password', { token, password: 'Brand#new1' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: OPERATOR_ACCOUNT_TEXTS.password_changed });
    for (const old of sessions) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/console/me', headers: { authorization: `Bearer ${old}` } })).statusCode).toBe(401);
    }
    expect(refusal(await signIn(person.email)).code).toBe('invalid_credentials');
    expect((await signIn(person.email, 'Brand#new1')).statusCode).toBe(200);

    const again = await post('reset-password', { token, password: 'Other#pass1' });
    expect(again.statusCode).toBe(400);
    expect(refusal(again)).toEqual({ code: 'token', message: OPERATOR_ACCOUNT_TEXTS.reset_link_bad });
    expect((await signIn(person.email, 'Other#pass1')).statusCode).toBe(401);

    const entries = await t.db.selectFrom('audit_log').selectAll().where('operator_id', '=', person.id).execute();
    expect(entries).toMatchObject([{ action: 'account.password_reset', entity: 'operator', entity_id: String(person.id), ip: '10.60.0.1', before: null }]);
  });

  it('answers an unknown email as a known one and mails nothing', async () => {
    const before = mailbox().recent.length;
    const res = await post('forgot-password', { email: 'nobody-here@souqly.test' }, '10.60.1.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: OPERATOR_ACCOUNT_TEXTS.reset_sent });
    expect(mailbox().recent.length).toBe(before);
    expect(refusal(await post('reset-password', { token: 'x'.repeat(43), password: 'Brand#new1' })).message).toBe(OPERATOR_ACCOUNT_TEXTS.reset_link_bad);
  });

  it('lets a link work for 60 minutes, and only the newest link of an account', async () => {
    const person = await staffAccount(t, [{ role: 'manager', storeId: 1 }]);
    await post('forgot-password', { email: person.email }, '10.60.2.1');
    const older = mailedToken(person.email);
    await post('forgot-password', { email: person.email }, '10.60.2.1');
    const newer = mailedToken(person.email);
    expect(newer).not.toBe(older);
    expect(refusal(await post('reset-password', { token: older, password: 'Brand#new1' })).message).toBe(OPERATOR_ACCOUNT_TEXTS.reset_link_bad);

    advance(60);
    const late = await post('reset-password', { token: newer, password: 'Brand#new1' });
    expect(late.statusCode).toBe(400);
    expect(refusal(late).message).toBe(OPERATOR_ACCOUNT_TEXTS.reset_link_bad);
    expect((await signIn(person.email)).statusCode).toBe(200);
    expect(await t.db.selectFrom('audit_log').select('id').where('operator_id', '=', person.id).execute()).toEqual([]);

    await post('forgot-password', { email: person.email }, '10.60.2.1');
    advance(59);
    expect((await post('reset-password', { token: mailedToken(person.email), password: 'Brand#new1' })).statusCode).toBe(200);
  });

  it('limits requests per email and per address as customers\' are, whether or not the account exists', async () => {
    const { resetPerAccount } = t.config.auth.limits;
    const person = await staffAccount(t, [{ role: 'manager', storeId: 1 }]);
    for (const email of [person.email, 'nobody-else@souqly.test']) {
      for (let i = 0; i < resetPerAccount; i++) expect((await post('forgot-password', { email }, `10.60.3.${i}`)).statusCode).toBe(200);
      const over = await post('forgot-password', { email }, '10.60.3.99');
      expect(over.statusCode).toBe(429);
      expect(refusal(over).code).toBe('too_many_requests');
    }
  });
});
