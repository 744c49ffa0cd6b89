import { expect } from 'vitest';
import type { TestApp } from './helpers.js';
import type { orderFixture } from './orders.js';
import { staffSession, type StaffSession } from './staff.js';

/** A world of a store with its staff where couriers work: the store's zone and another one. */
export interface CourierWorld {
  t: TestApp;
  o: ReturnType<typeof orderFixture>;
  storeId: number;
  itemId: number;
  zoneId: number;
  store: StaffSession;
}

/** A courier working in these zones (the store's unless told), a little way from the store, online unless told. */
export async function courierOf(w: CourierWorld, zones: number[] = [w.zoneId], online = true): Promise<StaffSession> {
  const session = await staffSession(w.t, [{ role: 'courier', storeId: null }]);
  const s = await w.t.db.selectFrom('stores').select(['latitude', 'longitude']).where('id', '=', w.storeId).executeTakeFirstOrThrow();
  await w.t.db.updateTable('operators').set({ lat: s.latitude + 0.01, lng: s.longitude }).where('id', '=', session.id).execute();
  if (zones.length) await w.t.db.insertInto('courier_zones').values(zones.map((z) => ({ operator_id: session.id, zone_id: z }))).execute();
  if (online) expect((await session.call('PUT', 'courier/shift', { online: true })).statusCode).toBe(200);
  return session;
}

/** A guest's cash delivery order of the store, confirmed by the store (waiting for a courier); handed over when told. */
export async function waitingOrder(w: CourierWorld, handover = false): Promise<{ id: number; guest: string }> {
  const guest = await w.o.guest();
  const res = await w.o.place({ guest }, 'grocery', {
    order_type: 'delivery', payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: { item_id: w.itemId, quantity: 1 }, ...w.o.contact,
    address: { ...(await w.o.near(w.storeId)), ...w.o.contact },
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().order_id as number;
  for (const status of ['confirmed', ...(handover ? ['processing', 'handover'] : [])]) {
    const moved = await w.store.call('PUT', `stores/${w.storeId}/orders/${id}/status`, { status, ...(status === 'confirmed' ? { processing_time: 10 } : {}) });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { id, guest };
}
