import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderList, OrderTrack } from '@storefront/contract';
import { loadAutopilotConfig } from '../../config.js';
import { Clock } from '../../lib/clock.js';
import { haversineMetres } from '../../lib/geo.js';
import { catalogFixture } from '../../../test/catalog.js';
import { bearer, logIn } from '../../../test/accounts.js';
import { createTestApp, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';
import { staffSession } from '../../../test/staff.js';
import { AutopilotService, AUTOPILOT_PACE, STAFFED_WITHIN_MS } from './autopilot.service.js';

const clock = new Clock(SEED_NOW);
let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let o: ReturnType<typeof orderFixture>;
let sara: string;
/** The demo account's running order as the seed wrote it, before any test here placed one. */
let seededRunning: OrderList['orders'];

beforeAll(async () => {
  t = await createTestApp({}, clock);
  f = await catalogFixture(t);
  o = orderFixture(t, (m) => f.headers(m));
  sara = await logIn(t.app);
  seededRunning = ((await t.app.inject({ method: 'GET', url: '/api/v1/customer/order/running-orders?limit=10&offset=1', headers: bearer(sara) })).json() as OrderList).orders;
});
afterAll(() => t.close());

const pilot = (speed: number) => new AutopilotService(t.db, { flow: t.app.services.orderFlow, clock, speed });
const later = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

async function placeOrder(payment: 'cash_on_delivery' | 'digital_payment' = 'cash_on_delivery') {
  const item = await o.stockedItem(f.modules.grocery!, f.dubai, 500);
  expect((await o.addToCart({ token: sara }, 'grocery', { item_id: item.id, quantity: 1 })).statusCode).toBe(200);
  const address = { ...(await o.near(item.store_id)), ...o.contact };
  const res = await o.place({ token: sara }, 'grocery', { order_type: 'delivery', payment_method: payment, address });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().order_id as number, address };
}

