import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from './catalog.js';
import { orderFixture } from './orders.js';
import { createTestApp, expectEnvelope, type TestApp } from './helpers.js';

/** A client written from the spec alone: a flat-body order from browsing to tracking, and cart lines it rebuilds its popups from. */
let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
});
afterAll(() => t.close());

describe('a client written from the spec alone', () => {
  it('browses, opens an item cold, fills a guest cart, places a flat-body order and tracks it', async () => {
    const o = orderFixture(t, (m) => f.headers(m));
    const prepared = await o.stockedItem(f.modules.grocery!, f.dubai, 50);
    const store = await o.near(prepared.store_id);
    const api = (url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; payload?: object } = {}) =>
      t.app.inject({ method: init.method ?? 'GET', url: `/api/v1/${url}`, headers: init.headers ?? {}, ...(init.payload ? { payload: init.payload } : {}) });

    // Location and module, as the spec's client learns them.
    const zone = (await api(`config/get-zone-id?lat=${store.latitude}&lng=${store.longitude}`)).json() as { zone_id: string };
    const modules = (await api('module', { headers: { zoneId: zone.zone_id } })).json() as { id: number; module_type: string }[];
    const grocery = modules.find((m) => m.module_type === 'grocery')!;
    const headers = { zoneId: zone.zone_id, moduleId: String(grocery.id) };
    const browsed = await api('items/latest?offset=1&limit=10&offset1=1', { headers });
    expect(browsed.statusCode, browsed.body).toBe(200);

    // The item's shareable link, rendered cold: no zone yet.
    const item = await api(`items/details/${prepared.id}`, { headers: { moduleId: String(grocery.id) } });
    expect(item.statusCode, item.body).toBe(200);
    expect(item.json().image_full_url).toMatch(/^http:\/\/storefront\.test\//);

    const guest = (await api('auth/guest/request', { method: 'POST' })).json().guest_id as string;
    const added = await api('customer/cart/add', { method: 'POST', headers, payload: { guest_id: guest, item_id: prepared.id, quantity: 2 } });
    expect(added.statusCode, added.body).toBe(200);
    const cart = await api(`customer/cart/list?guest_id=${guest}`, { headers });
    expect(cart.json()).toHaveLength(1);

    // The flat body: the address text with its fields beside it. The server's own price: the preview of the body without any amount.
    const flat = {
      order_type: 'delivery', payment_method: 'cash_on_delivery', guest_id: guest, store_id: prepared.store_id,
      address: 'Test Street 1', address_type: 'home', latitude: store.latitude, longitude: store.longitude, road: 'Road 7', house: 'Villa 3', floor: '1',
      contact_person_name: 'Flat Client', contact_person_number: '+971551112233', contact_person_email: 'flat@example.com',
      order_note: 'Ring twice', dm_tips: 0,
    };
    type Totals = { order_amount: number; coupon_discount: number; delivery_charge: number };
    // A store that charges for delivery by the kilometre, so that a wrong charge or distance would show.
    await t.db.updateTable('stores').set({ free_delivery: 0, per_km_shipping_charge: 300, minimum_shipping_charge: 100, maximum_shipping_charge: null }).where('id', '=', prepared.store_id).execute();
    const own = await api('customer/order/preview', { method: 'POST', headers, payload: flat });
    expect(own.statusCode, own.body).toBe(200);
    const served = (own.json() as { totals: Totals }).totals;
    expect(served.delivery_charge).toBeGreaterThan(0);
    // Amounts the client worked out itself, wrong on purpose: accepted, and ignored by preview and place alike.
    const wrong = { ...flat, distance: 1.5, order_amount: 1, delivery_charge: 0.5, coupon_discount_amount: 99 };
    const preview = await api('customer/order/preview', { method: 'POST', headers, payload: wrong });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().totals).toEqual(served);
    const placed = await api('customer/order/place', { method: 'POST', headers, payload: wrong });
    expect(placed.statusCode, placed.body).toBe(200);
    const { order_id: orderId, totals } = placed.json() as { order_id: number; totals: Totals };
    expect(totals).toEqual(served);
    expect([totals.order_amount > 1, totals.delivery_charge, totals.coupon_discount]).toEqual([true, served.delivery_charge, 0]);
    // What is kept is the server's too: its charge, total and the distance it measured.
    const row = await t.db.selectFrom('orders').select(['distance', 'delivery_charge', 'order_amount', 'coupon_discount']).where('id', '=', orderId).executeTakeFirstOrThrow();
    const shop = await t.db.selectFrom('stores').select(['latitude', 'longitude']).where('id', '=', prepared.store_id).executeTakeFirstOrThrow();
    const measured = await t.app.services.location.distance({ origin_lat: shop.latitude, origin_lng: shop.longitude, destination_lat: store.latitude, destination_lng: store.longitude, mode: 'driving' });
    expect(row).toEqual({
      distance: measured.distance.value, delivery_charge: Math.round(served.delivery_charge * 100), order_amount: Math.round(served.order_amount * 100), coupon_discount: 0,
    });
    expect(row.distance).toBeGreaterThan(100);

    const track = await api(`customer/order/track?order_id=${orderId}&guest_id=${guest}&contact_number=${encodeURIComponent('+971551112233')}`);
    expect(track.statusCode, track.body).toBe(200);
    expect(track.json()).toMatchObject({
      id: orderId, order_status: 'pending', order_amount: totals.order_amount,
      delivery_address: { address: 'Test Street 1', road: 'Road 7', house: 'Villa 3', floor: '1', contact_person_name: 'Flat Client' },
    });
  });

  it("gives the flat form the nested form's texts, and a take-away guest's contact person", async () => {
    const o = orderFixture(t, (m) => f.headers(m));
    const prepared = await o.stockedItem(f.modules.grocery!, f.dubai, 50);
    const store = await o.near(prepared.store_id);
    const guest = await o.guest();
    expect((await o.addToCart({ guest }, 'grocery', { item_id: prepared.id, quantity: 1 })).statusCode).toBe(200);
    const base = { order_type: 'delivery', payment_method: 'cash_on_delivery', ...o.contact };
    const nested = await o.place({ guest }, 'grocery', { ...base, address: { address: 'Test Street 1', longitude: store.longitude } });
    const flatNoLat = await o.place({ guest }, 'grocery', { ...base, address: 'Test Street 1', longitude: store.longitude });
    expect(flatNoLat.statusCode).toBe(400);
    expect(expectEnvelope(flatNoLat.json())).toEqual(expectEnvelope(nested.json()));
    expect(expectEnvelope(flatNoLat.json())[0]).toEqual({ code: 'address.latitude', message: 'address.latitude is required' });
    // An empty address answers the spec's text, flat or nested, not the schema's wording.
    for (const address of ['', { address: '', latitude: store.latitude, longitude: store.longitude }]) {
      const empty = await o.place({ guest }, 'grocery', { ...base, address, latitude: store.latitude, longitude: store.longitude });
      expect(empty.statusCode, empty.body).toBe(400);
      expect(expectEnvelope(empty.json())[0]!.message).toBe('Address is required');
    }

    const { contact_person_email: _e, ...noEmail } = o.contact;
    const takeAway = { order_type: 'take_away', payment_method: 'cash_on_delivery' };
    const missing = await o.place({ guest }, 'grocery', { ...takeAway, ...noEmail });
    expect(missing.statusCode).toBe(400);
    expect(expectEnvelope(missing.json())[0]!.message).toBe('Contact Person Name, phone and email are required');
    const whole = await o.place({ guest }, 'grocery', { ...takeAway, ...o.contact });
    expect(whole.statusCode, whole.body).toBe(200);
  });
});

