import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ACCOUNT_TEXTS, type StaffSessionList } from '@storefront/contract';
import { createTestApp, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { staffAccount } from '../../../test/staff.js';
import { Clock } from '../../lib/clock.js';

let t: TestApp;
const clock = new Clock(SEED_NOW);
const advance = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));
const iso = (seconds = 0) => new Date(clock.now().getTime() + seconds * 1000).toISOString();

beforeAll(async () => {
  t = await createTestApp({ trustProxy: ['127.0.0.1'] }, clock);
});
afterAll(() => t.close());

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;

async function signIn(email: string, ip: string, userAgent: string): Promise<{ token: string; id: number }> {
  const res = await t.app.inject({
    method: 'POST', url: '/api/v1/operator/auth/login', payload: { email, password: 'Demo#2026' }, headers: { 'x-forwarded-for': ip, 'user-agent': userAgent },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().token as string;
  const row = await t.db.selectFrom('operator_tokens').select('id').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  return { token, id: row.id };
}

const call = (token: string, method: 'GET' | 'DELETE', path: string): Promise<Reply> =>
  t.app.inject({ method, url: `/api/v1/console/${path}`, headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '10.50.9.9' } });
const lastUsed = async (id: number) => (await t.db.selectFrom('operator_tokens').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow()).last_used_at;

describe('a person\'s sessions', () => {
  it('lists the live ones newest first, with device, address and last use, the current one marked', async () => {
    const person = await staffAccount(t, [{ role: 'manager', storeId: 1 }]);
    const phone = await signIn(person.email, '10.50.0.1', 'Phone/1.0');
    const phoneAt = iso();
    advance(60);
    const gone = await signIn(person.email, '10.50.0.3', 'Old/1.0');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/logout', headers: { authorization: `Bearer ${gone.token}` } })).statusCode).toBe(200);
    const laptop = await signIn(person.email, '10.50.0.2', 'Laptop/2.0');
    const laptopAt = iso();
    // One that expired, and another person's: neither is listed.
    await t.db.updateTable('operator_tokens').set({ expires_at: iso(-1) }).where('id', '=', (await signIn(person.email, '10.50.0.4', 'Expired/1')).id).execute();
    await signIn((await staffAccount(t, [{ role: 'manager', storeId: 1 }])).email, '10.50.0.5', 'Someone/1');

    const res = await call(laptop.token, 'GET', 'sessions');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as StaffSessionList).sessions).toEqual([
      { id: laptop.id, created_at: laptopAt, last_used_at: laptopAt, user_agent: 'Laptop/2.0', ip: '10.50.0.2', current: true },
      { id: phone.id, created_at: phoneAt, last_used_at: phoneAt, user_agent: 'Phone/1.0', ip: '10.50.0.1', current: false },
    ]);
    expect((await call(phone.token, 'GET', 'sessions')).json().sessions.map((s: { current: boolean }) => s.current)).toEqual([false, true]);
  });

  it('writes a session\'s last use at most once in 5 minutes', async () => {
    const person = await staffAccount(t, [{ role: 'manager', storeId: 1 }]);
    const session = await signIn(person.email, '10.50.1.1', 'Phone/1.0');
    const signedInAt = iso();
    advance(299);
    expect((await call(session.token, 'GET', 'me')).statusCode).toBe(200);
    expect(await lastUsed(session.id)).toBe(signedInAt);
    advance(2);
    expect((await call(session.token, 'GET', 'me')).statusCode).toBe(200);
    const touched = iso();
    expect(await lastUsed(session.id)).toBe(touched);
    advance(60);
    expect((await call(session.token, 'GET', 'me')).statusCode).toBe(200);
    expect(await lastUsed(session.id)).toBe(touched);
  });

  it('signs out one of the person\'s own sessions with an audit entry; another person\'s is not found; the current one signs out', async () => {
    const person = await staffAccount(t, [{ role: 'manager', storeId: 1 }]);
    const phone = await signIn(person.email, '10.50.2.1', 'Phone/1.0');
    const laptop = await signIn(person.email, '10.50.2.2', 'Laptop/2.0');
    const other = await staffAccount(t, [{ role: 'manager', storeId: 2 }]);
    const stranger = await signIn(other.email, '10.50.2.3', 'Other/1');

    const out = await call(laptop.token, 'DELETE', `sessions/${phone.id}`);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ message: OPERATOR_ACCOUNT_TEXTS.session_ended });
    expect((await call(phone.token, 'GET', 'me')).statusCode).toBe(401);
    expect((await call(laptop.token, 'GET', 'sessions')).json().sessions.map((s: { id: number }) => s.id)).toEqual([laptop.id]);
    // Twice: it is no longer there.
    expect((await call(laptop.token, 'DELETE', `sessions/${phone.id}`)).statusCode).toBe(404);

    const theirs = await call(laptop.token, 'DELETE', `sessions/${stranger.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(expectEnvelope(theirs.json())[0]).toEqual({ code: 'not_found', message: OPERATOR_ACCOUNT_TEXTS.session_not_found });
    expect((await call(stranger.token, 'GET', 'me')).statusCode).toBe(200);
    expect((await call(laptop.token, 'DELETE', 'sessions/999999')).statusCode).toBe(404);

    expect((await call(laptop.token, 'DELETE', `sessions/${laptop.id}`)).statusCode).toBe(200);
    expect((await call(laptop.token, 'GET', 'me')).statusCode).toBe(401);

    const entries = await t.db.selectFrom('audit_log').selectAll().where('operator_id', '=', person.id).orderBy('id').execute();
    expect(entries.map((e) => [e.action, e.entity, e.entity_id, e.ip])).toEqual([
      ['account.session_revoked', 'operator', String(person.id), '10.50.9.9'],
      ['account.session_revoked', 'operator', String(person.id), '10.50.9.9'],
    ]);
    expect(entries.map((e) => JSON.parse(e.after!))).toEqual([{ session_id: phone.id, signed_in: false }, { session_id: laptop.id, signed_in: false }]);
    // The refused attempts wrote nothing.
    expect(await t.db.selectFrom('audit_log').select('id').where('operator_id', '=', other.id).execute()).toEqual([]);
  });
});
