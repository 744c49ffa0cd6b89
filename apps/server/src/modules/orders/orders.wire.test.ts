import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetailLine, OrderList, OrderTrack, PrescriptionOrderDetails } from '@storefront/contract';
import { catalogApp } from '../../../test/catalog.js';
import { bearer, formData, logIn } from '../../../test/accounts.js';
import { orderFixture } from '../../../test/orders.js';
import { operatorLogin, PNG } from '../../../test/operators.js';

/** Orders as the product's own web client reads them: my orders, order details (the lines) and tracking (the amounts). */
const { t, f } = catalogApp();
const o = orderFixture(t, (m) => f.headers(m));
let sara: string;

beforeAll(async () => {
  sara = await logIn(t.app);
});

const get = (url: string, token = sara) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });
const major = (minor: number) => minor / 100;

/**
 * A cash order of two lines (3 and 1 units) of one store's items; the first sold with 10 % off and 5 % tax,
 * the second taxed 2.00 a unit.
 */
async function twoLineOrder() {
  const [a, b] = await o.stockedItems(f.modules.grocery!, f.dubai, 50, 2);
  await t.db.updateTable('items').set({ discount: 10, discount_type: 'percent', tax: 5, tax_type: 'percent' }).where('id', '=', a!.id).execute();
  await t.db.updateTable('items').set({ discount: 0, tax: 200, tax_type: 'amount' }).where('id', '=', b!.id).execute();
  for (const [item, quantity] of [[a!, 3], [b!, 1]] as const) {
    const added = await o.addToCart({ token: sara }, 'grocery', { item_id: item.id, quantity });
    expect(added.statusCode, added.body).toBe(200);
  }
  const res = await o.place({ token: sara }, 'grocery', { order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(a!.store_id)), ...o.contact } });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().order_id as number, a: a!, b: b! };
}

