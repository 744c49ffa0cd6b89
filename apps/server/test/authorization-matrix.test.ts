import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, formData, signUp, type FilePart } from './accounts.js';
import { catalogFixture } from './catalog.js';
import { objectShapes, sample, type JsonSchema, type Operation } from './fuzz.js';
import { createTestApp, type TestApp } from './helpers.js';
import { deliverOrder, PNG } from './operators.js';
import { orderFixture } from './orders.js';
import { CALLER_FIELD, FIELD_VALUES, ID_LIKE, ID_VALUES, idValue, ROUTES, type Owned } from './authorization-matrix.ids.js';

/**
 * Every customer operation that names a row by id, generated from the OpenAPI document,
 * is called with customer A's ids by customer B, by another guest and with no token. Where the id
 * names a row of A's, each must answer 401 or 404; none may answer 5xx or show A's rows, and A's rows
 * must be the same afterwards. Then A makes the same requests and each must succeed, so that a
 * request every caller would be refused (a broken one) cannot pass for a refusal. An id parameter
 * the matrix does not know fails the test, so that a new route cannot slip by.
 */

const MARKERS = { name: 'Matrixowner', street: 'Matrix Owner Lane 7', message: 'Matrix owner secret note' };

type Stranger = 'customer B' | 'another guest' | 'no token';
type Caller = Stranger | 'customer A';
interface Call { operation: string; caller: Caller; status: number; problem: string }

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
let a: Owned & { userId: number; email: string };
let tokens: Record<'customer A' | 'customer B', string>;
let otherGuest: string;
let moduleHeaders: (module: string) => Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
  const f = await catalogFixture(t);
  moduleHeaders = (module) => ({ ...f.headers(module), 'x-localization': 'en' });
  const o = orderFixture(t, (m) => f.headers(m));
  const owner = await signUp(t.app, { f_name: MARKERS.name });
  tokens = { 'customer A': owner.token, 'customer B': (await signUp(t.app)).token };
  otherGuest = await o.guest();
  const asA = { ...moduleHeaders('grocery'), ...bearer(owner.token) };
  const ok = <T>(res: { statusCode: number; body: string; json: () => unknown }, what: string) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(200);
    return res.json() as T;
  };

  const item = await o.stockedItem(f.modules.grocery!, f.dubai, 100);
  const spot = await o.near(item.store_id);
  const place = async () => ok<{ order_id: number }>(await o.place({ token: owner.token }, 'grocery', {
    order_type: 'delivery', payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 },
    address: { ...spot, address: MARKERS.street, contact_person_name: MARKERS.name, contact_person_number: '+971551234567', contact_person_email: owner.user.email },
  }), 'order').order_id;
  const orderId = await place();
  const unpaidOrderId = await place();
  // As a digital payment the gateway never confirmed.
  await t.db.updateTable('orders').set({ payment_method: 'digital_payment' }).where('id', '=', unpaidOrderId).execute();
  const deliveredOrderId = await place();
  await deliverOrder(t, deliveredOrderId);
  const { delivery_man_id: courierId } = await t.db.selectFrom('orders').select('delivery_man_id').where('id', '=', deliveredOrderId).executeTakeFirstOrThrow();

  ok(await t.app.inject({
    method: 'POST', url: '/api/v1/customer/address/add', headers: asA,
    payload: { address_type: 'home', address: MARKERS.street, contact_person_name: MARKERS.name, contact_person_number: '+971551234567', latitude: spot.latitude, longitude: spot.longitude },
  }), 'address');
  const address = await t.db.selectFrom('customer_addresses').select('id').where('user_id', '=', owner.user.id).executeTakeFirstOrThrow();
  ok(await o.addToCart({ token: owner.token }, 'grocery', { item_id: item.id, quantity: 2 }), 'cart');
  const line = await t.db.selectFrom('cart_items as ci').innerJoin('carts as c', 'c.id', 'ci.cart_id').select('ci.id').where('c.user_id', '=', owner.user.id).executeTakeFirstOrThrow();
  ok(await t.app.inject({ method: 'POST', url: `/api/v1/customer/wish-list/add?item_id=${item.id}`, headers: asA }), 'wish-list');
  const chat = formData({ receiver_type: 'vendor', receiver_id: String(item.store_id), message: MARKERS.message, order_id: String(orderId) });
  const sent = ok<{ conversation_id?: number; conversation?: { id: number } }>(await t.app.inject({
    method: 'POST', url: '/api/v1/customer/message/send', headers: { ...asA, ...chat.headers }, payload: chat.payload,
  }), 'message');
  const conversationId = sent.conversation_id ?? sent.conversation?.id
    ?? (await t.db.selectFrom('conversations').select('id').where('user_id', '=', owner.user.id).executeTakeFirstOrThrow()).id;
  const pharmacy = await t.db.selectFrom('stores').select('id').where('module_id', '=', f.modules.pharmacy!).where('prescription_order', '=', 1)
    .where('zone_id', 'in', f.dubai).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  await o.openAllDay(pharmacy.id);

  a = {
    userId: owner.user.id, email: owner.user.email, orderId, unpaidOrderId, deliveredOrderId, addressId: address.id, cartLineId: line.id,
    conversationId, itemId: item.id, storeId: item.store_id, courierId: courierId!, pharmacyId: pharmacy.id, spot, pharmacySpot: await o.near(pharmacy.id),
  };
});
afterAll(() => t?.close());

