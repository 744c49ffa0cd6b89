import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_CUSTOMER, formData, logIn } from './accounts.js';
import { catalogFixture } from './catalog.js';
import { orderFixture } from './orders.js';
import { createTestApp, expectEnvelope, type TestApp } from './helpers.js';

/** A client written from the spec alone, sending only the spec's shapes. */
let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
});
afterAll(() => t.close());

describe('query strings on GET', () => {
  it('ignores a parameter the route does not know instead of refusing the call', async () => {
    const plain = await f.get('items/latest?offset=1&limit=5', f.headers('food'));
    expect(plain.statusCode, plain.body).toBe(200);
    for (const extra of ['offset1=2', 'colour=red&page=2', 'zone_id=7']) {
      const res = await f.get(`items/latest?offset=1&limit=5&${extra}`, f.headers('food'));
      expect(res.statusCode, `${extra}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual(plain.json());
    }
  });

  it('takes an optional parameter sent empty or as null as absent', async () => {
    const plain = await f.get('items/latest?offset=1&limit=5', f.headers('food'));
    for (const q of ['offset=1&limit=5&guest_id=null', 'offset=1&limit=5&guest_id=', 'offset=1&limit=5&type=', 'offset=1&limit=5&type=null']) {
      const res = await f.get(`items/latest?${q}`, f.headers('food'));
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual(plain.json());
    }
    // A guest's cart before the client has its guest id: as if none was sent.
    const none = await f.get('customer/cart/list', f.headers('food'));
    for (const q of ['guest_id=null', 'guest_id=']) {
      const res = await f.get(`customer/cart/list?${q}`, f.headers('food'));
      expect([res.statusCode, res.json()]).toEqual([none.statusCode, none.json()]);
    }
  });

  it('still refuses a required parameter that is empty', async () => {
    const res = await f.get('stores/reviews?store_id=', f.headers('food'));
    expect(res.statusCode, res.body).toBe(400);
    expectEnvelope(res.json());
  });
});

describe('bodies with fields the route does not know', () => {
  it('ignores them, inside a list of union choices too, and still checks types, ranges and required fields', async () => {
    const item = await t.db.selectFrom('items as i').innerJoin('stores as s', 's.id', 'i.store_id').innerJoin('item_variations as v', 'v.item_id', 'i.id')
      .select(['i.id', 'v.type']).where('i.module_id', '=', f.modules.grocery!).where('i.zone_id', 'in', f.dubai)
      .where('i.status', '=', 1).where('s.status', '=', 1).where('s.active', '=', 1).where('v.stock', '>', 3).orderBy('i.id').executeTakeFirstOrThrow();
    const guest = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json().guest_id as string;
    const add = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/customer/cart/add', headers: f.headers('grocery'), payload });
    // A non-food choice is one branch of a union: its `type` must survive the other branch's fields being unknown.
    const res = await add({ guest_id: guest, item_id: item.id, quantity: 2, colour: 'red', model: 'Item', variation: [{ type: item.type, price: 5, stock: 9 }], add_ons: [] });
    expect(res.statusCode, res.body).toBe(200);
    const lines = (await f.get(`customer/cart/list?guest_id=${guest}`, f.headers('grocery'))).json() as { item_id: number; quantity: number; variation: { type: string }[] }[];
    expect(lines.map((l) => [l.item_id, l.quantity, l.variation])).toEqual([[item.id, 2, [{ type: item.type }]]]);
    for (const [payload, field] of [
      [{ guest_id: guest, item_id: item.id, quantity: 'two', colour: 'red' }, 'quantity'],
      [{ guest_id: guest, item_id: item.id, quantity: 0, colour: 'red' }, 'quantity'],
      [{ guest_id: guest, quantity: 1, colour: 'red' }, 'item_id'],
      [{ guest_id: guest, item_id: item.id, quantity: 1, variation: [{ kind: item.type }] }, 'variation.0'],
    ] as const) {
      const refused = await add(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(expectEnvelope(refused.json()).map((e) => e.code), JSON.stringify(payload)).toContain(field);
    }
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as { info: { description: string } };
    expect(doc.info.description).toMatch(/Unknown fields in a request body \(JSON or multipart\) are ignored/);
  });
});

describe('ids in the path or the query', () => {
  it('answers each call the same with its id either way, and 400 with neither', async () => {
    const food = f.headers('food');
    const pharmacy = f.headers('pharmacy');
    const item = await t.db.selectFrom('items').select(['id', 'store_id', 'category_id']).where('module_id', '=', f.modules.food!).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const condition = await t.db.selectFrom('items').select('common_condition_id as id').where('common_condition_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const category = { id: item.category_id };
    const calls: [query: string, path: string, headers: Record<string, string>][] = [
      [`items/related-store-items?item_id=${item.id}`, `items/related-store-items/${item.id}`, food],
      [`common-condition/items?condition_id=${condition.id}&limit=5`, `common-condition/items/${condition.id}?limit=5`, pharmacy],
      [`stores/popular-items?store_id=${item.store_id}`, `stores/popular-items/${item.store_id}`, food],
      [`categories/items?id=${category.id}&limit=5`, `categories/items/${category.id}?limit=5`, food],
      [`categories/stores?id=${category.id}`, `categories/stores/${category.id}`, food],
    ];
    for (const [query, path, headers] of calls) {
      const [a, b] = await Promise.all([f.get(query, headers), f.get(path, headers)]);
      expect(a.statusCode, `${query}: ${a.body}`).toBe(200);
      expect(b.statusCode, `${path}: ${b.body}`).toBe(200);
      expect(b.json(), path).toEqual(a.json());
      const neither = await f.get(query.split('?')[0]!, headers);
      expect(neither.statusCode, query).toBe(400);
      expectEnvelope(neither.json());
    }
  });

  it('gives one store\'s banners with its id either way, and every banner without one', async () => {
    const food = f.headers('food');
    const all = (await f.get('banners', food)).json() as { banners: { id: number; store: { id: number } | null; item: { store_id: number } | null }[] };
    const storeOf = (b: (typeof all.banners)[number]) => b.store?.id ?? b.item?.store_id;
    const storeId = all.banners.map(storeOf).find((id) => id !== undefined)!;
    expect(storeId).toBeDefined();
    const mine = all.banners.filter((b) => storeOf(b) === storeId).map((b) => b.id);
    expect(mine.length).toBeLessThan(all.banners.length);
    for (const url of [`banners?store_id=${storeId}`, `banners/${storeId}`]) {
      const res = await f.get(url, food);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().banners.map((b: { id: number }) => b.id), url).toEqual(mine);
    }
  });

  it('shows both forms in the OpenAPI document, the flat order body and form bodies included', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const body = doc.paths['/api/v1/customer/order/place'].post.requestBody.content['application/json'].schema;
    const flat = body.else.properties as Record<string, { description?: string; anyOf?: { type: string }[] }>;
    for (const field of ['latitude', 'longitude', 'road', 'house', 'floor', 'contact_person_name', 'contact_person_number']) expect(flat, field).toHaveProperty(field);
    expect(flat.address!.anyOf!.map((s) => s.type)).toEqual(['object', 'string']);
    expect(flat.delivery_charge!.description).toBe('Ignored: the server computes it');
    // Calls that take a form as well as JSON say so, and take it.
    const bodies = (path: string, method: string) => Object.keys(doc.paths[path][method].requestBody.content).sort();
    for (const [path, method] of [['update-interest', 'post'], ['cm-firebase-token', 'post'], ['cm-firebase-token', 'put'], ['update-profile', 'post']] as const) {
      const both = path === 'update-profile' ? ['multipart/form-data'] : ['application/json', 'multipart/form-data'];
      expect(bodies(`/api/v1/customer/${path}`, method), `${method} ${path}`).toEqual(both);
    }
    const token = await logIn(t.app);
    const categories = (await t.db.selectFrom('categories').select('id').where('status', '=', 1).orderBy('id').limit(2).execute()).map((c) => c.id);
    const interest = formData({ interest: categories.map(String) });
    const interested = await t.app.inject({ method: 'POST', url: '/api/v1/customer/update-interest', headers: { ...interest.headers, ...bearer(token) }, payload: interest.payload });
    expect(interested.statusCode, interested.body).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/customer/info', headers: bearer(token) })).json().interest).toEqual(categories);
    for (const method of ['POST', 'PUT'] as const) {
      const push = formData({ cm_firebase_token: `fcm-${method}`, ...(method === 'POST' ? { _method: 'put' } : {}) });
      const res = await t.app.inject({ method, url: '/api/v1/customer/cm-firebase-token', headers: { ...push.headers, ...bearer(token) }, payload: push.payload });
      expect(res.statusCode, res.body).toBe(200);
      const row = await t.db.selectFrom('users').select('cm_firebase_token').where('email', '=', DEMO_CUSTOMER.email).executeTakeFirstOrThrow();
      expect(row.cm_firebase_token).toBe(`fcm-${method}`);
    }

    const paths = Object.keys(doc.paths);
    for (const p of ['/api/v1/stores/popular-items', '/api/v1/stores/popular-items/{store_id}', '/api/v1/categories/items', '/api/v1/categories/items/{id}', '/api/v1/banners/{store_id}']) {
      expect(paths, p).toContain(p);
    }
  });
});

describe('details without a zone', () => {
  it('answers an item and a store by id or slug with no zoneId header, as with the zone but for the store\'s distance and delivery estimate (an item\'s store card too), and 404 for what is not there', async () => {
    const item = await t.db.selectFrom('items').select(['id', 'slug', 'store_id']).where('module_id', '=', f.modules.food!).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const store = await t.db.selectFrom('stores').select(['id', 'slug']).where('id', '=', item.store_id).executeTakeFirstOrThrow();
    const moduleOnly = { moduleId: String(f.modules.food) };
    for (const [kind, row] of [['items', item], ['stores', store]] as const) {
      const zoned = await f.get(`${kind}/details/${row.id}`, f.headers('food'));
      expect(zoned.statusCode, zoned.body).toBe(200);
      type Placed = { distance?: number | null; delivery_time?: string; store_details?: Placed };
      const { distance, delivery_time: estimate, ...placeless } = zoned.json() as Placed;
      if (kind === 'stores') expect([distance, estimate]).toEqual([null, expect.stringMatching(/^\d+-\d+ \w+$/)]);
      // An item's page carries its store's card, which leaves them out the same way.
      if (placeless.store_details) {
        const { distance: _d, delivery_time: cardEstimate, ...card } = placeless.store_details;
        expect(cardEstimate).toMatch(/^\d+-\d+ \w+$/);
        placeless.store_details = card;
      }
      for (const key of [String(row.id), row.slug]) {
        const cold = await f.get(`${kind}/details/${key}`, moduleOnly);
        expect(cold.statusCode, `${kind} ${key}: ${cold.body}`).toBe(200);
        expect(cold.json(), `${kind} ${key}`).toEqual(placeless);
      }
      const none = await f.get(`${kind}/details/99999999`, moduleOnly);
      expect(none.statusCode).toBe(404);
      expectEnvelope(none.json());
    }
  });

  it('does not show a hidden item that way, and with a position but no zone it gives no distance and no delivery estimate', async () => {
    const hidden = await t.db.selectFrom('items').select('id').where('status', '=', 0).executeTakeFirst();
    const id = hidden?.id ?? (await t.db.selectFrom('items').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    if (!hidden) await t.db.updateTable('items').set({ status: 0 }).where('id', '=', id).execute();
    expect((await f.get(`items/details/${id}`, {})).statusCode).toBe(404);
    const store = await t.db.selectFrom('stores').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const near = await f.get(`stores/details/${store.id}`, { latitude: '25.2', longitude: '55.27' });
    expect(near.statusCode, near.body).toBe(200);
    expect(near.json()).not.toHaveProperty('distance');
    expect(near.json()).not.toHaveProperty('delivery_time');
    const zoned = (await f.get(`stores/details/${store.id}`, { ...f.headers('food'), latitude: '25.2', longitude: '55.27' })).json() as { distance: unknown; delivery_time: unknown };
    expect(typeof zoned.distance).toBe('number');
    expect(zoned.delivery_time).toMatch(/^\d+-\d+ \w+$/);
  });

  it('still needs the zone where an order is made', async () => {
    const item = await t.db.selectFrom('items').select('id').where('module_id', '=', f.modules.food!).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const guest = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json().guest_id as string;
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/cart/add', headers: { moduleId: String(f.modules.food) }, payload: { guest_id: guest, item_id: item.id, quantity: 1 } });
    expect(res.statusCode, res.body).toBe(400);
    expect(expectEnvelope(res.json())[0]!.code).toBe('zone_required');
  });
});

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

// Images: wire-images.test.ts, with an app of its own PUBLIC_URL.
