import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, formData, signUp } from './accounts.js';
import { catalogFixture } from './catalog.js';
import { sample, type JsonSchema, type Operation } from './fuzz.js';
import { createTestApp, type TestApp } from './helpers.js';
import { orderFixture } from './orders.js';

/**
 * Issue #22: every customer operation that names a row by id, generated from the OpenAPI document,
 * is called with customer A's ids by customer B, by another guest and with no token. Each must be
 * refused (401, 403, 404; 400 for a caller without the guest field), never answer 5xx, never show
 * A's rows, and A's rows must be the same afterwards. An id parameter the matrix does not know fails
 * the test, so that a new route cannot slip by.
 */

/** Parameters and body fields that name a row. guest_id is not one: it is who the caller is. */
const ID_LIKE = /^(id|.+_id|.+_ids)$/;
const CALLER_FIELD = 'guest_id';

interface Owned {
  orderId: number;
  addressId: number;
  cartLineId: number;
  conversationId: number;
  itemId: number;
  storeId: number;
  courierId: number;
  /** A point in A's delivery zone, for the fields an address needs. */
  spot: { latitude: number; longitude: number };
}

/** A's value for each id-like parameter; `owned` names rows of A's, which no other caller may reach at all. */
const ID_VALUES: Record<string, { value: (a: Owned) => unknown; owned: boolean }> = {
  order_id: { value: (a) => a.orderId, owned: true },
  address_id: { value: (a) => a.addressId, owned: true },
  cart_id: { value: (a) => a.cartLineId, owned: true },
  conversation_id: { value: (a) => a.conversationId, owned: true },
  // Catalog rows A used (wish-listed, carted, chatted with, delivered by): others may use them for themselves.
  item_id: { value: (a) => a.itemId, owned: false },
  store_id: { value: (a) => a.storeId, owned: false },
  receiver_id: { value: (a) => a.storeId, owned: false },
  delivery_man_id: { value: (a) => a.courierId, owned: false },
  add_on_ids: { value: () => [], owned: false },
};

/** Path parameters called plain `id`, by operation: what they name differs from route to route. */
const PATH_IDS: Record<string, { value: (a: Owned) => unknown; owned: boolean }> = {
  'PUT /api/v1/customer/address/update/{id}': { value: (a) => a.addressId, owned: true },
};

/** Non-id fields that need a value that fits A's rows for the call to reach them. */
const FIELD_VALUES: Record<string, (a: Owned) => unknown> = {
  receiver_type: () => 'vendor',
  payment_method: () => 'cash_on_delivery',
  contact_person_number: () => '+971551234567',
  // A's order's contact number: a guest who knows it and the order id must still not reach a customer's order.
  contact_number: () => '+971551234567',
  message: () => 'Matrix probe',
  latitude: (a) => a.spot.latitude,
  longitude: (a) => a.spot.longitude,
};

const MARKERS = { name: 'Matrixowner', street: 'Matrix Owner Lane 7', message: 'Matrix owner secret note' };

