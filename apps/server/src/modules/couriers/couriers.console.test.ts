import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_CODE_TRIES, type CourierEarnings, type CourierOffers, type CourierState, type CourierTrip, type OrderDetailsAnswer, type OrderTrack } from '@storefront/contract';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import type { orderFixture } from '../../../test/orders.js';
import { placeParcel } from '../../../test/parcels.js';
import { courierOf, waitingOrder as waitingOrderOf, type CourierWorld } from '../../../test/couriers.js';
import { storeWithStaff, type StaffSession } from '../../../test/staff.js';
import { withSetting } from '../../../test/settings.js';

let t: TestApp;
let o: ReturnType<typeof orderFixture>;
let storeId: number;
let itemId: number;
let zoneId: number;
let otherZoneId: number;
let store: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  ({ o, storeId, itemId, staff: store } = await storeWithStaff(t));
  zoneId = (await t.db.selectFrom('stores').select('zone_id').where('id', '=', storeId).executeTakeFirstOrThrow()).zone_id;
  w = { t, o, storeId, itemId, zoneId, store };
  otherZoneId = (await t.db.selectFrom('zones').select('id').where('id', '!=', zoneId).orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

let w: CourierWorld;
const courier = (zones?: number[], online?: boolean) => courierOf(w, zones, online);
const waitingOrder = (handover?: boolean) => waitingOrderOf(w, handover);

/** The order as its guest tracks it. */
const track = async (order: { id: number; guest: string }) => (await t.app.inject({
  url: `/api/v1/customer/order/track?order_id=${order.id}&guest_id=${order.guest}&contact_number=${encodeURIComponent(o.contact.contact_person_number)}`,
})).json() as OrderTrack;

const offers = async (c: StaffSession) => ((await c.call('GET', 'courier/offers')).json() as CourierOffers);
const step = (c: StaffSession, id: number, body: Record<string, unknown>) => c.call('PUT', `courier/trips/${id}/step`, body);
const orderRow = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const audit = (id: number) => t.db.selectFrom('audit_log').select(['action', 'operator_id']).where('entity', '=', 'order').where('entity_id', '=', String(id)).orderBy('id').execute();

describe('the courier\'s shift and offers', () => {
  it('goes online and offline, each change kept in the audit log; the state names its zones', async () => {
    const c = await courier([zoneId, otherZoneId], false);
    const before = (await c.call('GET', 'courier')).json() as CourierState;
    expect(before).toMatchObject({ online: false, since: null, vehicle: 'motorbike', running: 0, cash_in_hand: 0 });
    expect(before.zones.map((z) => z.id)).toEqual([zoneId, otherZoneId].sort((a, b) => a - b));
    const on = (await c.call('PUT', 'courier/shift', { online: true })).json() as CourierState;
    expect(on.online).toBe(true);
    expect(on.since).not.toBeNull();
    // Online again changes nothing and writes nothing.
    await c.call('PUT', 'courier/shift', { online: true });
    expect(((await c.call('PUT', 'courier/shift', { online: false })).json() as CourierState).online).toBe(false);
    const entries = await t.db.selectFrom('audit_log').select(['action', 'after']).where('operator_id', '=', c.id).orderBy('id').execute();
    expect(entries).toEqual([{ action: 'courier.shift', after: '{"online":true}' }, { action: 'courier.shift', after: '{"online":false}' }]);
    expectEnvelope((await c.call('PUT', 'courier/shift', { online: 'yes' })).json());
  });

  it('offers a waiting order only to online couriers of its zone, with both ends, distances and earnings', async () => {
    const order = await waitingOrder();
    const [here, offline, elsewhere] = [await courier(), await courier([zoneId], false), await courier([otherZoneId])];
    const seen = await offers(here);
    const offer = seen.offers.find((x) => x.order_id === order.id);
    expect(offer).toMatchObject({ order_type: 'delivery', ready: false, step: null, pickup: { lat: expect.any(Number) }, dropoff: { address: 'Test Street 1' } });
    expect(offer!.pickup_km).toBeGreaterThan(0.5);
    expect(offer!.dropoff_km).toBeGreaterThan(0.5);
    expect(offer!.cash_to_collect).toBeGreaterThan(0);
    expect(await offers(offline)).toEqual({ online: false, offers: [] });
    expect((await offers(elsewhere)).offers.map((x) => x.order_id)).not.toContain(order.id);
    // Nor may they take it: offline 409, another zone 403.
    expect((await offline.call('PUT', `courier/offers/${order.id}/accept`)).statusCode).toBe(409);
    expect((await elsewhere.call('PUT', `courier/offers/${order.id}/accept`)).statusCode).toBe(403);
    expect((await orderRow(order.id)).delivery_man_id).toBeNull();
  });

  it('of two couriers accepting at once, one wins and the other is told', async () => {
    const order = await waitingOrder();
    const [a, b] = [await courier(), await courier()];
    const answers = await Promise.all([a.call('PUT', `courier/offers/${order.id}/accept`), b.call('PUT', `courier/offers/${order.id}/accept`)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]!.statusCode === 200 ? a : b;
    const loser = winner === a ? answers[1]! : answers[0]!;
    expect(expectEnvelope(loser.json())[0]!.message).toBe('Another courier has taken this order.');
    expect((await orderRow(order.id)).delivery_man_id).toBe(winner.id);
    expect((await audit(order.id)).filter((e) => e.action === 'trips.accept')).toEqual([{ action: 'trips.accept', operator_id: winner.id }]);
    // Taken, it is offered to nobody.
    expect((await offers(await courier())).offers.map((x) => x.order_id)).not.toContain(order.id);
  });
});

describe('a trip, step by step', () => {
  it('answers 409 to a step out of order, and to picking up what the store has not handed over', async () => {
    const order = await waitingOrder();
    const c = await courier();
    expect((await c.call('PUT', `courier/offers/${order.id}/accept`)).statusCode).toBe(200);
    expect((await step(c, order.id, { step: 'arrived_at_dropoff' })).statusCode).toBe(409);
    expect((await step(c, order.id, { step: 'delivered', code: '0000', cash_collected: 1000 })).statusCode).toBe(409);
    expect((await step(c, order.id, { step: 'arrived_at_pickup' })).statusCode).toBe(200);
    expect((await step(c, order.id, { step: 'arrived_at_pickup' })).statusCode).toBe(409);
    const early = await step(c, order.id, { step: 'picked_up' });
    expect(early.statusCode).toBe(409);
    expect(expectEnvelope(early.json())[0]!.message).toBe('The store has not handed this order over yet.');
    expect((await orderRow(order.id)).order_status).toBe('confirmed');
  });

  it('goes from the store to the door: the code is asked (missing 400, wrong 422), the cash confirmed, and both are kept', async () => {
    const order = await waitingOrder(true);
    const c = await courier();
    expect((await c.call('PUT', `courier/offers/${order.id}/accept`)).json()).toMatchObject({ step: 'accepted', ready: true, code_required: true });
    expect(((await step(c, order.id, { step: 'picked_up' })).json() as CourierTrip).step).toBe('picked_up');
    expect(((await step(c, order.id, { step: 'arrived_at_dropoff' })).json() as CourierTrip).step).toBe('arrived_at_dropoff');
    const { delivery_code: code, order_amount: due } = await orderRow(order.id);
    expect(code).toMatch(/^\d{4}$/);
    // The guest reads the code on the tracking page; the store's staff never see it.
    expect((await track(order)).delivery_code).toBe(code);
    expect(((await store.call('GET', `stores/${storeId}/orders/${order.id}`)).json() as OrderDetailsAnswer).order.delivery_code).toBeNull();
    const wrong = code === '0000' ? '0001' : '0000';
    expect((await step(c, order.id, { step: 'delivered', cash_collected: due })).statusCode).toBe(400);
    const miss = await step(c, order.id, { step: 'delivered', code: wrong, cash_collected: due });
    expect(miss.statusCode).toBe(422);
    expect(expectEnvelope(miss.json())[0]!.message).toBe(`This code is not right. ${DELIVERY_CODE_TRIES - 1} tries left.`);
    expect((await step(c, order.id, { step: 'delivered', code })).statusCode).toBe(400);
    expect((await step(c, order.id, { step: 'delivered', code, cash_collected: due / 100 - 1 })).statusCode).toBe(422);
    const done = await step(c, order.id, { step: 'delivered', code, cash_collected: due / 100 + 5 });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ step: 'delivered', code_required: false });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ order_status: 'delivered', payment_status: 'paid', cash_collected: due, delivery_code_tries: 1 });
    expect(row.arrived_at_pickup_at).not.toBeNull();
    expect((await track(order)).delivery_code).toBeNull();
    expect(((await c.call('GET', 'courier')).json() as CourierState).cash_in_hand).toBe(due / 100);
    expect((await audit(order.id)).map((e) => e.action)).toEqual(expect.arrayContaining(['trips.accept', 'trips.picked_up', 'trips.arrived_at_dropoff', 'trips.delivered']));
  });

  it('locks the step after five wrong codes until the store unlocks it', async () => {
    const order = await waitingOrder(true);
    const c = await courier();
    await c.call('PUT', `courier/offers/${order.id}/accept`);
    await step(c, order.id, { step: 'picked_up' });
    const { delivery_code: code, order_amount: due } = await orderRow(order.id);
    const wrong = code === '0000' ? '0001' : '0000';
    expect((await store.call('PUT', `stores/${storeId}/orders/${order.id}/delivery-code/unlock`)).statusCode).toBe(409);
    for (let i = 1; i < DELIVERY_CODE_TRIES; i++) expect((await step(c, order.id, { step: 'delivered', code: wrong, cash_collected: due })).statusCode).toBe(422);
    expect((await step(c, order.id, { step: 'delivered', code: wrong, cash_collected: due })).statusCode).toBe(409);
    // Locked, even the right code waits.
    const locked = await step(c, order.id, { step: 'delivered', code, cash_collected: due });
    expect(locked.statusCode).toBe(409);
    expect(expectEnvelope(locked.json())[0]!.message).toBe('Too many wrong codes: the store or support must unlock this delivery.');
    expect(((await c.call('GET', `courier/trips/${order.id}`)).json() as CourierTrip).code_locked).toBe(true);
    expect((await store.call('PUT', `stores/${storeId}/orders/${order.id}/delivery-code/unlock`)).statusCode).toBe(200);
    expect((await step(c, order.id, { step: 'delivered', code, cash_collected: due })).statusCode).toBe(200);
    expect((await audit(order.id)).map((e) => e.action)).toContain('orders.unlock_code');
  });

  it('asks no code and shows none when the business does not verify deliveries', async () => {
    const order = await waitingOrder(true);
    const c = await courier();
    await c.call('PUT', `courier/offers/${order.id}/accept`);
    await withSetting(t, 'order_delivery_verification', false, async () => {
      expect((await track(order)).delivery_code).toBeNull();
      expect(((await step(c, order.id, { step: 'picked_up' })).json() as CourierTrip).code_required).toBe(false);
      const { order_amount: due } = await orderRow(order.id);
      const done = await step(c, order.id, { step: 'delivered', cash_collected: due / 100 });
      expect(done.statusCode, done.body).toBe(200);
    });
  });

  it('keeps a courier away from another courier\'s trip: not seen, not moved', async () => {
    const order = await waitingOrder(true);
    const [mine, other] = [await courier(), await courier()];
    await mine.call('PUT', `courier/offers/${order.id}/accept`);
    expect((await other.call('GET', `courier/trips/${order.id}`)).statusCode).toBe(404);
    expect((await other.call('PUT', `courier/trips/${order.id}/step`, { step: 'picked_up' })).statusCode).toBe(404);
    expect(((await other.call('GET', 'courier/trips')).json() as { trips: CourierTrip[] }).trips).toEqual([]);
    expect(((await mine.call('GET', 'courier/trips')).json() as { trips: CourierTrip[] }).trips.map((x) => x.order_id)).toEqual([order.id]);
    expect((await orderRow(order.id)).order_status).toBe('handover');
  });

  it('carries a parcel paid by its receiver: accepted (confirmed), picked up at the sender, cash collected at the door', async () => {
    const id = await placeParcel(t);
    const { zone_id: parcelZone, order_amount: due } = await orderRow(id);
    const c = await courier([parcelZone]);
    const offer = (await offers(c)).offers.find((x) => x.order_id === id);
    expect(offer).toMatchObject({ order_type: 'parcel', ready: true, pickup: { name: 'Sam Sender' }, dropoff: { name: 'Rana Receiver', phone: '+971559998877' } });
    expect((await c.call('PUT', `courier/offers/${id}/accept`)).statusCode).toBe(200);
    expect((await orderRow(id)).order_status).toBe('confirmed');
    expect((await step(c, id, { step: 'picked_up' })).statusCode).toBe(200);
    const code = (await orderRow(id)).delivery_code;
    expect((await step(c, id, { step: 'delivered', code })).statusCode).toBe(400);
    expect((await step(c, id, { step: 'delivered', code, cash_collected: due / 100 })).statusCode).toBe(200);
    expect(await orderRow(id)).toMatchObject({ order_status: 'delivered', payment_status: 'paid', cash_collected: due });
  });

  it('tallies today\'s and this week\'s deliveries, the cash in hand, and pages the history newest first', async () => {
    const c = await courier();
    const delivered: number[] = [];
    for (let i = 0; i < 3; i++) {
      const order = await waitingOrder(true);
      await c.call('PUT', `courier/offers/${order.id}/accept`);
      await step(c, order.id, { step: 'picked_up' });
      const { delivery_code: code, order_amount: due } = await orderRow(order.id);
      expect((await step(c, order.id, { step: 'delivered', code, cash_collected: due / 100 })).statusCode).toBe(200);
      delivered.push(order.id);
    }
    // The first was delivered eight days ago: in the history, not in this week's tally.
    const old = new Date(t.app.services.clock.now().getTime() - 8 * 86_400_000).toISOString();
    await t.db.updateTable('order_status_history').set({ created_at: old }).where('order_id', '=', delivered[0]!).where('status', '=', 'delivered').execute();
    const rows = await t.db.selectFrom('orders').select(['id', 'delivery_charge', 'dm_tips', 'cash_collected']).where('id', 'in', delivered).orderBy('id').execute();
    const major = (minor: number) => minor / 100;
    const recent = rows.slice(1);
    const earnings = (await c.call('GET', 'courier/earnings?limit=2')).json() as CourierEarnings;
    expect(earnings.today).toEqual({
      deliveries: 2, earned: major(recent.reduce((n, r) => n + r.delivery_charge + r.dm_tips, 0)), tips: major(recent.reduce((n, r) => n + r.dm_tips, 0)),
    });
    expect(earnings.week).toEqual(earnings.today);
    expect(earnings.cash_in_hand).toBe(major(rows.reduce((n, r) => n + (r.cash_collected ?? 0), 0)));
    expect(earnings.deliveries.map((d) => d.order_id)).toEqual([delivered[2], delivered[1]]);
    expect(earnings.has_more).toBe(true);
    expect(earnings.deliveries[0]).toMatchObject({ order_type: 'delivery', cash_settled: false, cash_collected: major(rows[2]!.cash_collected!) });
    const next = (await c.call('GET', 'courier/earnings?limit=2&offset=2')).json() as CourierEarnings;
    expect(next.deliveries.map((d) => d.order_id)).toEqual([delivered[0]]);
    expect(next.has_more).toBe(false);
  });
});