const track = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/v1/customer/order/track?order_id=${id}`, headers: bearer(sara) })).json() as OrderTrack;

describe('the demo autopilot', () => {
  it('confirms, sends a demo courier, prepares, hands over, rides to the customer and delivers, each after its time', async () => {
    const { id, address } = await placeOrder();
    const p = pilot(1);
    await p.tick();
    expect((await track(id)).order_status).toBe('pending');

    later(AUTOPILOT_PACE.confirm);
    await p.tick();
    const confirmed = await track(id);
    expect(confirmed.order_status).toBe('confirmed');
    expect(confirmed.delivery_man).not.toBeNull();
    const courier = await t.db.selectFrom('operators').select(['demo', 'role']).where('id', '=', confirmed.delivery_man!.id).executeTakeFirstOrThrow();
    expect(courier).toEqual({ demo: 1, role: 'courier' });

    later(AUTOPILOT_PACE.process);
    await p.tick();
    expect((await track(id)).order_status).toBe('processing');
    later(AUTOPILOT_PACE.handover - 1000);
    await p.tick();
    expect((await track(id)).order_status).toBe('processing');
    later(1000);
    await p.tick();
    expect((await track(id)).order_status).toBe('handover');
    later(AUTOPILOT_PACE.pickUp);
    await p.tick();
    const picked = await track(id);
    expect(picked.order_status).toBe('picked_up');
    const store = picked.store!;
    expect(picked.delivery_man).toMatchObject({ lat: store.latitude, lng: store.longitude });

    // Half way through the ride it is about half way there.
    const metres = haversineMetres(store.latitude, store.longitude, address.latitude, address.longitude);
    const ride = Math.min(AUTOPILOT_PACE.rideMax, Math.max(AUTOPILOT_PACE.rideMin, metres / AUTOPILOT_PACE.metresPerMs));
    later(Math.floor(ride / 2));
    await p.tick();
    const riding = await track(id);
    expect(riding.order_status).toBe('picked_up');
    const left = haversineMetres(riding.delivery_man!.lat!, riding.delivery_man!.lng!, address.latitude, address.longitude);
    expect(left).toBeGreaterThan(metres * 0.4);
    expect(left).toBeLessThan(metres * 0.6);

    later(Math.ceil(ride / 2));
    await p.tick();
    const done = await track(id);
    expect(done).toMatchObject({ order_status: 'delivered', payment_status: 'paid' });
    expect(done.delivery_man).toMatchObject({ lat: address.latitude, lng: address.longitude });
    expect(done.status_history.map((h) => h.status)).toEqual(['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered']);
    expect(Object.keys(done.timestamps).sort()).toEqual(['confirmed', 'delivered', 'handover', 'pending', 'picked_up', 'processing']);
  });

  it('goes faster with a higher speed', async () => {
    const { id } = await placeOrder();
    const fast = pilot(10);
    later(AUTOPILOT_PACE.confirm / 10);
    await fast.tick();
    expect((await track(id)).order_status).toBe('confirmed');
    later(AUTOPILOT_PACE.process / 10);
    await fast.tick();
    expect((await track(id)).order_status).toBe('processing');
  });

  it('leaves the demo account\'s seeded running order running long after its time, while it drives an order placed now to delivered', async () => {
    expect(seededRunning.map((x) => x.order_status)).toEqual(['processing']);
    const seeded = seededRunning[0]!;
    const { id } = await placeOrder();
    const p = pilot(1);
    // Every stage and the longest ride, several times over: one stage a tick.
    for (let n = 0; n < 12; n += 1) {
      later(AUTOPILOT_PACE.rideMax);
      await p.tick();
    }
    expect((await track(id)).order_status).toBe('delivered');
    const still = await track(seeded.id);
    expect(still).toMatchObject({ order_status: 'processing', delivery_man: null });
    expect(still.status_history.map((h) => h.status)).toEqual(['pending', 'confirmed', 'processing']);
  });

  it('leaves an order waiting for its online payment, and orders carried by a real courier', async () => {
    const unpaid = await placeOrder('digital_payment');
    const carried = await placeOrder();
    const real = await t.db.insertInto('operators').values({
      role: 'courier', store_id: null, zone_id: null, f_name: 'Real', l_name: 'Courier', email: 'real@courier.test', phone: '+971550000000',
      password_hash: 'x', image: null, lat: null, lng: null, location_updated_at: null, demo: 0, created_at: SEED_NOW.toISOString(), updated_at: SEED_NOW.toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    await t.db.updateTable('orders').set({ order_status: 'handover', delivery_man_id: real.id }).where('id', '=', carried.id).execute();
    later(10 * 60_000);
    await pilot(1).tick();
    expect((await track(unpaid.id)).order_status).toBe('pending');
    expect((await track(carried.id)).order_status).toBe('handover');
  });

  it('leaves the store\'s part to a store whose staff use the console, still sending and riding a demo courier; not once they have been away a while', async () => {
    const { id } = await placeOrder();
    const { store_id: storeId } = await t.db.selectFrom('orders').select('store_id').where('id', '=', id).executeTakeFirstOrThrow();
    const staff = await staffSession(t, [{ role: 'staff', storeId: storeId! }]);
    await t.db.updateTable('operator_tokens').set({ created_at: clock.now().toISOString() }).where('operator_id', '=', staff.id).execute();
    const p = pilot(1);
    later(AUTOPILOT_PACE.confirm * 3);
    await p.tick();
    expect((await track(id)).order_status).toBe('pending');
    for (const status of ['confirmed', 'processing'] as const) {
      expect((await staff.call('PUT', `stores/${storeId}/orders/${id}/status`, { status })).statusCode).toBe(200);
      later(AUTOPILOT_PACE.handover * 2);
      await p.tick();
      expect((await track(id)).order_status).toBe(status);
    }
    expect((await track(id)).delivery_man).not.toBeNull();
    expect((await staff.call('PUT', `stores/${storeId}/orders/${id}/status`, { status: 'handover' })).statusCode).toBe(200);
    later(AUTOPILOT_PACE.pickUp);
    await p.tick();
    expect((await track(id)).order_status).toBe('picked_up');

    // Half an hour after the staff's last call, the autopilot plays the store again.
    const next = await placeOrder();
    later(STAFFED_WITHIN_MS + AUTOPILOT_PACE.confirm);
    await p.tick();
    expect((await track(next.id)).order_status).toBe('confirmed');
  });
});

describe('the demo autopilot and couriers on shift', () => {
  it('sends no demo courier while a courier of the zone is online, nor rides a demo courier a person took on shift', async () => {
    const { id } = await placeOrder();
    const { zone_id: zoneId } = await t.db.selectFrom('orders').select('zone_id').where('id', '=', id).executeTakeFirstOrThrow();
    const courier = await staffSession(t, [{ role: 'courier', storeId: null }]);
    await t.db.insertInto('courier_zones').values({ operator_id: courier.id, zone_id: zoneId }).execute();
    expect((await courier.call('PUT', 'courier/shift', { online: true })).statusCode).toBe(200);
    const p = pilot(1);
    later(AUTOPILOT_PACE.confirm * 3);
    await p.tick();
    expect((await track(id)).order_status).toBe('confirmed');
    expect((await track(id)).delivery_man).toBeNull();
    // The zone's courier goes home: the autopilot sends one of its own.
    expect((await courier.call('PUT', 'courier/shift', { online: false })).statusCode).toBe(200);
    later(AUTOPILOT_PACE.handover);
    await p.tick();
    const demo = (await track(id)).delivery_man;
    expect(demo).not.toBeNull();
    // A person signs in as that demo courier and goes online: the order is theirs to ride.
    await t.db.insertInto('couriers').values({ operator_id: demo!.id, vehicle: 'bike', online: 1, shift_changed_at: null, created_at: SEED_NOW.toISOString(), updated_at: SEED_NOW.toISOString() })
      .onConflict((oc) => oc.column('operator_id').doUpdateSet({ online: 1 })).execute();
    await t.db.updateTable('orders').set({ order_status: 'picked_up' }).where('id', '=', id).execute();
    later(AUTOPILOT_PACE.rideMax * 2);
    await p.tick();
    expect((await track(id)).order_status).toBe('picked_up');
  });
});

describe('AUTOPILOT settings', () => {
  it('is on by default only with the embedded database outside tests, and can be switched and sped up', () => {
    expect(loadAutopilotConfig({}, true, 'production')).toEqual({ enabled: true, speed: 1 });
    expect(loadAutopilotConfig({}, false, 'production').enabled).toBe(false);
    expect(loadAutopilotConfig({}, true, 'test').enabled).toBe(false);
    expect(loadAutopilotConfig({ AUTOPILOT: 'off' }, true, 'development').enabled).toBe(false);
    expect(loadAutopilotConfig({ AUTOPILOT: 'on', AUTOPILOT_SPEED: '20' }, false, 'production')).toEqual({ enabled: true, speed: 20 });
    expect(() => loadAutopilotConfig({ AUTOPILOT: 'maybe' }, true, 'production')).toThrow(/AUTOPILOT/);
    expect(() => loadAutopilotConfig({ AUTOPILOT_SPEED: '0' }, true, 'production')).toThrow(/AUTOPILOT_SPEED/);
  });
});