type Caller = 'customer B' | 'another guest' | 'no token';
interface Call { operation: string; caller: Caller; status: number; problem: string }

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation & { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> };
let a: Owned & { userId: number; email: string };
let tokenB: string;
let otherGuest: string;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
  const f = await catalogFixture(t);
  headers = { ...f.headers('grocery'), 'x-localization': 'en' };
  const o = orderFixture(t, (m) => f.headers(m));
  const owner = await signUp(t.app, { f_name: MARKERS.name });
  tokenB = (await signUp(t.app)).token;
  otherGuest = await o.guest();
  const asA = { ...headers, ...bearer(owner.token) };
  const ok = <T>(res: { statusCode: number; body: string; json: () => unknown }, what: string) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
    return res.json() as T;
  };

  const item = await o.stockedItem(f.modules.grocery!, f.dubai, 100);
  const courier = await t.db.selectFrom('operators').select('id').where('role', '=', 'courier').orderBy('id').executeTakeFirstOrThrow();
  const spot = await o.near(item.store_id);
  const placed = ok<{ order_id: number }>(await o.place({ token: owner.token }, 'grocery', {
    order_type: 'delivery', payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 },
    address: { ...spot, address: MARKERS.street, contact_person_name: MARKERS.name, contact_person_number: '+971551234567', contact_person_email: owner.user.email },
  }), 'order');
  // Pending, so that cancelling or changing its payment method would work for its owner.
  await t.db.updateTable('orders').set({ delivery_man_id: courier.id }).where('id', '=', placed.order_id).execute();

  ok(await t.app.inject({
    method: 'POST', url: '/api/v1/customer/address/add', headers: asA,
    payload: { address_type: 'home', address: MARKERS.street, contact_person_name: MARKERS.name, contact_person_number: '+971551234567', latitude: spot.latitude, longitude: spot.longitude },
  }), 'address');
  const address = await t.db.selectFrom('customer_addresses').select('id').where('user_id', '=', owner.user.id).executeTakeFirstOrThrow();
  ok(await o.addToCart({ token: owner.token }, 'grocery', { item_id: item.id, quantity: 2 }), 'cart');
  const line = await t.db.selectFrom('cart_items as ci').innerJoin('carts as c', 'c.id', 'ci.cart_id').select('ci.id').where('c.user_id', '=', owner.user.id).executeTakeFirstOrThrow();
  ok(await t.app.inject({ method: 'POST', url: `/api/v1/customer/wish-list/add?item_id=${item.id}`, headers: asA }), 'wish-list');
  const chat = formData({ receiver_type: 'vendor', receiver_id: String(item.store_id), message: MARKERS.message, order_id: String(placed.order_id) });
  const sent = ok<{ conversation_id?: number; conversation?: { id: number } }>(await t.app.inject({
    method: 'POST', url: '/api/v1/customer/message/send', headers: { ...asA, ...chat.headers }, payload: chat.payload,
  }), 'message');
  const conversationId = sent.conversation_id ?? sent.conversation?.id
    ?? (await t.db.selectFrom('conversations').select('id').where('user_id', '=', owner.user.id).executeTakeFirstOrThrow()).id;

  a = {
    userId: owner.user.id, email: owner.user.email, orderId: placed.order_id, addressId: address.id, cartLineId: line.id,
    conversationId, itemId: item.id, storeId: item.store_id, courierId: courier.id, spot,
  };
});
afterAll(() => t?.close());

/** Everything of A's that a call could change, as text to compare. */
async function snapshot(): Promise<Record<string, unknown>> {
  const db = t.db;
  const carts = db.selectFrom('carts').select('id').where('user_id', '=', a.userId);
  return {
    user: await db.selectFrom('users').selectAll().where('id', '=', a.userId).execute(),
    orders: await db.selectFrom('orders').selectAll().where('user_id', '=', a.userId).orderBy('id').execute(),
    history: await db.selectFrom('order_status_history').selectAll().where('order_id', '=', a.orderId).orderBy('id').execute(),
    payments: await db.selectFrom('order_payment_history').selectAll().where('order_id', '=', a.orderId).execute(),
    refunds: await db.selectFrom('refund_requests').selectAll().where('order_id', '=', a.orderId).execute(),
    reviews: await db.selectFrom('reviews').selectAll().where('order_id', '=', a.orderId).execute(),
    courierReviews: await db.selectFrom('delivery_man_reviews').selectAll().where('order_id', '=', a.orderId).execute(),
    dismissals: await db.selectFrom('review_dismissals').selectAll().where('order_id', '=', a.orderId).execute(),
    addresses: await db.selectFrom('customer_addresses').selectAll().where('user_id', '=', a.userId).orderBy('id').execute(),
    cart: await db.selectFrom('cart_items').selectAll().where('cart_id', 'in', carts).orderBy('id').execute(),
    wishlist: await db.selectFrom('wishlists').selectAll().where('user_id', '=', a.userId).orderBy('id').execute(),
    conversations: await db.selectFrom('conversations').selectAll().where('user_id', '=', a.userId).orderBy('id').execute(),
    messages: await db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', a.conversationId).orderBy('id').execute(),
  };
}

interface Target { method: string; path: string; op: Operation & { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } } }

/** The id-like parameters and body fields of an operation. */
function idNames({ method, path, op }: Target): { name: string; key: string }[] {
  const fromParams = (op.parameters ?? []).filter((p) => p.in !== 'header').map((p) => ({ name: p.name, key: p.in === 'path' && p.name === 'id' ? `${method.toUpperCase()} ${path}` : p.name }));
  const fromBody = Object.values(op.requestBody?.content ?? {}).flatMap((c) => Object.keys(c.schema?.properties ?? {})).map((name) => ({ name, key: name }));
  return [...fromParams, ...fromBody].filter(({ name }) => name !== CALLER_FIELD && ID_LIKE.test(name));
}

const idValue = (key: string) => PATH_IDS[key] ?? ID_VALUES[key];

