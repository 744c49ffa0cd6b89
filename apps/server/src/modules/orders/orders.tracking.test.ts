import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetailLine, OrderList, OrderTrack } from '@storefront/contract';
import { catalogApp } from '../../../test/catalog.js';
import { bearer, formData, logIn } from '../../../test/accounts.js';
import { expectEnvelope } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';
import { operatorLogin, PNG } from '../../../test/operators.js';

const { t, f } = catalogApp();
const o = orderFixture(t, (m) => f.headers(m));
let sara: string;
let omar: string;

beforeAll(async () => {
  sara = await logIn(t.app);
  omar = await logIn(t.app, 'omar@souqly.test');
});

const message = (res: { json(): unknown }) => expectEnvelope(res.json())[0]!.message;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });

/** A cash-on-delivery grocery order of `quantity` units, placed by a customer (token) or a guest. */
async function placeOrder(owner: { token?: string; guest?: string }, quantity = 2) {
  const item = await o.stockedItem(f.modules.grocery!, f.dubai, 50);
  const added = await o.addToCart(owner, 'grocery', { item_id: item.id, quantity });
  expect(added.statusCode, added.body).toBe(200);
  const address = { ...(await o.near(item.store_id)), ...o.contact };
  const res = await o.place(owner, 'grocery', { order_type: 'delivery', payment_method: 'cash_on_delivery', address, ...(owner.guest ? { contact: o.contact } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().order_id as number, item, address };
}

describe('my orders', () => {
  it('lists running orders newest first with paging, and finished ones in history', async () => {
    const first = await placeOrder({ token: sara });
    const second = await placeOrder({ token: sara });
    const page1 = (await get('customer/order/running-orders?limit=1&offset=1', bearer(sara))).json() as OrderList;
    const page2 = (await get('customer/order/running-orders?limit=1&offset=2', bearer(sara))).json() as OrderList;
    expect(page1).toMatchObject({ limit: 1, offset: 1 });
    expect(page1.total_size).toBeGreaterThanOrEqual(2);
    expect(page1.orders[0]).toMatchObject({ id: second.id, order_status: 'pending', item_count: 2, module_type: 'grocery' });
    expect(page1.orders[0]!.store).toMatchObject({ id: second.item.store_id });
    expect(page2.orders[0]!.id).toBe(first.id);

    const cancel = await t.app.inject({ method: 'PUT', url: '/api/v1/customer/order/cancel', headers: bearer(sara), payload: { order_id: first.id, reason: 'Changed my mind' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const history = (await get('customer/order/list', bearer(sara))).json() as OrderList;
    expect(history.orders.map((x) => x.id)).toContain(first.id);
    const running = (await get('customer/order/running-orders', bearer(sara))).json() as OrderList;
    expect(running.orders.map((x) => x.id)).not.toContain(first.id);
  });

  it('tells the same total on every page: a full one, the last one and one past the end', async () => {
    for (let i = 0; i < 3; i++) await placeOrder({ token: omar });
    const page = async (query: string) => (await get(`customer/order/running-orders?${query}`, bearer(omar))).json() as OrderList;
    const all = await page('limit=100');
    const n = all.total_size;
    expect(n).toBeGreaterThanOrEqual(3);
    expect(all.orders).toHaveLength(n);
    for (const query of ['limit=1&offset=1', `limit=${n - 1}&offset=2`, `limit=1&offset=${n + 1}`, `limit=2&offset=${n + 5}`]) {
      const p = await page(query);
      expect(p.total_size, query).toBe(n);
    }
    expect((await page(`limit=${n - 1}&offset=2`)).orders).toHaveLength(1);
  });

  it('asks for a signed-in customer', async () => {
    expect((await get('customer/order/running-orders')).statusCode).toBe(401);
    expect((await get('customer/order/list')).statusCode).toBe(401);
  });

  it('shows an order\'s lines, totals, history, store and address to its owner', async () => {
    const { id, item, address } = await placeOrder({ token: sara }, 3);
    const res = await get(`customer/order/details?order_id=${id}`, bearer(sara));
    expect(res.statusCode, res.body).toBe(200);
    const details = res.json() as OrderDetailLine[];
    expect(details).toHaveLength(1);
    expect(details[0]).toMatchObject({ order_id: id, item_id: item.id, quantity: 3 });
    expect(details[0]!.total).toBeCloseTo((details[0]!.price - details[0]!.discount_on_item) * 3 + details[0]!.total_add_on_price, 5);
    const order = (await get(`customer/order/track?order_id=${id}`, bearer(sara))).json() as OrderTrack;
    expect(order.totals.order_amount).toBe(order.order_amount);
    expect(order.status_history.map((h) => h.status)).toEqual(['pending']);
    expect(order.timestamps.pending).toBe(order.created_at);
    expect(order.delivery_address).toMatchObject({ latitude: address.latitude, longitude: address.longitude });
    expect(order).toMatchObject({ can_cancel: true, can_request_refund: false, delivery_man: null });
    const store = await t.db.selectFrom('stores').select(['latitude', 'longitude']).where('id', '=', item.store_id).executeTakeFirstOrThrow();
    const track = (await get(`customer/order/track?order_id=${id}`, bearer(sara))).json() as OrderTrack;
    expect(track.store).toMatchObject({ latitude: store.latitude, longitude: store.longitude });
    expect(track.receiver_details).toMatchObject({ phone: o.contact.contact_person_number });
  });
});

describe('nobody else sees an order', () => {
  it('answers 404 "Order not found" to another customer, for reading and for cancelling', async () => {
    const { id } = await placeOrder({ token: sara });
    for (const url of [`customer/order/details?order_id=${id}`, `customer/order/track?order_id=${id}`]) {
      const res = await get(url, bearer(omar));
      expect(res.statusCode).toBe(404);
      expect(message(res)).toBe('Order not found');
    }
    const cancel = await t.app.inject({ method: 'PUT', url: '/api/v1/customer/order/cancel', headers: bearer(omar), payload: { order_id: id, reason: 'x' } });
    expect(cancel.statusCode).toBe(404);
    expect((await get(`customer/order/track?order_id=${id}`, bearer(sara))).json().order_status).toBe('pending');
  });

  it('lets a guest track by guest id and phone (with or without +), never with a wrong phone or another guest id', async () => {
    const guest = await o.guest();
    const { id } = await placeOrder({ guest });
    const track = (contact: string, guestId = guest) => get(`customer/order/track?order_id=${id}&guest_id=${guestId}&contact_number=${encodeURIComponent(contact)}`);
    expect((await track('+971551234567')).statusCode).toBe(200);
    expect((await track('971 55 123 4567')).statusCode).toBe(200);
    const wrong = await track('+971551234568');
    expect(wrong.statusCode).toBe(404);
    expect(message(wrong)).toBe('Order not found');
    expect((await track('+971551234567', await o.guest())).statusCode).toBe(404);
    const missing = await get(`customer/order/track?order_id=${id}&guest_id=${guest}`);
    expect(missing.statusCode).toBe(400);
    expect(message(missing)).toBe('Need a contact number');
    // Without the guest id, the phone alone opens nothing.
    expect((await get(`customer/order/track?order_id=${id}&contact_number=%2B971551234567`)).statusCode).toBe(404);
    // The details take the email given at checkout as well.
    const details = await get(`customer/order/details?order_id=${id}&guest_id=${guest}&contact_number=GUEST@example.com`);
    expect(details.statusCode, details.body).toBe(200);
    expect((details.json() as OrderDetailLine[]).map((l) => l.order_id)).toEqual([id]);
    const tracked = await get(`customer/order/track?order_id=${id}&guest_id=${guest}&contact_number=GUEST@example.com`);
    expect((tracked.json() as OrderTrack).can_request_refund).toBe(false);
    // A customer's order is not a guest's to open, even with the right phone.
    const saras = await placeOrder({ token: sara });
    expect((await get(`customer/order/track?order_id=${saras.id}&guest_id=${guest}&contact_number=%2B971551234567`)).statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('is allowed while pending or confirmed (also as POST with _method=put), with the stock back, and refused later with 409', async () => {
    const pending = await placeOrder({ token: sara });
    const put = await t.app.inject({ method: 'PUT', url: '/api/v1/customer/order/cancel', headers: bearer(sara), payload: { order_id: pending.id, reason: 'Ordered by mistake' } });
    expect(put.statusCode, put.body).toBe(200);

    const confirmed = await placeOrder({ token: sara });
    const store = await operatorLogin(t, `store${confirmed.item.store_id}@souqly.test`);
    const stockBefore = (await t.db.selectFrom('items').select('stock').where('id', '=', confirmed.item.id).executeTakeFirstOrThrow()).stock;
    expect((await store.put(`store/orders/${confirmed.id}/status`, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await get(`customer/order/track?order_id=${confirmed.id}`, bearer(sara))).json().can_cancel).toBe(true);
    const post = await t.app.inject({
      method: 'POST', url: '/api/v1/customer/order/cancel', headers: bearer(sara), payload: { order_id: confirmed.id, reason: 'Too slow', _method: 'put' },
    });
    expect(post.statusCode, post.body).toBe(200);
    const after = { order: (await get(`customer/order/track?order_id=${confirmed.id}`, bearer(sara))).json() as OrderTrack };
    expect(after.order).toMatchObject({ order_status: 'canceled', cancellation_reason: 'Too slow', canceled_by: 'customer', can_cancel: false });
    expect(after.order.status_history.map((h) => h.status)).toEqual(['pending', 'confirmed', 'canceled']);
    expect((await t.db.selectFrom('items').select('stock').where('id', '=', confirmed.item.id).executeTakeFirstOrThrow()).stock).toBe(stockBefore + 2);

    const processing = await placeOrder({ token: sara });
    await store.put(`store/orders/${processing.id}/status`, { status: 'confirmed' });
    expect((await store.put(`store/orders/${processing.id}/status`, { status: 'processing' })).statusCode).toBe(200);
    expect((await get(`customer/order/track?order_id=${processing.id}`, bearer(sara))).json().can_cancel).toBe(false);
    const late = await t.app.inject({ method: 'PUT', url: '/api/v1/customer/order/cancel', headers: bearer(sara), payload: { order_id: processing.id, reason: 'Too late' } });
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe('This order can no longer be canceled');
    expect((await get(`customer/order/track?order_id=${processing.id}`, bearer(sara))).json().order_status).toBe('processing');
  });

  it('refuses an unknown _method', async () => {
    const { id } = await placeOrder({ token: sara });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/order/cancel', headers: bearer(sara), payload: { order_id: id, reason: 'x', _method: 'delete' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('refund requests', () => {
  async function delivered() {
    const order = await placeOrder({ token: sara });
    const store = await operatorLogin(t, `store${order.item.store_id}@souqly.test`);
    for (const status of ['confirmed', 'processing', 'handover']) expect((await store.put(`store/orders/${order.id}/status`, { status })).statusCode).toBe(200);
    // The order's zone's courier takes it and delivers it.
    const courier = await operatorLogin(t, 'courier1@souqly.test');
    await t.db.updateTable('orders').set({ delivery_man_id: courier.id }).where('id', '=', order.id).execute();
    expect((await courier.put(`courier/orders/${order.id}/status`, { status: 'picked_up' })).statusCode).toBe(200);
    expect((await courier.put(`courier/orders/${order.id}/status`, { status: 'delivered' })).statusCode).toBe(200);
    return { ...order, store };
  }

  const ask = (token: string | null, fields: Parameters<typeof formData>[0]) => {
    const form = formData(fields);
    return t.app.inject({ method: 'POST', url: '/api/v1/customer/order/refund-request', headers: { ...form.headers, ...(token ? bearer(token) : {}) }, payload: form.payload });
  };

  it('takes a delivered order\'s request with photos once, and the store\'s approval pays the wallet back', async () => {
    const order = await delivered();
    const view = { order: (await get(`customer/order/track?order_id=${order.id}`, bearer(sara))).json() as OrderTrack };
    expect(view.order).toMatchObject({ order_status: 'delivered', payment_status: 'paid', can_request_refund: true, can_cancel: false });

    const tooMany = await ask(sara, { order_id: String(order.id), reason: 'Damaged', 'image[]': [PNG, PNG, PNG, PNG] });
    expect(tooMany.statusCode).toBe(400);
    expect(message(tooMany)).toBe('Maximum 3 images can be send at a time.');
    expect((await ask(null, { order_id: String(order.id), reason: 'Damaged' })).statusCode).toBe(401);
    expect((await ask(omar, { order_id: String(order.id), reason: 'Damaged' })).statusCode).toBe(404);

    const res = await ask(sara, { order_id: String(order.id), reason: 'Damaged', note: 'The box was crushed', 'image[]': [PNG, PNG] });
    expect(res.statusCode, res.body).toBe(200);
    const asked = { order: (await get(`customer/order/track?order_id=${order.id}`, bearer(sara))).json() as OrderTrack };
    expect(asked.order).toMatchObject({ order_status: 'refund_requested', can_request_refund: false });
    expect(asked.order.refund).toMatchObject({ reason: 'Damaged', note: 'The box was crushed', status: 'pending' });
    expect(asked.order.refund!.images).toHaveLength(2);
    const again = await ask(sara, { order_id: String(order.id), reason: 'Damaged' });
    expect(again.statusCode).toBe(409);

    const before = (await t.db.selectFrom('users').select('wallet_balance').where('email', '=', 'customer@souqly.test').executeTakeFirstOrThrow()).wallet_balance;
    const approve = await order.store.put(`store/orders/${order.id}/refund`, { decision: 'approve' });
    expect(approve.statusCode, approve.body).toBe(200);
    const after = (await t.db.selectFrom('users').select('wallet_balance').where('email', '=', 'customer@souqly.test').executeTakeFirstOrThrow()).wallet_balance;
    const row = await t.db.selectFrom('orders').select(['order_amount', 'order_status']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.order_status).toBe('refunded');
    expect(after - before).toBe(row.order_amount);
    const final = { order: (await get(`customer/order/track?order_id=${order.id}`, bearer(sara))).json() as OrderTrack };
    expect(final.order.refund!.status).toBe('approved');
    expect(final.order.status_history.map((h) => h.status)).toEqual(['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered', 'refund_requested', 'refunded']);
  });

  it('is refused for an order that is not delivered', async () => {
    const { id } = await placeOrder({ token: sara });
    const res = await ask(sara, { order_id: String(id), reason: 'Damaged' });
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe('A refund can only be asked for a delivered order');
  });
});
