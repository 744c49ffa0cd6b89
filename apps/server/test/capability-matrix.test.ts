import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds, STAFF_ROLES, type Capability, type Grant } from '@storefront/contract';
import { signUp } from './accounts.js';
import { catalogFixture } from './catalog.js';
import { createTestApp, type TestApp } from './helpers.js';
import { orderFixture } from './orders.js';
import { SAMPLES, type MatrixWorld } from './capability-matrix.samples.js';
import { staffSession, type StaffSession } from './staff.js';

/**
 * Every console operation, read from the OpenAPI document, is called by every staff role (store roles
 * held for store A), by the owner of another store, by a customer, a guest and nobody. It must answer
 * 2xx exactly to those whose roles hold the capability it declares (its operator scope; any staff
 * member for one with none), 401 to those without a staff session and 403 to staff without the
 * capability, and a refused call must leave the data as it was.
 */

interface Operation { security?: { operator?: string[] }[] }
interface Caller { name: string; grants: Grant[] | null; session: StaffSession | null; headers: Record<string, string> }

let t: TestApp;
let world: MatrixWorld;
let callers: Caller[];
let operations: { key: string; method: string; path: string; capability: Capability | null; staffOnly: boolean }[];

/** Counts and latest changes of the tables a console call could write: equal before and after means nothing changed. */
async function fingerprint(): Promise<string> {
  const parts = await Promise.all(Object.entries(FINGERPRINTS).map(async ([table, expression]) => {
    const row = await sql<{ v: unknown }>`select ${sql.raw(expression)} as v from ${sql.table(table)}`.execute(t.db);
    return `${table}:${JSON.stringify(row.rows[0])}`;
  }));
  return parts.join('|');
}

/** One test calls every console route as every caller: its time grows with the routes, well past a single test's default. */
const MATRIX_TIMEOUT_MS = 240_000;

/** Per table, an expression that changes when any row is added, removed or edited by the console. */
const FINGERPRINTS: Record<string, string> = {
  orders: "count(*) || ':' || coalesce(max(updated_at), '')",
  items: "count(*) || ':' || coalesce(max(updated_at), '') || ':' || sum(version) || ':' || sum(stock) || ':' || sum(status)",
  stores: "count(*) || ':' || coalesce(max(updated_at), '') || ':' || sum(version) || ':' || sum(active) || ':' || sum(status) || ':' || sum(commission_rate)",
  operators: "count(*) || ':' || coalesce(max(updated_at), '')",
  reviews: "count(*) || ':' || sum(length(coalesce(reply, '')))",
  audit_log: 'count(*)',
  operator_roles: 'count(*)',
  operator_tokens: "count(*) || ':' || count(revoked_at)",
  order_status_history: 'count(*)',
  chat_messages: 'count(*)',
  item_variations: 'count(*)',
  store_schedules: 'count(*)',
  couriers: "count(*) || ':' || coalesce(sum(online), 0) || ':' || coalesce(max(updated_at), '')",
  courier_zones: 'count(*)',
  add_ons: "count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(sum(price), 0) || ':' || coalesce(sum(status), 0)",
  item_add_ons: 'count(*)',
  banners: "count(*) || ':' || sum(version) || ':' || sum(status) || ':' || sum(featured)",
  coupons: "count(*) || ':' || sum(version) || ':' || sum(status) || ':' || sum(discount)",
  campaigns: "count(*) || ':' || sum(version) || ':' || sum(status) || ':' || coalesce(max(updated_at), '')",
  campaign_stores: 'count(*)',
  item_campaigns: "count(*) || ':' || sum(version) || ':' || sum(status) || ':' || sum(price)",
  flash_sales: "count(*) || ':' || sum(version) || ':' || sum(status) || ':' || coalesce(max(updated_at), '')",
  flash_sale_items: "count(*) || ':' || sum(stock) || ':' || sum(status) || ':' || sum(price)",
  categories: "count(*) || ':' || sum(version) || ':' || sum(status) || ':' || sum(priority) || ':' || coalesce(max(updated_at), '')",
  modules: "count(*) || ':' || sum(version) || ':' || sum(status) || ':' || sum(position)",
  module_zones: "count(*) || ':' || sum(status)",
  brands: "count(*) || ':' || sum(version) || ':' || sum(status) || ':' || coalesce(max(updated_at), '')",
  faqs: "count(*) || ':' || sum(version) || ':' || sum(status) || ':' || sum(position)",
  store_applications: "count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(max(updated_at), '')",
  settings: "count(*) || ':' || sum(length(value))",
  cashbacks: "count(*) || ':' || sum(version) || ':' || sum(status) || ':' || sum(cashback_amount)",
  parcel_categories: "count(*) || ':' || sum(version) || ':' || sum(status) || ':' || sum(parcel_per_km_shipping_charge) || ':' || coalesce(max(updated_at), '')",
  units: "count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(sum(status), 0) || ':' || coalesce(sum(position), 0)",
  attributes: "count(*) || ':' || coalesce(sum(version), 0) || ':' || coalesce(sum(status), 0) || ':' || coalesce(sum(position), 0)",
};