/** The request for one operation with A's ids, as this caller makes it. */
function request({ method: lower, path, op }: Target, caller: Caller): InjectOptions {
  const method = lower.toUpperCase() as 'GET';
  const guest = caller === 'another guest' ? { [CALLER_FIELD]: otherGuest } : {};
  const value = (name: string, key: string, schema: JsonSchema | undefined) => {
    if (name === CALLER_FIELD) return guest[CALLER_FIELD];
    if (ID_LIKE.test(name)) return idValue(key)!.value(a);
    return FIELD_VALUES[name] ? FIELD_VALUES[name](a) : sample(schema, name);
  };
  const params = op.parameters ?? [];
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => String(value(name, `${method} ${path}`, undefined)));
  const query = new URLSearchParams();
  // Required parameters, and of the optional ids only the first: some routes take one id or another (item_id or store_id).
  const optionalId = params.find((p) => p.in === 'query' && !p.required && p.name !== CALLER_FIELD && ID_LIKE.test(p.name));
  for (const p of params.filter((q) => q.in === 'query')) {
    const v = value(p.name, p.name, p.schema);
    if (v !== undefined && (p.required || p === optionalId || p.name === CALLER_FIELD || p.name in FIELD_VALUES)) query.set(p.name, String(v));
  }
  const base = { ...headers, ...(caller === 'customer B' ? bearer(tokenB) : {}) };
  const url = query.size ? `${filled}?${query}` : filled;
  const content = op.requestBody?.content ?? {};
  const schema = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
  if (!schema) return { method, url, headers: base };
  const fields: Record<string, unknown> = {};
  const required = new Set((schema as { required?: string[] }).required ?? []);
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    // Required fields and ids only; files and _method (a form's override) are left out: the refusal must come before them.
    if (name.endsWith('[]') || name === '_method' || prop.format === 'binary') continue;
    if (!required.has(name) && !ID_LIKE.test(name) && name !== CALLER_FIELD && !(name in FIELD_VALUES)) continue;
    const v = value(name, name, prop);
    if (v !== undefined) fields[name] = v;
  }
  if (content['application/json']) return { method, url, headers: { ...base, 'content-type': 'application/json' }, payload: JSON.stringify(fields) };
  const form = formData(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])));
  return { method, url, headers: { ...base, ...form.headers }, payload: form.payload };
}

/** What is wrong with this answer, or '' when it is a proper refusal (or, for catalog ids, harmless). */
function judge(status: number, body: string, caller: Caller, owned: boolean): string {
  const problem = misjudged(status, body, caller, owned);
  return problem && `${problem}: ${body.slice(0, 160)}`;
}

function misjudged(status: number, body: string, caller: Caller, owned: boolean): string {
  if (status >= 500) return 'server error';
  const leaked = [MARKERS.name, MARKERS.street, MARKERS.message, a.email].find((m) => body.includes(m));
  if (leaked) return `shows A's "${leaked}"`;
  const refusals = caller === 'customer B' ? [403, 404] : [400, 401, 403, 404];
  if (owned && !refusals.includes(status)) return `expected one of ${refusals.join(', ')}`;
  return '';
}

describe('authorization matrix over customer routes that take an id', () => {
  it('refuses customer B, another guest and no token on every such route, and changes nothing of A\'s', { timeout: 120_000 }, async () => {
    const targets: Target[] = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/customer/'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method, path, op })))
      .filter((target) => idNames(target).length > 0);
    const unknown = targets.flatMap((target) => idNames(target).filter(({ key }) => !idValue(key))
      .map(({ key }) => `${target.method.toUpperCase()} ${target.path}: ${key}`));
    expect(unknown, 'id parameters the matrix does not know: add them to ID_VALUES or PATH_IDS').toEqual([]);
    expect(targets.length).toBeGreaterThanOrEqual(15);

    const before = await snapshot();
    const calls: Call[] = [];
    for (const target of targets) {
      const owned = idNames(target).some(({ key }) => idValue(key)!.owned);
      for (const caller of ['customer B', 'another guest', 'no token'] as const) {
        const res = await t.app.inject(request(target, caller));
        calls.push({ operation: `${target.method.toUpperCase()} ${target.path}`, caller, status: res.statusCode, problem: judge(res.statusCode, res.body, caller, owned) });
      }
    }
    const table = calls.map((c) => `${c.operation.padEnd(56)} ${c.caller.padEnd(14)} ${c.status} ${c.problem}`).join('\n');
    expect(calls.filter((c) => c.problem), `operation, caller, status:\n${table}`).toEqual([]);
    expect(await snapshot(), `A's rows changed; operation, caller, status:\n${table}`).toEqual(before);
  });
});
