import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourierPositionEvent, OrderTrack } from '@storefront/contract';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import type { orderFixture } from '../../../test/orders.js';
import { openPushStream } from '../../../test/push.js';
import { staffSession, storeWithStaff, type StaffSession } from '../../../test/staff.js';

let t: TestApp;
let base: string;
let o: ReturnType<typeof orderFixture>;
let storeId: number;
let itemId: number;
let store: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  ({ o, storeId, itemId, staff: store } = await storeWithStaff(t));
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** A guest's delivery order of the store that a new courier of its zone has accepted. */
async function carriedOrder() {
  const guest = await o.guest();
  const placed = await o.place({ guest }, 'grocery', {
    order_type: 'delivery', payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: { item_id: itemId, quantity: 1 }, ...o.contact,
    address: { ...(await o.near(storeId)), ...o.contact },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const id = placed.json().order_id as number;
  expect((await store.call('PUT', `stores/${storeId}/orders/${id}/status`, { status: 'confirmed', processing_time: 10 })).statusCode).toBe(200);
  const courier = await staffSession(t, [{ role: 'courier', storeId: null }]);
  const { zone_id: zoneId } = await t.db.selectFrom('orders').select('zone_id').where('id', '=', id).executeTakeFirstOrThrow();
  await t.db.insertInto('courier_zones').values({ operator_id: courier.id, zone_id: zoneId }).execute();
  await courier.call('PUT', 'courier/shift', { online: true });
  expect((await courier.call('PUT', `courier/offers/${id}/accept`)).statusCode).toBe(200);
  return { id, guest, courier };
}

const track = async (order: { id: number; guest: string }) => (await t.app.inject({
  url: `/api/v1/customer/order/track?order_id=${order.id}&guest_id=${order.guest}&contact_number=${encodeURIComponent(o.contact.contact_person_number)}`,
})).json() as OrderTrack;

/** A time the server's clock (the tests' is set) had `ms` ago. */
const ago = (ms: number) => new Date(t.app.services.clock.now().getTime() - ms).toISOString();

describe('a courier\'s positions', () => {
  it('keep the newest of a batch and reach the guest\'s and the store\'s open streams live, and the tracking', async () => {
    const order = await carriedOrder();
    const guestTicket = (await t.app.inject({ method: 'POST', url: '/api/v1/customer/push/ticket', payload: { guest_id: order.guest } })).json().ticket as string;
    const [guestStream, storeStream] = await Promise.all([
      openPushStream(base, guestTicket), openPushStream(base, (await store.call('POST', `stores/${storeId}/push/ticket`)).json().ticket),
    ]);
    await Promise.all([guestStream.opened(), storeStream.opened()]);
    const before = ago(0);
    const sent = await order.courier.call('POST', 'courier/positions', {
      positions: [{ lat: 25.2001, lng: 55.2701, at: ago(6_000) }, { lat: 25.2002, lng: 55.2702, at: ago(1_000) }, { lat: 25.2003, lng: 55.2703, at: ago(3_000) }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // Kept at the server's time, not the phone's.
    const at = (sent.json() as { kept_at: string }).kept_at;
    expect(at >= before && at <= ago(0)).toBe(true);
    const mine = (e: CourierPositionEvent) => e.order_id === order.id;
    expect(await guestStream.waitForEvent<CourierPositionEvent>('courier_position', mine)).toEqual({ order_id: order.id, lat: 25.2002, lng: 55.2702, at });
    expect(await storeStream.waitForEvent<CourierPositionEvent>('courier_position', mine)).toMatchObject({ lat: 25.2002, lng: 55.2702 });
    expect((await track(order)).delivery_man).toMatchObject({ lat: 25.2002, lng: 55.2702 });
    guestStream.close();
    storeStream.close();
  });

  it('keep the newest of each batch whatever the phone\'s clock says (behind or ahead of the server\'s); refuse a bad batch with 400', async () => {
    const order = await carriedOrder();
    const now = ago(0);
    const report = async (lat: number, at: string) => (await order.courier.call('POST', 'courier/positions', { positions: [{ lat, lng: 55.28, at }] })).json() as { kept_at: string | null };
    expect((await report(25.21, ago(0))).kept_at).not.toBeNull();
    // A phone ten minutes behind, then ten minutes ahead: each report is where the courier is now.
    const behind = await report(25.22, ago(10 * 60_000));
    expect(behind.kept_at! >= now).toBe(true);
    expect((await track(order)).delivery_man).toMatchObject({ lat: 25.22, lng: 55.28 });
    expect((await report(25.23, ago(-10 * 60_000))).kept_at).not.toBeNull();
    expect((await track(order)).delivery_man).toMatchObject({ lat: 25.23, lng: 55.28 });
    for (const positions of [[], [{ lat: 91, lng: 0, at: now }], Array.from({ length: 21 }, () => ({ lat: 1, lng: 1, at: now }))]) {
      const bad = await order.courier.call('POST', 'courier/positions', { positions });
      expect(bad.statusCode).toBe(400);
      expectEnvelope(bad.json());
    }
  });

  it('are refused at the next report once the session is revoked, the account deactivated or the courier role taken away', async () => {
    const position = () => ({ positions: [{ lat: 25.2, lng: 55.27, at: ago(0) }] });
    const cut: [number, (id: number) => Promise<unknown>][] = [
      [401, (id) => t.db.updateTable('operator_tokens').set({ revoked_at: ago(0) }).where('operator_id', '=', id).execute()],
      [401, (id) => t.db.updateTable('operators').set({ status: 0 }).where('id', '=', id).execute()],
      [403, (id) => t.db.deleteFrom('operator_roles').where('operator_id', '=', id).execute()],
    ];
    for (const [status, change] of cut) {
      const courier = await staffSession(t, [{ role: 'courier', storeId: null }]);
      expect((await courier.call('POST', 'courier/positions', position())).statusCode).toBe(200);
      await change(courier.id);
      const refused = await courier.call('POST', 'courier/positions', position());
      expect(refused.statusCode, refused.body).toBe(status);
      expectEnvelope(refused.json());
    }
  });
});
