import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetailsAnswer, OrderList } from '@storefront/contract';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import type { orderFixture } from '../../../test/orders.js';
import { openPushStream } from '../../../test/push.js';
import { staffSession, storeWithStaff, type StaffSession } from '../../../test/staff.js';

let t: TestApp;
let base: string;
let o: ReturnType<typeof orderFixture>;
let storeId: number;
let itemId: number;
let staff: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  ({ o, storeId, itemId, staff } = await storeWithStaff(t));
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** A guest's cash order of the store, take-away or delivered to a point near it. */
async function guestOrder(orderType: 'take_away' | 'delivery' = 'take_away') {
  const guest = await o.guest();
  const address = orderType === 'delivery' ? { address: { ...(await o.near(storeId)), ...o.contact } } : {};
  const res = await o.place({ guest }, 'grocery', {
    order_type: orderType, payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: { item_id: itemId, quantity: 2 }, ...o.contact, ...address,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().order_id as number, guest };
}

/** The order as its guest tracks it (with the contact number it was placed with). */
const track = async (order: { id: number; guest: string }) =>
  (await t.app.inject({ url: `/api/v1/customer/order/track?order_id=${order.id}&guest_id=${order.guest}&contact_number=${encodeURIComponent(o.contact.contact_person_number)}` })).json();

const audit = (orderId: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'order').where('entity_id', '=', String(orderId)).orderBy('id').execute();

describe('the store panel\'s orders', () => {
  it('tells the store\'s open board of a new order and of each change, through the push stream', async () => {
    const ticket = await staff.call('POST', `stores/${storeId}/push/ticket`);
    expect(ticket.statusCode, ticket.body).toBe(200);
    const stream = await openPushStream(base, ticket.json().ticket);
    await stream.opened();
    const order = await guestOrder();
    const fresh = await stream.waitForPush((p) => p.order_id === order.id);
    expect(fresh).toMatchObject({ type: 'order_status', order_status: 'pending', title: `New order #${order.id}` });
    expect((await staff.call('PUT', `stores/${storeId}/orders/${order.id}/status`, { status: 'confirmed', processing_time: 20 })).statusCode).toBe(200);
    expect(await stream.waitForPush((p) => p.order_id === order.id && p.order_status === 'confirmed')).toMatchObject({ title: `Order #${order.id}` });
    stream.close();
  });

  it('ends the store\'s stream once the staff session it was opened with is signed out, and opens none with a ticket taken before', async () => {
    const other = await staffSession(t, [{ role: 'staff', storeId }]);
    const kept = await openPushStream(base, (await staff.call('POST', `stores/${storeId}/push/ticket`)).json().ticket);
    const stream = await openPushStream(base, (await other.call('POST', `stores/${storeId}/push/ticket`)).json().ticket);
    const spare = (await other.call('POST', `stores/${storeId}/push/ticket`)).json().ticket as string;
    await Promise.all([kept.opened(), stream.opened()]);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/logout', headers: other.headers })).statusCode).toBe(200);
    await t.app.services.push.pingAll();
    await stream.ended();
    const late = await openPushStream(base, spare);
    await late.ended();
    // The other person's stream goes on.
    const order = await guestOrder();
    await kept.waitForPush((p) => p.order_id === order.id);
    kept.close();
  });

  it('lists the store\'s running orders and shows one with its lines and customer', async () => {
    const order = await guestOrder('delivery');
    const list = (await staff.call('GET', `stores/${storeId}/orders`)).json() as OrderList;
    expect(list.orders.map((x) => x.id)).toContain(order.id);
    const details = (await staff.call('GET', `stores/${storeId}/orders/${order.id}`)).json() as OrderDetailsAnswer;
    expect(details.order).toMatchObject({ id: order.id, order_status: 'pending', receiver_details: { contact_person_name: o.contact.contact_person_name } });
    expect(details.details).toHaveLength(1);
    expect(details.details[0]).toMatchObject({ item_id: itemId, quantity: 2 });
  });

  it('accepts with a preparation time the customer sees, prepares, marks ready and hands a take-away order over; each step is audited', async () => {
    const order = await guestOrder();
    const accepted = await staff.call('PUT', `stores/${storeId}/orders/${order.id}/status`, { status: 'confirmed', processing_time: 25 });
    expect(accepted.json()).toEqual({ message: 'Order status updated', order_id: order.id, order_status: 'confirmed' });
    for (const status of ['processing', 'handover', 'delivered'] as const) {
      const res = await staff.call('PUT', `stores/${storeId}/orders/${order.id}/status`, { status });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await track(order)).toMatchObject({ order_status: 'delivered', processing_time: 25, payment_status: 'paid' });
    const entries = await audit(order.id);
    expect(entries.map((e) => [e.action, e.operator_id, JSON.parse(e.before!).order_status, JSON.parse(e.after!).order_status])).toEqual([
      ['orders.move', staff.id, 'pending', 'confirmed'], ['orders.move', staff.id, 'confirmed', 'processing'],
      ['orders.move', staff.id, 'processing', 'handover'], ['orders.move', staff.id, 'handover', 'delivered'],
    ]);
    expect(JSON.parse(entries[0]!.after!)).toEqual({ order_status: 'confirmed', processing_time: 25 });
    expect(entries.every((e) => e.store_id === storeId)).toBe(true);
  });

  it('rejects a new order with a reason: the customer is told why, the stock comes back, and the rejection is audited', async () => {
    const stockBefore = (await t.db.selectFrom('items').select('stock').where('id', '=', itemId).executeTakeFirstOrThrow()).stock;
    const order = await guestOrder();
    const res = await staff.call('PUT', `stores/${storeId}/orders/${order.id}/status`, { status: 'canceled', reason: '  Out of fresh bread  ' });
    expect(res.json()).toMatchObject({ order_status: 'canceled' });
    expect(await track(order)).toMatchObject({ order_status: 'canceled', cancellation_reason: 'Out of fresh bread', canceled_by: 'store' });
    expect((await t.db.selectFrom('items').select('stock').where('id', '=', itemId).executeTakeFirstOrThrow()).stock).toBe(stockBefore);
    const [entry] = await audit(order.id);
    expect(entry).toMatchObject({ action: 'orders.reject', operator_id: staff.id });
    expect(JSON.parse(entry!.after!)).toEqual({ order_status: 'canceled', reason: 'Out of fresh bread' });
  });

  it('refuses what the rules refuse, and changes nothing then', async () => {
    const order = await guestOrder();
    const noReason = await staff.call('PUT', `stores/${storeId}/orders/${order.id}/status`, { status: 'canceled' });
    expect(noReason.statusCode).toBe(400);
    expect(expectEnvelope(noReason.json())[0]!.message).toBe('reason is required');
    const timeLater = await staff.call('PUT', `stores/${storeId}/orders/${order.id}/status`, { status: 'processing', processing_time: 10 });
    expect(timeLater.statusCode).toBe(400);
    const tooLong = await staff.call('PUT', `stores/${storeId}/orders/${order.id}/status`, { status: 'confirmed', processing_time: 600 });
    expect(tooLong.statusCode).toBe(400);
    const skip = await staff.call('PUT', `stores/${storeId}/orders/${order.id}/status`, { status: 'handover' });
    expect(skip.statusCode).toBe(409);
    const other = await t.db.selectFrom('stores').select('id').where('id', '!=', storeId).orderBy('id').executeTakeFirstOrThrow();
    const elsewhere = await staffSession(t, [{ role: 'owner', storeId: other.id }]);
    // Through the other store's path: the order is not that store's.
    expect((await elsewhere.call('PUT', `stores/${other.id}/orders/${order.id}/status`, { status: 'confirmed' })).statusCode).toBe(404);
    expect((await elsewhere.call('GET', `stores/${other.id}/orders/${order.id}`)).statusCode).toBe(404);
    expect((await t.db.selectFrom('orders').select('order_status').where('id', '=', order.id).executeTakeFirstOrThrow()).order_status).toBe('pending');
    expect(await audit(order.id)).toEqual([]);
  });
});