beforeAll(async () => {
  t = await createTestApp();
  const f = await catalogFixture(t);
  const o = orderFixture(t, (m) => f.headers(m));
  const buyer = await signUp(t.app);
  const item = await o.stockedItem(f.modules.grocery!, f.dubai, 5000);
  const placeOrder = async () => {
    const res = await o.place({ token: buyer.token }, 'grocery', {
      order_type: 'take_away', payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order_id as number;
  };
  const other = await t.db.selectFrom('stores').select('id').where('id', '!=', item.store_id).orderBy('id').executeTakeFirstOrThrow();
  const wrote = await t.app.inject({
    method: 'POST', url: '/api/v1/customer/message/send', headers: { authorization: `Bearer ${buyer.token}` },
    payload: { receiver_type: 'vendor', receiver_id: item.store_id, message: 'Do you have fresh bread?' },
  });
  expect(wrote.statusCode, wrote.body).toBe(200);
  const waitingDelivery = async () => {
    const res = await o.place({ token: buyer.token }, 'grocery', {
      order_type: 'delivery', payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 },
      address: { ...(await o.near(item.store_id)), ...o.contact },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().order_id as number;
    await t.app.services.orderFlow.moveById(id, 'confirmed', 'store', null);
    return id;
  };
  world = {
    t, storeId: item.store_id, otherStoreId: other.id, orderId: await placeOrder(), conversationId: wrote.json().conversation.id, placeOrder, waitingDelivery,
  };

  const guest = await o.guest();
  const staff: Caller[] = [];
  for (const role of STAFF_ROLES) {
    const grants = [{ role, storeId: ['owner', 'manager', 'staff'].includes(role) ? world.storeId : null }];
    const session = await staffSession(t, grants);
    staff.push({ name: role, grants, session, headers: session.headers });
  }
  const otherOwner = await staffSession(t, [{ role: 'owner', storeId: world.otherStoreId }]);
  callers = [
    ...staff,
    { name: 'owner of another store', grants: [{ role: 'owner', storeId: world.otherStoreId }], session: otherOwner, headers: otherOwner.headers },
    { name: 'customer', grants: null, session: null, headers: { authorization: `Bearer ${buyer.token}` } },
    { name: 'guest', grants: null, session: null, headers: { 'x-guest-id': guest } },
    { name: 'nobody', grants: null, session: null, headers: {} },
  ];

  const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/v1/console/')).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const scopes = (op.security ?? []).flatMap((s) => s.operator ?? []);
      return {
        key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path,
        capability: (scopes[0] ?? null) as Capability | null, staffOnly: (op.security ?? []).some((s) => s.operator !== undefined),
      };
    }));
});
afterAll(() => t.close());

describe('the console capability matrix', () => {
  it('covers every console operation, each open to staff only', () => {
    expect(operations.length).toBeGreaterThan(3);
    for (const op of operations) {
      expect(op.staffOnly, `${op.key} declares no staff security`).toBe(true);
      expect(SAMPLES[op.key], `${op.key} has no sample in capability-matrix.samples.ts`).toBeTypeOf('function');
    }
  });

  it('answers 2xx only to the roles holding each operation\'s capability, and a refusal changes nothing', async () => {
    const problems: string[] = [];
    let allowedCalls = 0;
    for (const op of operations) {
      for (const caller of callers) {
        const sample = await SAMPLES[op.key]!(world, caller.session);
        const params: Record<string, string | number> = { storeId: world.storeId, ...sample.params };
        const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name])) + (sample.query ? `?${sample.query}` : '');
        const allowed = caller.grants !== null && (op.capability === null || holds(caller.grants, op.capability, op.path.includes('{storeId}') ? world.storeId : null));
        const before = allowed ? '' : await fingerprint();
        const res = await t.app.inject({
          method: op.method as 'GET', url, headers: { ...caller.headers, ...sample.headers }, ...(sample.body === undefined ? {} : { payload: sample.body as object }),
        });
        if (allowed) {
          allowedCalls += 1;
          if (res.statusCode < 200 || res.statusCode > 299) problems.push(`${op.key} by ${caller.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          continue;
        }
        const expected = caller.session ? 403 : 401;
        if (res.statusCode !== expected) problems.push(`${op.key} by ${caller.name}: ${res.statusCode}, expected ${expected}`);
        if ((await fingerprint()) !== before) problems.push(`${op.key} by ${caller.name}: refused, yet the data changed`);
      }
    }
    expect(problems).toEqual([]);
    expect(allowedCalls).toBeGreaterThan(operations.length);
  }, MATRIX_TIMEOUT_MS);

  it('a session that must still set up its second factor opens no capability route', async () => {
    const limited = await staffSession(t, [{ role: 'owner', storeId: world.storeId }], { limited: true });
    const res = await limited.call('GET', `stores/${world.storeId}/orders`);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('two_factor_setup_required');
    expect((await limited.call('GET', 'me')).json()).toMatchObject({ limited: true, roles: [{ role: 'owner', store: { id: world.storeId } }] });
  });
});
