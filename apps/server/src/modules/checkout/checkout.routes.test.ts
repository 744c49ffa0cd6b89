import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPlaced } from '@storefront/contract';
import { expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { checkoutApp, guestWithCartOf, message, type CheckoutTest } from './checkout.test-app.js';

let t: TestApp;
let f: CheckoutTest['f'];
let o: CheckoutTest['o'];

beforeAll(async () => ({ t, f, o } = await checkoutApp()));
afterAll(() => t.close());
const guestWithCart = guestWithCartOf(() => ({ t, f, o }));
type Placed = OrderPlaced;
const setConfig = async (key: string, value: unknown) => {
  await t.db.updateTable('settings').set({ value: JSON.stringify(value) }).where('key', '=', key).execute();
  t.app.services.config.invalidate();
};

describe('placing an order as a guest with cash on delivery', () => {
  it('computes every amount on the server and clears the cart', async () => {
    const { item, guest, address } = await guestWithCart(2);
    const res = await o.place({ guest }, 'grocery', {
      order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact, dm_tips: 5, order_amount: 0.01,
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json() as Placed;
    expect(placed.order_id).toBeGreaterThanOrEqual(100001);
    expect(placed).toMatchObject({ order_status: 'pending', payment_status: 'unpaid' });

    const row = await t.db.selectFrom('items').select(['price', 'discount', 'discount_type', 'tax', 'tax_type', 'stock']).where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row.stock).toBe(48);
    const totals = placed.totals;
    expect(totals.item_amount).toBe((row.price * 2) / 100);
    const store = await t.db.selectFrom('stores').selectAll().where('id', '=', item.store_id).executeTakeFirstOrThrow();
    const rate = await t.db.selectFrom('module_zones').selectAll().where('module_id', '=', f.modules.grocery!).where('zone_id', '=', store.zone_id).executeTakeFirstOrThrow();
    const metres = (await t.app.services.location.distance({ origin_lat: store.latitude, origin_lng: store.longitude, destination_lat: address.latitude, destination_lng: address.longitude, mode: 'driving' })).distance.value;
    const subtotal = totals.item_amount - totals.item_discount;
    let fee = Math.max(store.minimum_shipping_charge ?? rate.minimum_shipping_charge, Math.round((metres / 1000) * (store.per_km_shipping_charge ?? rate.per_km_shipping_charge)));
    const max = store.maximum_shipping_charge ?? rate.maximum_shipping_charge;
    if (max) fee = Math.min(fee, max);
    const free = store.free_delivery === 1 || subtotal >= 100;
    expect(totals.original_delivery_charge).toBe(fee / 100);
    expect(totals.delivery_charge).toBe(free ? 0 : fee / 100);
    expect(totals.additional_charge).toBe(2);
    expect(totals.dm_tips).toBe(5);
    expect(totals.order_amount).toBeCloseTo(subtotal - totals.coupon_discount + totals.tax_amount + totals.delivery_charge + 2 + 5, 5);
    // The cart was emptied.
    const cart = await t.app.inject({ method: 'GET', url: `/api/v1/customer/cart/list?guest_id=${guest}`, headers: f.headers('grocery') });
    expect(cart.json()).toEqual([]);
  });

  it('needs the guest\'s contact, and guest checkout switched on', async () => {
    const { guest, address } = await guestWithCart();
    const { contact_person_email: _e, ...noEmail } = address;
    const missing = await o.place({ guest }, 'grocery', { order_type: 'take_away', payment_method: 'cash_on_delivery' });
    expect(missing.statusCode).toBe(400);
    expect(message(missing)).toBe('Contact Person Name, phone and email are required');
    expect((await o.place({ guest }, 'grocery', { order_type: 'delivery', payment_method: 'cash_on_delivery', address: noEmail })).statusCode).toBe(400);
    await setConfig('guest_checkout_status', 0);
    try {
      const off = await o.place({ guest }, 'grocery', { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact });
      expect(off.statusCode).toBe(401);
    } finally {
      await setConfig('guest_checkout_status', 1);
    }
  });

  it('refuses an address outside the store\'s zone and delivery without an address', async () => {
    const { guest, address } = await guestWithCart();
    const far = await o.place({ guest }, 'grocery', { order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...address, latitude: 24.45, longitude: 54.38 }, contact: o.contact });
    expect(far.statusCode).toBe(422);
    expect(message(far)).toMatch(/outside the store's delivery area/);
    const none = await o.place({ guest }, 'grocery', { order_type: 'delivery', payment_method: 'cash_on_delivery', contact: o.contact });
    expect(message(none)).toBe('Address is required');
  });

  it('refuses cash on delivery above the zone\'s maximum with the spec\'s text', async () => {
    const { item, guest, address } = await guestWithCart(3);
    const store = await t.db.selectFrom('stores').select('zone_id').where('id', '=', item.store_id).executeTakeFirstOrThrow();
    await t.db.updateTable('module_zones').set({ maximum_cod_order_amount: 100 }).where('module_id', '=', f.modules.grocery!).where('zone_id', '=', store.zone_id).execute();
    try {
      const res = await o.place({ guest }, 'grocery', { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact });
      expect(res.statusCode).toBe(422);
      expect(message(res)).toBe('The total amount of the order, exceeds maximum amount of the cash on delivery method');
      const digital = await o.place({ guest }, 'grocery', { order_type: 'delivery', payment_method: 'digital_payment', address, contact: o.contact });
      expect(digital.statusCode, digital.body).toBe(200);
    } finally {
      await t.db.updateTable('module_zones').set({ maximum_cod_order_amount: 50000 }).where('module_id', '=', f.modules.grocery!).execute();
    }
  });

  it('offers only the payment methods the zone allows', async () => {
    const { item, guest, address } = await guestWithCart();
    const store = await t.db.selectFrom('stores').select('zone_id').where('id', '=', item.store_id).executeTakeFirstOrThrow();
    await t.db.updateTable('zones').set({ digital_payment: 0 }).where('id', '=', store.zone_id).execute();
    try {
      const res = await o.place({ guest }, 'grocery', { order_type: 'delivery', payment_method: 'digital_payment', address, contact: o.contact });
      expect(message(res)).toBe('This payment method is not available here');
      const wallet = await o.place({ guest }, 'grocery', { order_type: 'delivery', payment_method: 'wallet', address, contact: o.contact });
      expect(message(wallet)).toBe('This payment method is not available here');
    } finally {
      await t.db.updateTable('zones').set({ digital_payment: 1 }).where('id', '=', store.zone_id).execute();
    }
  });

  it('enforces the store\'s minimum order', async () => {
    const { item, guest, address } = await guestWithCart();
    await t.db.updateTable('stores').set({ minimum_order: 10_000_00 }).where('id', '=', item.store_id).execute();
    const res = await o.place({ guest }, 'grocery', { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact });
    expect(res.statusCode).toBe(422);
    expect(message(res)).toMatch(/^The minimum order amount of this store is /);
    await t.db.updateTable('stores').set({ minimum_order: 0 }).where('id', '=', item.store_id).execute();
  });

  it('answers the same order for the same Idempotency-Key', async () => {
    const { guest, address } = await guestWithCart();
    const body = { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact };
    const first = await o.place({ guest }, 'grocery', body, { 'idempotency-key': 'retry-1' });
    const again = await o.place({ guest }, 'grocery', body, { 'idempotency-key': 'retry-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json().order_id).toBe(first.json().order_id);
    expect(Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('guest_id', '=', guest).executeTakeFirstOrThrow()).n)).toBe(1);
  });

  it('refuses the same Idempotency-Key with another body (422), and still answers the first order to the same body in another field order', async () => {
    const { guest, address } = await guestWithCart();
    const body = { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact };
    const key = { 'idempotency-key': 'retry-other-body' };
    const first = await o.place({ guest }, 'grocery', body, key);
    expect(first.statusCode, first.body).toBe(200);
    const other = await o.place({ guest }, 'grocery', { ...body, order_note: 'Ring twice' }, key);
    expect(other.statusCode, other.body).toBe(422);
    expect(expectEnvelope(other.json())).toEqual([{ code: 'idempotency_mismatch', message: 'This Idempotency-Key was already used with a different request.' }]);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const same = await o.place({ guest }, 'grocery', reordered, key);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().order_id).toBe(first.json().order_id);
    expect(Number((await t.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('guest_id', '=', guest).executeTakeFirstOrThrow()).n)).toBe(1);
  });
});

describe('charges', () => {
  const preview = (guest: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/customer/order/preview', headers: f.headers('grocery'), payload: { ...body, guest_id: guest } });

  it('adds percentage tax on what is paid, the zone surge to delivery, and free delivery over the threshold', async () => {
    const { item, guest, address } = await guestWithCart(1);
    const body = { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact };
    const store = await t.db.selectFrom('stores').select(['zone_id']).where('id', '=', item.store_id).executeTakeFirstOrThrow();
    const before = (await preview(guest, body)).json().totals;
    await t.db.updateTable('items').set({ tax: 5, tax_type: 'percent' }).where('id', '=', item.id).execute();
    await t.db.updateTable('zones').set({ increased_delivery_fee: 20, increased_delivery_fee_status: 1 }).where('id', '=', store.zone_id).execute();
    try {
      const after = (await preview(guest, body)).json().totals;
      const paid = after.item_amount - after.item_discount;
      expect(after.tax_amount).toBeCloseTo(Math.round(paid * 5) / 100, 5);
      expect(after.original_delivery_charge).toBeCloseTo(Math.round(before.original_delivery_charge * 100 * 1.2) / 100, 5);
      expect(after.order_amount).toBeCloseTo(paid + after.tax_amount + after.delivery_charge + after.additional_charge, 5);
    } finally {
      await t.db.updateTable('items').set({ tax: 0 }).where('id', '=', item.id).execute();
      await t.db.updateTable('zones').set({ increased_delivery_fee_status: 0 }).where('id', '=', store.zone_id).execute();
    }
    // Over free_delivery_over (AED 100 in the demo) delivery costs nothing, though its original price is kept.
    const big = await o.guest();
    await o.addToCart({ guest: big }, 'grocery', { item_id: item.id, quantity: Math.ceil(10_000 / Math.max(1, item.price)) + 1 });
    const free = (await preview(big, body)).json().totals;
    expect(free.item_amount - free.item_discount).toBeGreaterThanOrEqual(100);
    expect(free.delivery_charge).toBe(0);
    expect(free.original_delivery_charge).toBeGreaterThan(0);
  });

  it('schedules only within the store\'s hours, and only when the store takes scheduled orders', async () => {
    const { item, guest, address } = await guestWithCart();
    const body = { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact };
    await t.db.updateTable('stores').set({ schedule_order: 0 }).where('id', '=', item.store_id).execute();
    expect(message(await preview(guest, { ...body, schedule_at: '2026-11-22T08:00:00.000Z' }))).toBe('This store does not take scheduled orders');
    await t.db.updateTable('stores').set({ schedule_order: 1 }).where('id', '=', item.store_id).execute();
    await t.db.deleteFrom('store_schedules').where('store_id', '=', item.store_id).execute();
    await t.db.insertInto('store_schedules').values([0, 1, 2, 3, 4, 5, 6].map((day) => ({ store_id: item.store_id, day, opening_time: '09:00', closing_time: '17:00' }))).execute();
    try {
      // 08:00 UTC is 12:00 in Dubai: open. 16:00 UTC is 20:00: closed.
      expect((await preview(guest, { ...body, schedule_at: '2026-11-22T08:00:00.000Z' })).statusCode).toBe(200);
      expect(message(await preview(guest, { ...body, schedule_at: '2026-11-22T16:00:00.000Z' }))).toBe('The store is closed at the chosen time. Please choose another time.');
      expect(message(await preview(guest, { ...body, schedule_at: '2026-11-20T08:00:00.000Z' }))).toBe('The store is closed at the chosen time. Please choose another time.');
    } finally {
      await o.openAllDay(item.store_id);
    }
  });
});

describe('preview', () => {
  it('answers the totals placing would give, and writes nothing', async () => {
    const { item, guest, address } = await guestWithCart(2);
    const body = { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact, dm_tips: 3 };
    const preview = await t.app.inject({ method: 'POST', url: '/api/v1/customer/order/preview', headers: f.headers('grocery'), payload: { ...body, guest_id: guest } });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(await t.db.selectFrom('orders').select('id').where('guest_id', '=', guest).execute()).toEqual([]);
    expect((await t.db.selectFrom('items').select('stock').where('id', '=', item.id).executeTakeFirstOrThrow()).stock).toBe(50);
    const placed = await o.place({ guest }, 'grocery', body);
    expect(preview.json().totals).toEqual(placed.json().totals);
  });

  it('prices a guest\'s order from the address alone; placing it still needs the contact', async () => {
    const { guest, address } = await guestWithCart();
    const { contact_person_name: _n, contact_person_number: _p, contact_person_email: _e, ...bare } = address;
    const body = { order_type: 'delivery', payment_method: 'cash_on_delivery', address: bare };
    const preview = await t.app.inject({ method: 'POST', url: '/api/v1/customer/order/preview', headers: f.headers('grocery'), payload: { ...body, guest_id: guest } });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().totals.delivery_charge + preview.json().totals.original_delivery_charge).toBeGreaterThan(0);
    expect(message(await o.place({ guest }, 'grocery', body))).toBe('Contact Person Name, phone and email are required');
    const placed = await o.place({ guest }, 'grocery', { ...body, contact: o.contact });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().totals).toEqual(preview.json().totals);
  });

  it('answers a coupon\'s refusal before the order is placed', async () => {
    const { guest, address } = await guestWithCart();
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/customer/order/preview', headers: f.headers('grocery'),
      payload: { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact, coupon_code: 'NOPE', guest_id: guest },
    });
    expect(res.statusCode).toBe(422);
    expect(message(res)).toBe('Coupon not found');
  });
});