describe('my orders', () => {
  it('counts an order\'s lines as details_count beside its units (item_count), in running orders and in history', async () => {
    const { id } = await twoLineOrder();
    const running = (await get('customer/order/running-orders?limit=50&offset=1')).json() as OrderList;
    expect(running.orders.find((x) => x.id === id)).toMatchObject({ details_count: 2, item_count: 4 });
    const cancel = await t.app.inject({ method: 'PUT', url: '/api/v1/customer/order/cancel', headers: bearer(sara), payload: { order_id: id, reason: 'Changed my mind' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const history = (await get('customer/order/list?limit=50&offset=1')).json() as OrderList;
    expect(history.orders.find((x) => x.id === id)).toMatchObject({ details_count: 2, item_count: 4 });
  });
});

describe('order details: the lines', () => {
  it('answers the lines with the item as sold, the unit price before discount, the discount per unit, the tax and add-ons as stored', async () => {
    const { id, a, b } = await twoLineOrder();
    const res = await get(`customer/order/details?order_id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json() as OrderDetailLine[];
    const stored = await t.db.selectFrom('order_details').selectAll().where('order_id', '=', id).orderBy('id').execute();
    expect(lines.map((l) => [l.order_id, l.item_id, l.quantity])).toEqual([[id, a.id, 3], [id, b.id, 1]]);
    for (const [i, line] of lines.entries()) {
      const row = stored[i]!;
      expect(line).toMatchObject({
        id: row.id, price: major(row.original_price), discount_on_item: major(row.original_price - row.price), tax_amount: major(row.tax_amount),
        total_add_on_price: major(row.add_ons_price), variation: JSON.parse(row.variation), add_ons: [],
      });
      expect(line.total).toBeCloseTo(line.price * line.quantity - line.discount_on_item * line.quantity + line.total_add_on_price, 5);
      expect(line.total).toBeCloseTo(major(row.price * row.quantity + row.add_ons_price), 5);
    }
    // The first was sold at 10 % off; the second at its price.
    expect(lines[0]!.discount_on_item).toBeCloseTo(lines[0]!.price * 0.1, 2);
    expect(lines[1]!.discount_on_item).toBe(0);
    expect(lines[1]!.tax_amount).toBe(2);
    const items = await t.db.selectFrom('items').select(['id', 'name', 'price', 'image']).where('id', 'in', [a.id, b.id]).orderBy('id').execute();
    const itemA = items.find((i) => i.id === a.id)!;
    expect(lines[0]!.item_details).toMatchObject({ id: a.id, name: itemA.name, price: major(itemA.price), tax: 5, tax_type: 'percent' });
    expect(lines[1]!.item_details).toMatchObject({ id: b.id, tax: 2, tax_type: 'amount' });
    // The picture by file name under config base_urls.item_image_url, and as a whole URL.
    expect(lines[0]!.item_details.image).toBe(itemA.image);
    expect(lines[0]!.image).toBe(itemA.image);
    expect(lines[0]!.item_details.image_full_url).toBe(`http://storefront.test/storage/${itemA.image}`);

    // What the client's summary adds up from the lines and takes from tracking agrees with the order's total.
    const track = (await get(`customer/order/track?order_id=${id}`)).json() as OrderTrack;
    const itemsPrice = lines.reduce((sum, l) => sum + l.price * l.quantity + l.total_add_on_price, 0);
    const discount = track.store_discount_amount + track.flash_admin_discount_amount + track.flash_store_discount_amount;
    expect(discount).toBeCloseTo(lines.reduce((sum, l) => sum + l.discount_on_item * l.quantity, 0), 5);
    expect(track.total_tax_amount).toBeCloseTo(lines.reduce((sum, l) => sum + l.tax_amount, 0), 5);
    expect(itemsPrice - discount - track.coupon_discount_amount + track.total_tax_amount + track.delivery_charge + track.dm_tips + track.additional_charge)
      .toBeCloseTo(track.order_amount, 5);
  });

  it('answers a prescription order not yet priced as the order with prescription_order and its photos', async () => {
    const store = await t.db.selectFrom('stores').select(['id']).where('module_id', '=', f.modules.pharmacy!).where('prescription_order', '=', 1)
      .where('zone_id', 'in', f.dubai).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await o.openAllDay(store.id);
    const at = await o.near(store.id);
    const body = formData({
      store_id: String(store.id), address: at.address, latitude: String(at.latitude), longitude: String(at.longitude),
      contact_person_name: 'Demo', contact_person_number: '+971501234567', 'order_attachment[]': [PNG, PNG],
    });
    const placed = await t.app.inject({ method: 'POST', url: '/api/v1/customer/order/prescription/place', headers: { ...body.headers, ...f.headers('pharmacy'), ...bearer(sara) }, payload: body.payload });
    expect(placed.statusCode, placed.body).toBe(200);
    const id = placed.json().order_id as number;
    const answer = (await get(`customer/order/details?order_id=${id}`)).json() as PrescriptionOrderDetails;
    expect(answer).toMatchObject({ id, prescription_order: true, module_type: 'pharmacy', details_count: 0 });
    const stored = JSON.parse((await t.db.selectFrom('orders').select('order_attachment').where('id', '=', id).executeTakeFirstOrThrow()).order_attachment) as string[];
    expect(stored).toHaveLength(2);
    // By name under base_urls.order_attachment_url: the stored path with the link's signature.
    expect(answer.order_attachment.map((name: string) => name.split('?')[0])).toEqual(stored);
    expect(answer.order_attachment.map((name: string) => `http://storefront.test/api/v1/files/${name}`)).toEqual(answer.order_attachment_full_url);
  });
});

describe('tracking: what the client reads from it', () => {
  it('carries the order\'s amounts under the client\'s names, the time of each state reached, the module, and no offline payment for cash', async () => {
    const { id, a } = await twoLineOrder();
    const store = await operatorLogin(t, `store${a.store_id}@souqly.test`);
    for (const status of ['confirmed', 'processing']) expect((await store.put(`store/orders/${id}/status`, { status })).statusCode).toBe(200);
    const res = await get(`customer/order/track?order_id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const track = res.json() as OrderTrack;
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(track).toMatchObject({
      order_amount: major(row.order_amount), delivery_charge: major(row.delivery_charge), coupon_discount_amount: major(row.coupon_discount),
      total_tax_amount: major(row.tax_amount), store_discount_amount: major(row.item_discount), flash_admin_discount_amount: 0, flash_store_discount_amount: 0,
      ref_bonus_amount: major(row.referral_discount), additional_charge: major(row.additional_charge), dm_tips: major(row.dm_tips),
      partially_paid_amount: 0, payments: [], offline_payment: null, details_count: 2,
      module: { id: f.modules.grocery, module_type: 'grocery' },
    });
    expect(row.item_discount).toBeGreaterThan(0);
    const history = await t.db.selectFrom('order_status_history').select(['status', 'created_at']).where('order_id', '=', id).orderBy('id').execute();
    const when = Object.fromEntries(history.map((h) => [h.status, h.created_at]));
    expect(Object.keys(when)).toEqual(['pending', 'confirmed', 'processing']);
    expect(track).toMatchObject({ pending: when.pending, confirmed: when.confirmed, processing: when.processing, picked_up: null, delivered: null, canceled: null });
    // Kept as before, beside the new names.
    expect(track.totals.order_amount).toBe(track.order_amount);
    expect(track.timestamps).toEqual(when);
  });

  it('splits a wallet-and-cash order into its payments, the wallet\'s share as partially_paid_amount', async () => {
    const { id } = await twoLineOrder();
    const row = await t.db.selectFrom('orders').select('order_amount').where('id', '=', id).executeTakeFirstOrThrow();
    await t.db.updateTable('orders').set({ wallet_amount: 500, payment_status: 'partially_paid' }).where('id', '=', id).execute();
    const track = (await get(`customer/order/track?order_id=${id}`)).json() as OrderTrack;
    expect(track.partially_paid_amount).toBe(5);
    expect(track.payments).toEqual([
      { payment_method: 'wallet', amount: 5, payment_status: 'paid' },
      { payment_method: 'cash_on_delivery', amount: major(row.order_amount - 500), payment_status: 'unpaid' },
    ]);
  });

  it('shows an offline payment as given: the method\'s account details, the customer\'s inputs, pending until paid', async () => {
    const item = await o.stockedItem(f.modules.grocery!, f.dubai, 50);
    const guest = await o.guest();
    expect((await o.addToCart({ guest }, 'grocery', { item_id: item.id, quantity: 1 })).statusCode).toBe(200);
    const methods = (await t.app.inject({ method: 'GET', url: '/api/v1/offline_payment_method_list' })).json() as { id: number; method_name: string; method_fields: unknown[] }[];
    const bank = methods.find((m) => m.method_name === 'Bank transfer')!;
    const placed = await o.place({ guest }, 'grocery', {
      order_type: 'delivery', payment_method: 'offline_payment', address: { ...(await o.near(item.store_id)), ...o.contact }, contact: o.contact,
      offline_payment: { method_id: bank.id, fields: { transaction_id: 'TX-9', sender_name: 'Guest Buyer' } },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const id = placed.json().order_id as number;
    const url = `/api/v1/customer/order/track?order_id=${id}&guest_id=${guest}&contact_number=${encodeURIComponent(o.contact.contact_person_number)}`;
    const track = (await t.app.inject({ method: 'GET', url })).json() as OrderTrack;
    expect(track.offline_payment).toEqual({
      data: { method_id: bank.id, method_name: 'Bank transfer', status: 'pending', customer_note: null },
      method_fields: bank.method_fields,
      input: [{ user_input: 'transaction_id', user_data: 'TX-9' }, { user_input: 'sender_name', user_data: 'Guest Buyer' }],
    });
    expect(bank.method_fields.length).toBeGreaterThan(0);
  });

  it('puts a flash sale\'s price cut in flash_admin_discount_amount, not in the store\'s discount', async () => {
    const line = await o.flashSaleLine(f.modules.grocery!, f.dubai, '2026-11-21T10:00:00.000Z');
    const placed = await o.place({ token: sara }, 'grocery', {
      order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(line.store_id)), ...o.contact },
      source: 'buy_now', buy_now: { item_id: line.item_id, quantity: 2 },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const track = (await get(`customer/order/track?order_id=${placed.json().order_id}`)).json() as OrderTrack;
    expect(track.flash_admin_discount_amount).toBeCloseTo(major((line.original - line.price) * 2), 5);
    expect(track.flash_admin_discount_amount).toBeGreaterThan(0);
    expect(track.store_discount_amount).toBe(0);
  });
});
