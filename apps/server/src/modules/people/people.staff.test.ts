import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { staffAccount, staffSession, type StaffSession } from '../../../test/staff.js';
import type { LogMailProvider } from '../auth/auth.mail.js';

let t: TestApp;
let admin: StaffSession;
let storeId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  storeId = (await t.db.selectFrom('stores').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const LINK = /http:\/\/storefront\.test\/console\/reset-password\?token=([A-Za-z0-9_-]{43})\b/;
const mailTo = (email: string) => [...(t.app.services.mail as LogMailProvider).recent].reverse().find((m) => m.to === email);
const operatorAuth = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/operator/auth/${url}`, payload, headers: { 'x-forwarded-for': '10.61.0.1' } });
const me = (s: StaffSession) => s.call('GET', 'me');
const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'operator').where('entity_id', '=', String(id)).orderBy('id').execute();
let invited = 0;
const invite = (roles: object[], as = admin) => as.call('POST', 'staff', { email: `New.Person${++invited}@Example.com`, f_name: 'New', l_name: 'Person', roles });

describe('staff in the console', () => {
  it('invites a member with roles: mailed a link to choose a password, then signs in holding those roles', async () => {
    const res = await invite([{ role: 'support' }, { role: 'manager', store_id: storeId }]);
    expect(res.statusCode, res.body).toBe(200);
    const member = res.json();
    expect(member).toMatchObject({ email: `new.person${invited}@example.com`, active: true, invited: true, f_name: 'New' });
    expect(member.roles).toEqual([{ role: 'support', store: null }, { role: 'manager', store: { id: storeId, name: expect.any(String) } }]);
    const mail = mailTo(member.email);
    expect(mail?.text).toMatch(LINK);
    const token = LINK.exec(mail!.text)![1]!;
    expect((await operatorAuth('reset-password', { token, password: 'Chosen#pass1' })).statusCode).toBe(200);
    const signedIn = await operatorAuth('login', { email: member.email, password: 'Chosen#pass1' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const console = await t.app.inject({ method: 'GET', url: '/api/v1/console/me', headers: { authorization: `Bearer ${signedIn.json().token}` } });
    expect(console.json().roles).toHaveLength(2);
    expect((await auditOf(member.id)).map((a) => [a.action, a.operator_id])[0]).toEqual(['staff.invite', admin.id]);

    const list = (await admin.call('GET', `staff?search=${encodeURIComponent(member.email)}`)).json();
    expect(list).toMatchObject({ total: 1, staff: [{ id: member.id, invited: false }] });
    expect((await admin.call('GET', 'staff?role=manager&limit=100')).json().staff.map((s: { id: number }) => s.id)).toContain(member.id);
  });

  it('refuses bad roles and a taken email with 400 naming the field', async () => {
    const cases: [object[], string][] = [
      [[{ role: 'manager' }], 'A store role needs its store.'],
      [[{ role: 'admin', store_id: storeId }], 'Only the store roles (owner, manager, staff) name a store.'],
      [[{ role: 'staff', store_id: 999999 }], 'Choose an existing store.'],
      [[{ role: 'courier' }, { role: 'support' }], 'A courier holds no other role.'],
    ];
    for (const [roles, message] of cases) {
      const res = await invite(roles);
      expect(res.statusCode, JSON.stringify(roles)).toBe(400);
      expect(expectEnvelope(res.json())[0]).toEqual({ code: 'roles', message });
    }
    expect((await invite([{ role: 'nobody' }])).statusCode).toBe(400);
    expect((await admin.call('POST', 'staff', { email: 'not-an-email', f_name: 'X', roles: [{ role: 'support' }] })).statusCode).toBe(400);
    const taken = await admin.call('POST', 'staff', { email: 'SUPPORT@souqly.test', f_name: 'X', roles: [{ role: 'support' }] });
    expect(taken.statusCode).toBe(400);
    expect(expectEnvelope(taken.json())[0]!.code).toBe('email');
    const ops = await staffSession(t, [{ role: 'operations', storeId: null }]);
    expect((await invite([{ role: 'support' }], ops)).statusCode).toBe(403);
  });

  it('changes a member\'s roles, which their session holds at its next call; not one\'s own', async () => {
    const member = await staffSession(t, [{ role: 'support', storeId: null }]);
    expect((await member.call('GET', 'customers')).statusCode).toBe(200);
    const res = await admin.call('PUT', `staff/${member.id}/roles`, { roles: [{ role: 'catalogue' }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().roles).toEqual([{ role: 'catalogue', store: null }]);
    expect((await member.call('GET', 'customers')).statusCode).toBe(403);
    const own = await admin.call('PUT', `staff/${admin.id}/roles`, { roles: [{ role: 'support' }] });
    expect(own.statusCode).toBe(422);
    expect(expectEnvelope(own.json())[0]!.message).toBe('You cannot change your own roles.');
    expect((await admin.call('PUT', 'staff/999999/roles', { roles: [{ role: 'support' }] })).statusCode).toBe(404);
    expect((await admin.call('PUT', `staff/${member.id}/roles`, { roles: [] })).statusCode).toBe(400);
    const audit = await auditOf(member.id);
    expect(JSON.parse(audit.at(-1)!.after!)).toEqual({ roles: [{ role: 'catalogue', store_id: null }] });
  });

  it('deactivates a member: their session stops at once and signing in is refused; activated, they sign in again; not oneself', async () => {
    const person = await staffAccount(t, [{ role: 'support', storeId: null }]);
    const signedIn = await operatorAuth('login', { email: person.email, password: 'Demo#2026' });
    const session = { authorization: `Bearer ${signedIn.json().token}` };
    const mine = () => t.app.inject({ method: 'GET', url: '/api/v1/console/me', headers: session });
    expect((await mine()).statusCode).toBe(200);
    const res = await admin.call('PUT', `staff/${person.id}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().active).toBe(false);
    expect((await mine()).statusCode).toBe(401);
    const refused = await operatorAuth('login', { email: person.email, password: 'Demo#2026' });
    expect(refused.statusCode).toBe(401);
    const revoked = await t.db.selectFrom('operator_tokens').select('revoked_at').where('operator_id', '=', person.id).execute();
    expect(revoked.every((r) => r.revoked_at !== null)).toBe(true);
    expect((await admin.call('GET', 'staff?active=false&limit=100')).json().staff.map((s: { id: number }) => s.id)).toContain(person.id);

    expect((await admin.call('PUT', `staff/${person.id}/activate`)).json().active).toBe(true);
    expect((await operatorAuth('login', { email: person.email, password: 'Demo#2026' })).statusCode).toBe(200);
    const self = await admin.call('PUT', `staff/${admin.id}/deactivate`);
    expect(self.statusCode).toBe(422);
    expect((await me(admin)).statusCode).toBe(200);
    expect((await auditOf(person.id)).map((a) => a.action)).toEqual(['staff.deactivate', 'staff.activate']);
  });

  it('keeps the last active admin: two admins taking each other\'s role at once, one is refused', async () => {
    const a = await staffSession(t, [{ role: 'admin', storeId: null }]);
    const b = await staffSession(t, [{ role: 'admin', storeId: null }]);
    // Every other admin switched off: a and b are the business's only active admins.
    const others = await t.db.selectFrom('operator_roles').select('operator_id').where('role', '=', 'admin').where('operator_id', 'not in', [a.id, b.id]).execute();
    const ids = others.map((o) => o.operator_id);
    await t.db.updateTable('operators').set({ status: 0 }).where('id', 'in', ids).execute();
    try {
      const [ab, ba] = await Promise.all([
        a.call('PUT', `staff/${b.id}/roles`, { roles: [{ role: 'support' }] }),
        b.call('PUT', `staff/${a.id}/roles`, { roles: [{ role: 'support' }] }),
      ]);
      const codes = [ab.statusCode, ba.statusCode].sort();
      expect(codes[0]).toBe(200);
      expect([403, 422]).toContain(codes[1]);
      const admins = await t.db.selectFrom('operator_roles').select('operator_id').where('role', '=', 'admin').where('operator_id', 'in', [a.id, b.id]).execute();
      expect(admins).toHaveLength(1);
      const last = admins[0]!.operator_id;
      const service = t.app.services.people.staff;
      await expect(service.roles({ operatorId: admin.id, ip: null }, last, [{ role: 'support' }])).rejects.toThrow('This is the last active admin');
      await expect(service.setActive({ operatorId: admin.id, ip: null }, last, false)).rejects.toThrow('This is the last active admin');
    } finally {
      await t.db.updateTable('operators').set({ status: 1 }).where('id', 'in', ids).execute();
    }
  });
});
