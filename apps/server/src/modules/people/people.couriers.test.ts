import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourierOffers } from '@storefront/contract';
import { courierOf, waitingOrder, type CourierWorld } from '../../../test/couriers.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { staffSession, storeWithStaff, type StaffSession } from '../../../test/staff.js';
import type { LogMailProvider } from '../auth/auth.mail.js';

let t: TestApp;
let w: CourierWorld;
let ops: StaffSession;
let otherZoneId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { o, storeId, itemId, staff: store } = await storeWithStaff(t);
  const zoneId = (await t.db.selectFrom('stores').select('zone_id').where('id', '=', storeId).executeTakeFirstOrThrow()).zone_id;
  w = { t, o, storeId, itemId, zoneId, store };
  otherZoneId = (await t.db.selectFrom('zones').select('id').where('id', '!=', zoneId).orderBy('id').executeTakeFirstOrThrow()).id;
  ops = await staffSession(t, [{ role: 'operations', storeId: null }]);
});
afterAll(() => t.close());

const LINK = /reset-password\?token=([A-Za-z0-9_-]{43})\b/;
const auth = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/operator/auth/${url}`, payload, headers: { 'x-forwarded-for': '10.62.0.1' } });
let made = 0;

/** A courier invited through the console who has chosen a password and signed in: calls go to /api/v1/console as that courier. */
async function invitedCourier(): Promise<StaffSession> {
  const admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  const email = `rider${++made}@example.com`;
  const res = await admin.call('POST', 'staff', { email, f_name: 'Rider', l_name: String(made), roles: [{ role: 'courier' }] });
  expect(res.statusCode, res.body).toBe(200);
  const mail = [...(t.app.services.mail as LogMailProvider).recent].reverse().find((m) => m.to === email)!;
  expect((await auth('reset-password', { token: LINK.exec(mail.text)![1], password: 'Rider#pass1' })).statusCode).toBe(200);
  const login = await auth('login', { email, password: 'Rider#pass1' });
  expect(login.statusCode, login.body).toBe(200);
  const headers = { authorization: `Bearer ${login.json().token}` };
  return {
    id: res.json().id, token: login.json().token, headers,
    call: (method, path, payload) => t.app.inject({ method, url: `/api/v1/console/${path}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
}

const offers = async (c: StaffSession) => (await c.call('GET', 'courier/offers')).json() as CourierOffers;
const listed = async (query: string) => (await ops.call('GET', `couriers?${query}&limit=100`)).json() as { total: number; couriers: { id: number; status: string; zones: { id: number }[]; online: boolean }[] };

