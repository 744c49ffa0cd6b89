import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ACCOUNT_TEXTS, type ConsoleSession, type TwoFactorSetup } from '@storefront/contract';
import { createTestApp, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { staffAccount, totpCode } from '../../../test/staff.js';
import { DEMO_TOTP_SECRET } from '../../db/seed/operators.js';
import { Clock } from '../../lib/clock.js';

let t: TestApp;
const clock = new Clock(SEED_NOW);
const advance = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));

beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['127.0.0.1'] }, clock);
});
afterAll(() => t.close());

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;
const login = (payload: object, ip = '10.40.0.1'): Promise<Reply> =>
  t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/login', payload, headers: { 'x-forwarded-for': ip } });
const call = (token: string, method: 'GET' | 'POST', path: string, payload?: object): Promise<Reply> =>
  t.app.inject({ method, url: `/api/v1/console/${path}`, headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.40.9.9' }, ...(payload ? { payload } : {}) });
/** The code an authenticator app shows `offset` seconds from now. */
const code = (offset = 0, secret = DEMO_TOTP_SECRET) => totpCode(secret, new Date(clock.now().getTime() + offset * 1000));
const refusal = (res: Reply) => expectEnvelope(res.json())[0]!;
const lastStep = async (id: number) => (await t.db.selectFrom('operators').select('totp_last_step').where('id', '=', id).executeTakeFirstOrThrow()).totp_last_step;
const stepOf = (offset = 0) => Math.floor((clock.now().getTime() / 1000 + offset) / 30);
const PASSWORD = 'Demo#2026';

describe('signing in with a second factor', () => {
  it('asks for the code after the right password, refuses a wrong one, lets the right one in once', async () => {
    const email = 'owner@souqly.test';
    const missing = await login({ email, password: PASSWORD });
    expect(missing.statusCode).toBe(401);
    expect(refusal(missing)).toEqual({ code: 'two_factor_required', message: OPERATOR_ACCOUNT_TEXTS.code_required });
    // The password is checked first: a wrong one says nothing about the code.
    expect(refusal(await login({ email, password: 'Wrong#pass1' })).code).toBe('invalid_credentials');

    const right = await code();
    const wrong = await login({ email, password: PASSWORD, code: right === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(refusal(wrong)).toEqual({ code: 'two_factor_required', message: OPERATOR_ACCOUNT_TEXTS.code_wrong });

    const ok = await login({ email, password: PASSWORD, code: right });
    expect(ok.statusCode, ok.body).toBe(200);
    const me = (await call(ok.json().token, 'GET', 'me')).json() as ConsoleSession;
    expect(me).toMatchObject({ limited: false, two_factor: { required: true, enabled: true } });

    const replayed = await login({ email, password: PASSWORD, code: right });
    expect(replayed.statusCode).toBe(401);
    expect(refusal(replayed)).toEqual({ code: 'two_factor_required', message: OPERATOR_ACCOUNT_TEXTS.code_used });
    advance(30);
    expect((await login({ email, password: PASSWORD, code: await code() })).statusCode).toBe(200);
  });

  it('accepts a code one time step either side of now, not two; a step older than the last one used is spent', async () => {
    advance(300);
    const email = 'admin@souqly.test';
    const account = await t.db.selectFrom('operators').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect((await login({ email, password: PASSWORD, code: await code(-60) }, '10.40.1.1')).statusCode).toBe(401);
    expect((await login({ email, password: PASSWORD, code: await code(30) }, '10.40.1.1')).statusCode).toBe(200);
    expect(await lastStep(account.id)).toBe(stepOf(30));
    // Now's code belongs to an earlier step than the one just used.
    expect(refusal(await login({ email, password: PASSWORD, code: await code() }, '10.40.1.1')).message).toBe(OPERATOR_ACCOUNT_TEXTS.code_used);
    // Three steps on, the step before now is later than the one used.
    advance(90);
    expect((await login({ email, password: PASSWORD, code: await code(-30) }, '10.40.1.1')).statusCode).toBe(200);
    expect(await lastStep(account.id)).toBe(stepOf(-30));
  });

  it('counts wrong codes with wrong passwords, and locks out after the customers\' limit; a missing code does not count', async () => {
    advance(300);
    const { email } = await staffAccount(t, [{ role: 'admin', storeId: null }], { totpSecret: DEMO_TOTP_SECRET });
    for (let i = 0; i < 10; i++) expect((await login({ email, password: PASSWORD }, '10.40.2.1')).statusCode).toBe(401);
    expect((await login({ email, password: PASSWORD, code: await code() }, '10.40.2.1')).statusCode).toBe(200);

    advance(30);
    const wrong = (await code()) === '000000' ? '111111' : '000000';
    expect(t.config.auth.limits.loginPerPair).toBe(5);
    for (let i = 0; i < 2; i++) expect(refusal(await login({ email, password: 'Wrong#pass1' }, '10.40.2.1')).code).toBe('invalid_credentials');
    for (let i = 0; i < 3; i++) expect(refusal(await login({ email, password: PASSWORD, code: wrong }, '10.40.2.1')).message).toBe(OPERATOR_ACCOUNT_TEXTS.code_wrong);
    const locked = await login({ email, password: PASSWORD, code: await code() }, '10.40.2.1');
    expect(locked.statusCode).toBe(429);
    expect(refusal(locked).message).toBe('Too many attempts. Please try again in 1 minute.');
    advance(60);
    expect((await login({ email, password: PASSWORD, code: await code() }, '10.40.2.1')).statusCode).toBe(200);
  });

  it('signs an account whose roles do not need a second factor fully in with the password', async () => {
    const { email } = await staffAccount(t, [{ role: 'manager', storeId: 1 }]);
    const res = await login({ email, password: PASSWORD }, '10.40.3.1');
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(res.json().token, 'GET', 'me')).json()).toMatchObject({ limited: false, two_factor: { required: false, enabled: false } });
    expect((await call(res.json().token, 'GET', 'stores/1/orders')).statusCode).toBe(200);
  });
});

describe('setting the second factor up', () => {
  it('gives a limited session to an owner without one, which opens only the set-up until a code confirms it', async () => {
    advance(300);
    const owner = await staffAccount(t, [{ role: 'owner', storeId: 1 }]);
    const first = await login({ email: owner.email, password: PASSWORD }, '10.40.4.1');
    const other = await login({ email: owner.email, password: PASSWORD }, '10.40.4.2');
    expect(first.statusCode, first.body).toBe(200);
    const token = first.json().token as string;
    expect((await call(token, 'GET', 'me')).json()).toMatchObject({ limited: true, two_factor: { required: true, enabled: false } });
    const refused = await call(token, 'GET', 'stores/1/orders');
    expect(refused.statusCode).toBe(403);
    expect(refusal(refused)).toEqual({ code: 'two_factor_setup_required', message: 'Set up two-factor sign-in first' });
    // Nor does the operator API let the store's orders be seen or moved meanwhile.
    const operatorApi = await t.app.inject({ url: '/api/v1/operator/store/orders', headers: { authorization: `Bearer ${token}` } });
    expect(operatorApi.statusCode).toBe(403);
    expect(refusal(operatorApi).code).toBe('two_factor_setup_required');
    expect((await call(token, 'GET', 'sessions')).statusCode).toBe(200);

    const early = await call(token, 'POST', 'two-factor/confirm', { code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(refusal(early).message).toBe(OPERATOR_ACCOUNT_TEXTS.two_factor_not_started);

    const setup = await call(token, 'POST', 'two-factor/setup');
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauth_url } = setup.json() as TwoFactorSetup;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url.startsWith(`otpauth://totp/Souqly:${encodeURIComponent(owner.email)}?`), otpauth_url).toBe(true);
    const url = new URL(otpauth_url);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Souqly');
    const kept = await t.db.selectFrom('operators').select(['totp_secret', 'totp_enabled_at']).where('id', '=', owner.id).executeTakeFirstOrThrow();
    expect(kept).toEqual({ totp_secret: secret, totp_enabled_at: null });

    const right = await code(0, secret);
    const wrong = await call(token, 'POST', 'two-factor/confirm', { code: right === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(refusal(wrong)).toEqual({ code: 'code', message: OPERATOR_ACCOUNT_TEXTS.code_wrong });
    expect((await call(token, 'GET', 'stores/1/orders')).statusCode).toBe(403);

    const confirmed = await call(token, 'POST', 'two-factor/confirm', { code: right });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ limited: false, two_factor: { required: true, enabled: true }, operator: { id: owner.id } });
    expect((await call(token, 'GET', 'stores/1/orders')).statusCode).toBe(200);
    // The other session proved only the password: it is signed out.
    expect((await call(other.json().token, 'GET', 'me')).statusCode).toBe(401);

    const entries = await t.db.selectFrom('audit_log').selectAll().where('operator_id', '=', owner.id).execute();
    expect(entries).toMatchObject([{ action: 'account.two_factor_on', entity: 'operator', entity_id: String(owner.id), store_id: null, ip: '10.40.9.9' }]);
    expect(JSON.parse(entries[0]!.after!)).toEqual({ two_factor: true });

    const again = await call(token, 'POST', 'two-factor/setup');
    expect(again.statusCode).toBe(409);
    expect(refusal(again).message).toBe(OPERATOR_ACCOUNT_TEXTS.two_factor_on_already);
    expect((await call(token, 'POST', 'two-factor/confirm', { code: right })).statusCode).toBe(409);

    // From now on the code is asked for; the one that confirmed the set-up is spent.
    expect(refusal(await login({ email: owner.email, password: PASSWORD }, '10.40.4.1')).message).toBe(OPERATOR_ACCOUNT_TEXTS.code_required);
    expect(refusal(await login({ email: owner.email, password: PASSWORD, code: right }, '10.40.4.1')).message).toBe(OPERATOR_ACCOUNT_TEXTS.code_used);
    advance(30);
    const full = await login({ email: owner.email, password: PASSWORD, code: await code(0, secret) }, '10.40.4.1');
    expect(full.statusCode).toBe(200);
    expect((await call(full.json().token, 'GET', 'me')).json()).toMatchObject({ limited: false });
  });

  it('names the business as the issuer; a new set-up replaces the secret of the one before', async () => {
    await t.db.updateTable('settings').set({ value: JSON.stringify('Souqly Express') }).where('key', '=', 'business_name').execute();
    t.app.services.config.invalidate();
    const person = await staffAccount(t, [{ role: 'manager', storeId: 1 }]);
    const token = (await login({ email: person.email, password: PASSWORD }, '10.40.5.1')).json().token as string;
    const first = (await call(token, 'POST', 'two-factor/setup')).json() as TwoFactorSetup;
    expect(new URL(first.otpauth_url).searchParams.get('issuer')).toBe('Souqly Express');
    const second = (await call(token, 'POST', 'two-factor/setup')).json() as TwoFactorSetup;
    expect(second.secret).not.toBe(first.secret);
    expect((await call(token, 'POST', 'two-factor/confirm', { code: await code(0, first.secret) })).statusCode).toBe(400);
    expect((await call(token, 'POST', 'two-factor/confirm', { code: await code(0, second.secret) })).statusCode).toBe(200);
  });
});
