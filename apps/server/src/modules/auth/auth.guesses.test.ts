import { RESET_TEXTS } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { lastTextedCode, signUp } from '../../../test/accounts.js';
import { CODE_MAX_WRONG } from './auth.codes.js';
import { takePhoneGuess } from './auth.repository.js';

/** A right texted code signs the customer in: its guesses are limited per code, even when sent at once, and per address. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['127.0.0.1'] });
});
afterAll(() => t.close());

const verify = (phone: string, otp: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-phone', payload: { phone, otp }, headers: { 'x-forwarded-for': ip } });
const otherThan = (code: string) => (code === '123456' ? '654321' : '123456');
const phoneRow = (phone: string) => t.db.selectFrom('phone_verifications').selectAll().where('phone', '=', phone).executeTakeFirst();

/** An account with a fresh texted code pending for its phone. */
async function pendingCode() {
  const { user } = await signUp(t.app);
  const sent = await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-otp', payload: { phone: user.phone } });
  expect(sent.statusCode, sent.body).toBe(200);
  return { phone: user.phone, code: lastTextedCode(t.app, user.phone) };
}

describe('guesses of one texted code sent at once', () => {
  it('are taken one by one in the database: no more than the allowance is handed out', async () => {
    const { phone } = await pendingCode();
    const used = await Promise.all(Array.from({ length: 12 }, () => takePhoneGuess(t.db, phone, CODE_MAX_WRONG)));
    expect(used.filter((n) => n !== undefined).sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await phoneRow(phone))!.attempts).toBe(CODE_MAX_WRONG);
  });

  it('spend the code once the allowance is used, so that the right code afterwards fails', async () => {
    const { phone, code } = await pendingCode();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => verify(phone, otherThan(code), `10.31.0.${i}`)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses).not.toContain(200);
    // The guess that used the last of the allowance answers 429; later ones find no code or none left.
    expect(statuses).toContain(429);
    expect(await phoneRow(phone)).toBeUndefined();
    const right = await verify(phone, code, '10.31.1.1');
    expect(right.statusCode).toBe(422);
    expect(expectEnvelope(right.json())[0]!.message).toBe(RESET_TEXTS.code_wrong);
  });
});

describe('guesses from one address', () => {
  it('are refused after 20 within 15 minutes, whichever phones they name, while other addresses go on', async () => {
    const { phone, code } = await pendingCode();
    for (let i = 0; i < 20; i++) {
      expect((await verify(`+9715599${String(i).padStart(5, '0')}`, '123456', '10.32.0.1')).statusCode).toBe(422);
    }
    const refused = await verify(phone, code, '10.32.0.1');
    expect(refused.statusCode).toBe(429);
    expect(expectEnvelope(refused.json())).toEqual([{ code: 'too_many_requests', message: 'Too many attempts. Please try again in 15 minutes.' }]);
    // The refusal came before the code was looked at: it is still whole for the customer elsewhere.
    expect((await phoneRow(phone))!.attempts).toBe(0);
    const elsewhere = await verify(phone, code, '10.32.0.2');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json()).toMatchObject({ is_phone_verified: 1 });
  });
});
