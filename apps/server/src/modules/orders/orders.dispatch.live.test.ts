import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DispatchEvent } from '@storefront/contract';
import { courierOf, waitingOrder, type CourierWorld } from '../../../test/couriers.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { openPushStream } from '../../../test/push.js';
import { staffSession, storeWithStaff, type StaffSession } from '../../../test/staff.js';

let t: TestApp;
let base: string;
let w: CourierWorld;
let operations: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  const s = await storeWithStaff(t);
  const { zone_id: zoneId } = await t.db.selectFrom('stores').select('zone_id').where('id', '=', s.storeId).executeTakeFirstOrThrow();
  w = { t, o: s.o, storeId: s.storeId, itemId: s.itemId, zoneId, store: s.staff };
  operations = await staffSession(t, [{ role: 'operations', storeId: null }]);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

type Stream = Awaited<ReturnType<typeof openPushStream>>;

async function streamOf(ticketRes: { statusCode: number; body: string; json(): { ticket: string } }): Promise<Stream> {
  expect(ticketRes.statusCode, ticketRes.body).toBe(200);
  const stream = await openPushStream(base, ticketRes.json().ticket);
  await stream.opened();
  return stream;
}

const businessStream = async (staff: StaffSession = operations) => streamOf(await staff.call('POST', 'push/ticket'));
const namesOrder = (id: number) => (e: DispatchEvent) => e.orders.includes(id);
const namesCourier = (id: number) => (e: DispatchEvent) => e.couriers.includes(id);

/** A guest's cash delivery order of the world's store, pending. */
async function placed(): Promise<number> {
  const res = await w.o.place({ guest: await w.o.guest() }, 'grocery', {
    order_type: 'delivery', payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: { item_id: w.itemId, quantity: 1 }, ...w.o.contact,
    address: { ...(await w.o.near(w.storeId)), ...w.o.contact },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order_id as number;
}

const dispatches = (s: Stream) => s.events.filter((e) => e.event === 'dispatch').map((e) => JSON.parse(e.data) as DispatchEvent);
/**
 * Waits for a dispatch event that matches among those after the first `from`. Changes are gathered for a
 * moment before they are told, so a test takes `from` once the last change it made has been heard of.
 */
const heard = (s: Stream, from: number, match: (e: DispatchEvent) => boolean) =>
  expect.poll(() => dispatches(s).slice(from).some(match), { timeout: 5_000 }).toBe(true);

describe('the dispatch map\'s live nudges', () => {
  it('reach the business\'s stream when an order is placed, moved, given a courier and canceled, and when a courier moves or changes shift', async () => {
    const map = await businessStream();
    const order = await placed();
    await heard(map, 0, namesOrder(order));
    let from = dispatches(map).length;
    const confirmed = await w.store.call('PUT', `stores/${w.storeId}/orders/${order}/status`, { status: 'confirmed', processing_time: 10 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await heard(map, from, namesOrder(order));
    from = dispatches(map).length;
    // Going on shift.
    const courier = await courierOf(w);
    await heard(map, from, namesCourier(courier.id));
    from = dispatches(map).length;
    const assigned = await operations.call('PUT', `orders/${order}/courier`, { courier_id: courier.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    await heard(map, from, (e) => namesOrder(order)(e) && namesCourier(courier.id)(e));
    from = dispatches(map).length;
    const at = new Date(t.app.services.clock.now().getTime() - 1_000).toISOString();
    expect((await courier.call('POST', 'courier/positions', { positions: [{ lat: 25.21, lng: 55.27, at }] })).statusCode).toBe(200);
    await heard(map, from, namesCourier(courier.id));
    // Off shift: taken off the map.
    from = dispatches(map).length;
    expect((await courier.call('PUT', 'courier/shift', { online: false })).statusCode).toBe(200);
    await heard(map, from, namesCourier(courier.id));

    const other = await placed();
    await heard(map, from, namesOrder(other));
    from = dispatches(map).length;
    const canceled = await operations.call('PUT', `orders/${other}/status`, { status: 'canceled', reason: 'Out of stock' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    await heard(map, from, namesOrder(other));
    map.close();
  });

  it('reach nobody else: the store\'s staff, the order\'s guest and a courier\'s customers hear no dispatch event', async () => {
    const map = await businessStream();
    const store = await streamOf(await w.store.call('POST', `stores/${w.storeId}/push/ticket`));
    const order = await waitingOrder(w);
    const guest = await streamOf(await t.app.inject({ method: 'POST', url: '/api/v1/customer/push/ticket', payload: { guest_id: order.guest } }));
    const courier = await courierOf(w);
    expect((await operations.call('PUT', `orders/${order.id}/courier`, { courier_id: courier.id })).statusCode).toBe(200);
    const at = new Date(t.app.services.clock.now().getTime() - 1_000).toISOString();
    expect((await courier.call('POST', 'courier/positions', { positions: [{ lat: 25.22, lng: 55.28, at }] })).statusCode).toBe(200);
    await map.waitForEvent('dispatch', namesCourier(courier.id));
    // The store and the guest hear of the courier's position on their order; then a marker, relayed after the map had its
    // nudge: a stream's events come in order, so a dispatch event sent to them would have come before it.
    await store.waitForEvent('courier_position', (e: { order_id: number }) => e.order_id === order.id);
    await guest.waitForEvent('courier_position', (e: { order_id: number }) => e.order_id === order.id);
    t.app.services.push.relay([{ kind: 'store', id: w.storeId }, { kind: 'guest', id: order.guest }], 'courier_position', { order_id: 0 });
    await store.waitForEvent('courier_position', (e: { order_id: number }) => e.order_id === 0);
    await guest.waitForEvent('courier_position', (e: { order_id: number }) => e.order_id === 0);
    expect(store.events.filter((e) => e.event === 'dispatch')).toEqual([]);
    expect(guest.events.filter((e) => e.event === 'dispatch')).toEqual([]);
    for (const s of [map, store, guest]) s.close();
  });

  it('the ticket needs orders.view over the business: 401 without a session, 403 for a store\'s staff or a role without it', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/console/push/ticket' });
    expect(none.statusCode).toBe(401);
    expectEnvelope(none.json());
    const catalogue = await staffSession(t, [{ role: 'catalogue', storeId: null }]);
    const courier = await staffSession(t, [{ role: 'courier', storeId: null }]);
    for (const refused of [w.store, catalogue, courier]) {
      const res = await refused.call('POST', 'push/ticket');
      expect(res.statusCode, res.body).toBe(403);
      expectEnvelope(res.json());
    }
    const support = await staffSession(t, [{ role: 'support', storeId: null }]);
    expect((await support.call('POST', 'push/ticket')).json()).toMatchObject({ ticket: expect.any(String), expires_in: 60 });
  });

  it('a business stream ends with the session that asked for its ticket', async () => {
    const staff = await staffSession(t, [{ role: 'operations', storeId: null }]);
    const kept = await businessStream();
    const map = await businessStream(staff);
    const spare = (await staff.call('POST', 'push/ticket')).json().ticket as string;
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/logout', headers: staff.headers })).statusCode).toBe(200);
    await t.app.services.push.pingAll();
    await map.ended();
    const late = await openPushStream(base, spare);
    await late.ended();
    expect(late.fields).not.toContain('retry: 3000');
    // Other staff's maps go on hearing.
    const courier = await courierOf(w);
    await kept.waitForEvent('dispatch', namesCourier(courier.id));
    kept.close();
  });
});
