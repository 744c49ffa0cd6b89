import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourierTrip, OrderTrack } from '@storefront/contract';
import { formData } from '../../../test/accounts.js';
import { courierOf, waitingOrder, type CourierWorld } from '../../../test/couriers.js';
import { createTestApp, expectEnvelope } from '../../../test/helpers.js';
import { PNG } from '../../../test/operators.js';
import type { StaffSession } from '../../../test/staff.js';
import { storeWithStaff } from '../../../test/staff.js';

let w: CourierWorld;

beforeAll(async () => {
  const t = await createTestApp();
  const { o, storeId, itemId, staff: store } = await storeWithStaff(t);
  const zoneId = (await t.db.selectFrom('stores').select('zone_id').where('id', '=', storeId).executeTakeFirstOrThrow()).zone_id;
  w = { t, o, storeId, itemId, zoneId, store };
});
afterAll(() => w.t.close());

const photo = (c: StaffSession, id: number, file = PNG) => {
  const form = formData({ image: file });
  return w.t.app.inject({ method: 'PUT', url: `/api/v1/console/courier/trips/${id}/photo`, headers: { ...c.headers, ...form.headers }, payload: form.payload });
};
const step = (c: StaffSession, id: number, body: Record<string, unknown>) => c.call('PUT', `courier/trips/${id}/step`, body);
const track = async (order: { id: number; guest: string }) => (await w.t.app.inject({
  url: `/api/v1/customer/order/track?order_id=${order.id}&guest_id=${order.guest}&contact_number=${encodeURIComponent(w.o.contact.contact_person_number)}`,
})).json() as OrderTrack;

/** An order the courier has picked up from the store. */
async function pickedUp(c: StaffSession) {
  const order = await waitingOrder(w, true);
  expect((await c.call('PUT', `courier/offers/${order.id}/accept`)).statusCode).toBe(200);
  expect((await step(c, order.id, { step: 'picked_up' })).statusCode).toBe(200);
  return order;
}

describe('the photo at the door', () => {
  it('is taken once the order is picked up, replaces the one before, is audited, and opens by its signed link for the courier and, once delivered, the customer', async () => {
    const c = await courierOf(w);
    const order = await waitingOrder(w, true);
    expect((await c.call('PUT', `courier/offers/${order.id}/accept`)).statusCode).toBe(200);
    // Before the pick-up there is no door yet.
    const early = await photo(c, order.id);
    expect(early.statusCode).toBe(409);
    expectEnvelope(early.json());
    expect((await step(c, order.id, { step: 'picked_up' })).statusCode).toBe(200);

    const first = await photo(c, order.id);
    expect(first.statusCode, first.body).toBe(200);
    const firstLink = (first.json() as CourierTrip).delivery_photo!;
    expect(firstLink).toMatch(/\/api\/v1\/files\/delivery\/[a-f0-9]{32}\.webp\?expires=\d+&sig=/);
    const second = (await photo(c, order.id)).json() as CourierTrip;
    expect(second.delivery_photo).not.toBe(firstLink);
    // The first one is gone: one photo an order.
    expect((await w.t.app.inject({ url: new URL(firstLink).pathname + new URL(firstLink).search })).statusCode).toBe(404);
    const opened = await w.t.app.inject({ url: new URL(second.delivery_photo!).pathname + new URL(second.delivery_photo!).search });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/webp');
    const audited = await w.t.db.selectFrom('audit_log').select('action').where('entity', '=', 'order').where('entity_id', '=', String(order.id)).where('action', '=', 'trips.photo').execute();
    expect(audited).toHaveLength(2);

    // The customer sees it once the order is delivered.
    expect((await track(order)).delivery_photo ?? null).toBeNull();
    const row = await w.t.db.selectFrom('orders').select(['order_amount', 'delivery_code']).where('id', '=', order.id).executeTakeFirstOrThrow();
    const delivered = await step(c, order.id, { step: 'delivered', code: row.delivery_code ?? undefined, cash_collected: row.order_amount / 100 });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const seen = (await track(order)).delivery_photo;
    expect(seen).toMatch(/\/api\/v1\/files\/delivery\//);
    expect((await w.t.app.inject({ url: new URL(seen!).pathname + new URL(seen!).search })).statusCode).toBe(200);
  });

  it('refuses what is not one picture, another courier\'s trip, and a file that is not an image', async () => {
    const c = await courierOf(w);
    const order = await pickedUp(c);
    const none = await w.t.app.inject({ method: 'PUT', url: `/api/v1/console/courier/trips/${order.id}/photo`, headers: { ...c.headers, ...formData({ note: 'x' }).headers }, payload: formData({ note: 'x' }).payload });
    expect(none.statusCode).toBe(400);
    expectEnvelope(none.json());
    const other = await courierOf(w);
    expect((await photo(other, order.id)).statusCode).toBe(404);
    const text = await photo(c, order.id, { filename: 'a.png', contentType: 'image/png', content: Buffer.from('not a picture') });
    expect(text.statusCode).toBe(415);
    expect((await w.t.db.selectFrom('orders').select('delivery_photo').where('id', '=', order.id).executeTakeFirstOrThrow()).delivery_photo).toBeNull();
  });
});