describe('couriers in the console', () => {
  it('an invited courier waits for approval: no shift, no offers; approved with a zone, it is offered that zone\'s orders only', async () => {
    const rider = await invitedCourier();
    expect((await listed('status=pending')).couriers.map((c) => c.id)).toContain(rider.id);
    const shift = await rider.call('PUT', 'courier/shift', { online: true });
    expect(shift.statusCode).toBe(409);
    expect(expectEnvelope(shift.json())[0]!.message).toMatch(/waits for approval/);
    // The operator API offers it nothing either.
    const waitingThere = () => t.app.inject({ method: 'GET', url: '/api/v1/operator/courier/orders?scope=available', headers: rider.headers });
    expect((await waitingThere()).statusCode).toBe(409);
    const early = await waitingOrder(w);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/operator/courier/orders/${early.id}/accept`, headers: rider.headers })).statusCode).toBe(409);

    const zoned = await ops.call('PUT', `couriers/${rider.id}/zones`, { zone_ids: [w.zoneId] });
    expect(zoned.statusCode, zoned.body).toBe(200);
    expect(zoned.json()).toMatchObject({ id: rider.id, status: 'pending', zones: [{ id: w.zoneId }] });
    const approved = await ops.call('PUT', `couriers/${rider.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('active');
    expect((await waitingThere()).statusCode).toBe(200);
    expect((await rider.call('PUT', 'courier/shift', { online: true })).statusCode).toBe(200);
    const order = await waitingOrder(w);
    expect((await offers(rider)).offers.map((o) => o.order_id)).toContain(order.id);

    await ops.call('PUT', `couriers/${rider.id}/zones`, { zone_ids: [otherZoneId] });
    expect((await offers(rider)).offers.map((o) => o.order_id)).not.toContain(order.id);
    expect((await rider.call('PUT', `courier/offers/${order.id}/accept`)).statusCode).not.toBe(200);
    const actions = await t.db.selectFrom('audit_log').select('action').where('entity', '=', 'operator').where('entity_id', '=', String(rider.id)).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['staff.invite', 'couriers.zones', 'couriers.approve']));
  });

  it('a refused courier is offered nothing and cannot take an order; it may be approved later; only a waiting one is refused', async () => {
    const rider = await invitedCourier();
    await ops.call('PUT', `couriers/${rider.id}/zones`, { zone_ids: [w.zoneId] });
    const refused = await ops.call('PUT', `couriers/${rider.id}/refuse`);
    expect(refused.json().status).toBe('refused');
    const order = await waitingOrder(w);
    expect(await offers(rider)).toEqual({ online: false, offers: [] });
    expect((await rider.call('PUT', `courier/offers/${order.id}/accept`)).statusCode).toBe(409);
    expect((await listed('status=refused')).couriers.map((c) => c.id)).toContain(rider.id);
    expect((await ops.call('PUT', `couriers/${rider.id}/approve`)).json().status).toBe('active');
    const again = await ops.call('PUT', `couriers/${rider.id}/refuse`);
    expect(again.statusCode).toBe(422);
    expect((await ops.call('PUT', `couriers/${rider.id}/approve`)).statusCode).toBe(422);
  });

  it('couriers working before approvals existed stay approved and are offered orders', async () => {
    const before = await courierOf(w);
    const order = await waitingOrder(w);
    expect((await offers(before)).offers.map((o) => o.order_id)).toContain(order.id);
    const seeded = await t.db.selectFrom('operators').select('id').where('email', '=', 'courier1@souqly.test').executeTakeFirstOrThrow();
    expect((await listed('status=active')).couriers.map((c) => c.id)).toEqual(expect.arrayContaining([before.id, seeded.id]));
  });

  it('refuses unknown zones (400) and unknown couriers (404); a staff member who is not a courier is not one', async () => {
    const rider = await invitedCourier();
    const bad = await ops.call('PUT', `couriers/${rider.id}/zones`, { zone_ids: [w.zoneId, 999999] });
    expect(bad.statusCode).toBe(400);
    expect(expectEnvelope(bad.json())[0]).toEqual({ code: 'zone_ids', message: 'Choose existing zones.' });
    expect((await listed('status=pending')).couriers.find((c) => c.id === rider.id)!.zones).toEqual([]);
    expect((await ops.call('PUT', 'couriers/999999/approve')).statusCode).toBe(404);
    expect((await ops.call('PUT', `couriers/${ops.id}/zones`, { zone_ids: [] })).statusCode).toBe(404);
    expect((await ops.call('PUT', `couriers/${rider.id}/zones`, { zone_ids: 'all' })).statusCode).toBe(400);
    const support = await staffSession(t, [{ role: 'support', storeId: null }]);
    expect((await support.call('GET', 'couriers')).statusCode).toBe(403);
  });

  it('deactivates a courier: off shift, its session stops, listed as deactivated', async () => {
    const rider = await courierOf(w);
    expect((await rider.call('GET', 'courier')).json().online).toBe(true);
    const res = await ops.call('PUT', `couriers/${rider.id}/deactivate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'deactivated', online: false });
    expect((await rider.call('GET', 'courier')).statusCode).toBe(401);
    expect((await listed('status=deactivated')).couriers.map((c) => c.id)).toContain(rider.id);
    expect((await listed('status=active')).couriers.map((c) => c.id)).not.toContain(rider.id);
    expect((await ops.call('PUT', `couriers/${rider.id}/activate`)).json().status).toBe('active');
  });
});
