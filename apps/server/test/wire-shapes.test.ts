import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO_CUSTOMER, formData, logIn } from './accounts.js';
import { catalogFixture } from './catalog.js';
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

// Whole orders and cart lines: wire-shapes.client.test.ts. Images: wire-images.test.ts, with an app of its own PUBLIC_URL.