/** Everything of A's that a call could change, as text to compare. */
async function snapshot(): Promise<Record<string, unknown>> {
  const db = t.db;
  const carts = db.selectFrom('carts').select('id').where('user_id', '=', a.userId);
  const orders = [a.orderId, a.unpaidOrderId, a.deliveredOrderId];
  return {
    user: await db.selectFrom('users').selectAll().where('id', '=', a.userId).execute(),
    orders: await db.selectFrom('orders').selectAll().where('user_id', '=', a.userId).orderBy('id').execute(),
    history: await db.selectFrom('order_status_history').selectAll().where('order_id', 'in', orders).orderBy('id').execute(),
    payments: await db.selectFrom('order_payment_history').selectAll().where('order_id', 'in', orders).orderBy('id').execute(),
    refunds: await db.selectFrom('refund_requests').selectAll().where('order_id', 'in', orders).orderBy('id').execute(),
    reviews: await db.selectFrom('reviews').selectAll().where('order_id', 'in', orders).orderBy('id').execute(),
    courierReviews: await db.selectFrom('delivery_man_reviews').selectAll().where('order_id', 'in', orders).orderBy('id').execute(),
    dismissals: await db.selectFrom('review_dismissals').selectAll().where('order_id', 'in', orders).orderBy('order_id').execute(),
    addresses: await db.selectFrom('customer_addresses').selectAll().where('user_id', '=', a.userId).orderBy('id').execute(),
    cart: await db.selectFrom('cart_items').selectAll().where('cart_id', 'in', carts).orderBy('id').execute(),
    wishlist: await db.selectFrom('wishlists').selectAll().where('user_id', '=', a.userId).orderBy('id').execute(),
    conversations: await db.selectFrom('conversations').selectAll().where('user_id', '=', a.userId).orderBy('id').execute(),
    messages: await db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', a.conversationId).orderBy('id').execute(),
  };
}

interface Target { operation: string; method: string; path: string; op: Operation }

/**
 * The body schema an operation is called with: of a body with several shapes (CustomerOrderPlace's
 * parcel and delivery), the first that names a row of A's, else the first that names any row.
 */
function bodyShape({ op }: Target): { schema: JsonSchema; json: boolean } | undefined {
  const content = op.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const schema = json ?? content['multipart/form-data']?.schema;
  if (!schema) return undefined;
  const shapes = objectShapes(schema);
  const names = (s: JsonSchema) => Object.keys(s.properties ?? {}).filter((n) => n !== CALLER_FIELD && ID_LIKE.test(n));
  const shape = shapes.find((s) => names(s).some((n) => ID_VALUES[n]?.owned)) ?? shapes.find((s) => names(s).length) ?? schema;
  return { schema: shape, json: Boolean(json) };
}

/** The id-like parameters and body fields of an operation. */
function idNames(target: Target): string[] {
  const fromParams = (target.op.parameters ?? []).filter((p) => p.in !== 'header').map((p) => p.name);
  const fromBody = Object.keys(bodyShape(target)?.schema.properties ?? {});
  return [...fromParams, ...fromBody].filter((name) => name !== CALLER_FIELD && ID_LIKE.test(name));
}

/** A file field of a form ("image[]"): it gets a real picture, so that the owner's request is whole. */
const isFileField = (name: string, schema: JsonSchema) => name.endsWith('[]') && schema.type === undefined;