describe('cart lines', () => {
  it('carry the chosen add-ons with quantities and mark the chosen food variation values, so a client can rebuild its popup', async () => {
    const o = orderFixture(t, (m) => f.headers(m));
    const row = await t.db.selectFrom('items as i').select(['i.id', 'i.store_id'])
      .where('i.module_id', '=', f.modules.food!).where('i.status', '=', 1)
      .where((eb) => eb.exists(eb.selectFrom('item_food_variations as v').select('v.id').whereRef('v.item_id', '=', 'i.id')))
      .where((eb) => eb.exists(eb.selectFrom('item_add_ons as a').select('a.item_id').whereRef('a.item_id', '=', 'i.id')))
      .orderBy('i.id').executeTakeFirstOrThrow();
    await o.openAllDay(row.store_id);
    await t.db.updateTable('items').set({ available_time_starts: '00:00', available_time_ends: '23:59' }).where('id', '=', row.id).execute();
    type Details = { food_variations: { name: string; min: number; required: string; values: { label: string; isSelected?: boolean }[] }[]; add_ons: { id: number; checked?: boolean; quantity?: number; store_id?: number }[] };
    const item = (await f.get(`items/details/${row.id}`, f.headers('food'))).json() as Details;
    const variation = item.food_variations.map((fv) => ({ name: fv.name, values: { label: fv.values.slice(0, Math.max(fv.min, 1)).map((v) => v.label) } }));
    const addOn = item.add_ons[0]!;
    const guest = await o.guest();
    const added = await o.addToCart({ guest }, 'food', { item_id: row.id, quantity: 1, variation, add_on_ids: [addOn.id], add_on_qtys: [2] });
    expect(added.statusCode, added.body).toBe(200);
    const [line] = (await f.get(`customer/cart/list?guest_id=${guest}`, f.headers('food'))).json() as { add_ons: { id: number; quantity: number }[]; item: Details }[];
    expect(line!.add_ons).toMatchObject([{ id: addOn.id, quantity: 2 }]);
    for (const fv of line!.item.food_variations) {
      const picked = variation.find((v) => v.name === fv.name)!.values.label;
      expect(fv.values.map((v) => [v.label, v.isSelected]), fv.name).toEqual(fv.values.map((v) => [v.label, picked.includes(v.label)]));
    }
    expect(line!.item.add_ons.map((a) => [a.id, a.checked, a.quantity, a.store_id])).toEqual(
      item.add_ons.map((a) => [a.id, a.id === addOn.id, a.id === addOn.id ? 2 : 0, row.store_id]),
    );
    // Outside the cart an item has no choice to show.
    expect(item.food_variations[0]!.values[0]!.isSelected).toBeUndefined();
  });
});