/** The request for one operation with A's ids, as this caller makes it: the same for every caller but who it is. */
function request(target: Target, caller: Caller): InjectOptions {
  const { operation, path, op } = target;
  const method = target.method.toUpperCase() as 'GET';
  const route = ROUTES[operation] ?? {};
  const guest = caller === 'another guest' ? { [CALLER_FIELD]: otherGuest } : {};
  const fields = { ...FIELD_VALUES, ...route.fields };
  const value = (name: string, schema: JsonSchema | undefined) => {
    if (name === CALLER_FIELD) return guest[CALLER_FIELD];
    if (ID_LIKE.test(name)) return idValue(operation, name)!.value(a);
    return fields[name] ? fields[name](a) : sample(schema, name);
  };
  const params = op.parameters ?? [];
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => String(value(name, undefined)));
  const query = new URLSearchParams();
  // Required parameters, and of the optional ids only the first: some routes take one id or another (item_id or store_id).
  const optionalId = params.find((p) => p.in === 'query' && !p.required && p.name !== CALLER_FIELD && ID_LIKE.test(p.name));
  for (const p of params.filter((q) => q.in === 'query')) {
    const v = value(p.name, p.schema);
    if (v !== undefined && (p.required || p === optionalId || p.name === CALLER_FIELD || p.name in fields)) query.set(p.name, String(v));
  }
  const who = caller === 'customer A' || caller === 'customer B' ? bearer(tokens[caller]) : {};
  const base = { ...moduleHeaders(route.module ?? 'grocery'), ...who };
  const url = query.size ? `${filled}?${query}` : filled;
  const body = bodyShape(target);
  if (!body) return { method, url, headers: base };
  const values: Record<string, unknown> = {};
  const files: Record<string, FilePart> = {};
  const required = new Set(body.schema.required ?? []);
  for (const [name, prop] of Object.entries(body.schema.properties ?? {})) {
    if (!body.json && isFileField(name, prop)) files[name] = PNG;
    // Required fields, ids and the fields that need a fitting value; files, and _method (a form's override), are not text.
    const file = prop.format === 'binary' || (prop.type === undefined && !prop.anyOf && !prop.enum);
    if (name === '_method' || file) continue;
    if (!required.has(name) && !ID_LIKE.test(name) && name !== CALLER_FIELD && !(name in fields)) continue;
    const v = value(name, prop);
    if (v !== undefined) values[name] = v;
  }
  if (body.json) return { method, url, headers: { ...base, 'content-type': 'application/json' }, payload: JSON.stringify(values) };
  const form = formData({ ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])), ...files });
  return { method, url, headers: { ...base, ...form.headers }, payload: form.payload };
}

/** What is wrong with a stranger's answer, or '' when it is a proper refusal (or, for catalog ids, harmless). */
function judge(status: number, body: string, owned: boolean): string {
  const problem = misjudged(status, body, owned);
  return problem && `${problem}: ${body.slice(0, 160)}`;
}

function misjudged(status: number, body: string, owned: boolean): string {
  if (status >= 500) return 'server error';
  const leaked = [MARKERS.name, MARKERS.street, MARKERS.message, a.email].find((m) => body.includes(m));
  if (leaked) return `shows A's "${leaked}"`;
  // Not signed in, or no such row of the caller's: never "it exists but is not yours" (403) nor a complaint about the request (400).
  if (owned && status !== 401 && status !== 404) return 'expected 401 or 404';
  return '';
}

/** A's own calls: reads first, removals and cancellations last, so that each finds its rows as the strangers did. */
const phase = ({ method, path }: Target) => (method === 'get' ? 0 : method === 'delete' || /delete|remove|cancel/.test(path) ? 2 : 1);

describe('authorization matrix over customer routes that take an id', () => {
  it('refuses customer B, another guest and no token on every such route and changes nothing of A\'s, while A\'s own requests succeed', { timeout: 120_000 }, async () => {
    const targets: Target[] = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/customer/'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ operation: `${method.toUpperCase()} ${path}`, method, path, op })))
      .filter((target) => idNames(target).length > 0);
    const unknown = targets.flatMap((target) => idNames(target).filter((name) => !idValue(target.operation, name)).map((name) => `${target.operation}: ${name}`));
    expect(unknown, 'id parameters the matrix does not know: add them to ID_VALUES or ROUTES').toEqual([]);
    expect(Object.keys(ROUTES).filter((operation) => !targets.some((target) => target.operation === operation)), 'ROUTES naming no such operation').toEqual([]);
    expect(targets.length).toBeGreaterThanOrEqual(15);

    const before = await snapshot();
    const calls: Call[] = [];
    for (const target of targets) {
      const owned = idNames(target).some((name) => idValue(target.operation, name)!.owned);
      for (const caller of ['customer B', 'another guest', 'no token'] as const) {
        const res = await t.app.inject(request(target, caller));
        calls.push({ operation: target.operation, caller, status: res.statusCode, problem: judge(res.statusCode, res.body, owned) });
      }
    }
    const table = (rows: Call[]) => rows.map((c) => `${c.operation.padEnd(56)} ${c.caller.padEnd(14)} ${c.status} ${c.problem}`).join('\n');
    expect(calls.filter((c) => c.problem), `operation, caller, status:\n${table(calls)}`).toEqual([]);
    expect(await snapshot(), `A's rows changed; operation, caller, status:\n${table(calls)}`).toEqual(before);

    const own: Call[] = [];
    for (const target of [...targets].sort((x, y) => phase(x) - phase(y))) {
      const res = await t.app.inject(request(target, 'customer A'));
      own.push({ operation: target.operation, caller: 'customer A', status: res.statusCode, problem: res.statusCode < 300 ? '' : res.body.slice(0, 160) });
    }
    expect(own.filter((c) => c.problem), `A's own requests must succeed; operation, caller, status:\n${table(own)}`).toEqual([]);
  });
});
