import { beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import type { ConsoleDispatch, ConsoleOrderDetails, ConsoleOrderPage, ConsoleOrderStoreChoices, CourierTrips } from '@storefront/contract';
import { logIn } from '../../../test/accounts.js';
import { catalogApp } from '../../../test/catalog.js';
import { courierOf, type CourierWorld } from '../../../test/couriers.js';
import { expectEnvelope, testDbKind } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';
import { staffSession, storeWithStaff, type StaffSession } from '../../../test/staff.js';
import * as guestContacts from '../../db/migrations/2026_12_21_1000_order_guest_contacts.js';
import { businessFilter } from './orders.business.js';
import { businessOrderRows } from './orders.business.repository.js';

const { t, f } = catalogApp();
const o = orderFixture(t, (m) => f.headers(m));
let w: CourierWorld;
let operations: StaffSession;
let support: StaffSession;
let sara: string;
let otherZoneId: number;

beforeAll(async () => {
  const s = await storeWithStaff(t);
  const zoneId = (await t.db.selectFrom('stores').select('zone_id').where('id', '=', s.storeId).executeTakeFirstOrThrow()).zone_id;
  w = { t, o: s.o, storeId: s.storeId, itemId: s.itemId, zoneId, store: s.staff };
  otherZoneId = (await t.db.selectFrom('zones').select('id').where('id', '!=', zoneId).orderBy('id').executeTakeFirstOrThrow()).id;
  operations = await staffSession(t, [{ role: 'operations', storeId: null }]);
  support = await staffSession(t, [{ role: 'support', storeId: null }]);
  sara = await logIn(t.app);
});

/** A signed-in customer's cash delivery order of the world's store, pending. */
async function placed(): Promise<number> {
  const res = await o.place({ token: sara }, 'grocery', {
    order_type: 'delivery', payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: { item_id: w.itemId, quantity: 1 },
    address: { ...(await o.near(w.storeId)), ...o.contact },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order_id as number;
}

const list = async (query: string) => {
  const res = await support.call('GET', `orders?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConsoleOrderPage;
};
const audit = (id: number) => t.db.selectFrom('audit_log').select(['action', 'operator_id', 'after']).where('entity', '=', 'order').where('entity_id', '=', String(id)).orderBy('id').execute();
const row = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the business\'s order list', () => {
  it('filters by states, store, zone, module, days placed, payment and search, newest first, with the total', async () => {
    const a = await placed();
    const b = await placed();
    await t.db.updateTable('orders').set({ order_status: 'confirmed' }).where('id', '=', b).execute();
    const { module_id: moduleId, created_at: createdAt } = await row(a);
    const day = createdAt.slice(0, 10);
    const mine = `store_id=${w.storeId}&zone_id=${w.zoneId}&module_id=${moduleId}&from=${day}&to=${day}&payment_method=cash_on_delivery&payment_status=unpaid`;
    const both = await list(`${mine}&status=pending,confirmed&limit=100`);
    expect(both.orders.map((r) => r.id).slice(0, 2)).toEqual([b, a]);
    expect(both.total).toBe(both.orders.length);
    expect(both.orders[1]).toMatchObject({ id: a, order_status: 'pending', store: { id: w.storeId }, zone_id: w.zoneId, payment_method: 'cash_on_delivery', customer_phone: expect.any(String) });
    expect((await list(`${mine}&status=confirmed&limit=100`)).orders.map((r) => r.id)).toContain(b);
    expect((await list(`${mine}&status=confirmed&limit=100`)).orders.map((r) => r.id)).not.toContain(a);
    expect((await list(`zone_id=${otherZoneId}&limit=100`)).orders.map((r) => r.id)).not.toContain(a);
    expect((await list('payment_method=wallet&limit=100')).orders.map((r) => r.id)).not.toContain(a);
    expect((await list(`from=2000-01-01&to=2000-01-02`)).total).toBe(0);
    expect((await list(`search=%23${a}`)).orders.map((r) => r.id)).toEqual([a]);
    const sarah = await t.db.selectFrom('users').select(['f_name', 'phone']).where('email', '=', 'customer@souqly.test').executeTakeFirstOrThrow();
    expect((await list(`search=${encodeURIComponent(sarah.f_name.toUpperCase())}&limit=100`)).orders.map((r) => r.id)).toContain(a);
    expect((await list(`search=${encodeURIComponent(sarah.phone!.slice(0, 7))}&limit=100`)).orders.map((r) => r.id)).toContain(a);
    expect((await list('search=zzqqxx&limit=100')).total).toBe(0);
    // Paging: one row a page, the total unchanged.
    const page2 = await list(`${mine}&status=pending,confirmed&limit=1&offset=1`);
    expect(page2).toMatchObject({ total: both.total, orders: [{ id: a }] });
  });

  it('finds a guest\'s order by the start of the contact\'s name, phone or email, whatever its case; not another guest\'s', async () => {
    const asGuest = async (contact: typeof o.contact) => {
      const res = await o.place({ guest: await o.guest() }, 'grocery', {
        order_type: 'take_away', payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: { item_id: w.itemId, quantity: 1 }, ...contact,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().order_id as number;
    };
    const mine = await asGuest({ contact_person_name: 'Zainab Qurashi', contact_person_number: '+97155887766', contact_person_email: 'Zainab.Q@example.com' });
    const other = await asGuest({ contact_person_name: 'Zaid Qasim', contact_person_number: '+97155990011', contact_person_email: 'zaid@example.com' });
    const found = async (search: string) => (await list(`search=${encodeURIComponent(search)}&limit=100`)).orders.map((r) => r.id);
    for (const search of ['+9715588', 'zainab q', 'ZAINAB', 'zainab.q@exa']) {
      expect(await found(search), search).toEqual([mine]);
    }
    expect(await found('Zai')).toEqual([other, mine]);
    expect((await list(`search=${encodeURIComponent('+9715588')}`)).orders[0]).toMatchObject({ id: mine, customer_name: 'Zainab Qurashi', customer_phone: '+97155887766' });
    // Only the start: a phone's last digits, or a later part of the name, find nothing.
    expect(await found('55887766')).toEqual([]);
    expect(await found('Qurashi')).toEqual([]);
    expect(await row(mine)).toMatchObject({ guest_name: 'Zainab Qurashi', guest_phone: '+97155887766', guest_email: 'Zainab.Q@example.com' });
  });

  it('offers the stores to narrow the list to, by part of their name in any language, named in the console\'s language', async () => {
    await t.db.updateTable('stores').set({ name: 'Cardamom Corner', translations: JSON.stringify({ ar: { name: 'ركن الهيل' }, fr: { name: 'Coin Cardamome' } }) })
      .where('id', '=', w.storeId).execute();
    const choices = async (query: string, lang = 'en') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/console/orders/store-choices?${query}`, headers: { ...support.headers, 'x-localization': lang } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ConsoleOrderStoreChoices).stores;
    };
    expect(await choices('search=cardamom')).toEqual([{ id: w.storeId, name: 'Cardamom Corner' }]);
    expect(await choices(`search=${encodeURIComponent('الهيل')}`, 'ar')).toEqual([{ id: w.storeId, name: 'ركن الهيل' }]);
    expect(await choices('search=AMOM%20CORN', 'fr')).toEqual([{ id: w.storeId, name: 'Coin Cardamome' }]);
    expect(await choices('search=zzqqxx')).toEqual([]);
    const first = await choices('limit=2');
    expect(first).toHaveLength(2);
    expect(first.map((s) => s.name)).toEqual([...first.map((s) => s.name)].sort());
    expect((await support.call('GET', 'orders/store-choices?limit=500')).statusCode).toBe(400);
  });

  it('fills the guests\' contacts of orders placed before the columns were there, and no customer\'s', async () => {
    const guest = await o.place({ guest: await o.guest() }, 'grocery', {
      order_type: 'take_away', payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: { item_id: w.itemId, quantity: 1 }, ...o.contact,
    });
    const customer = await placed();
    // The migration undone and done again: the columns come back empty, and are filled from the orders' delivery addresses.
    await guestContacts.down(t.db);
    await guestContacts.up(t.db);
    expect(guest.statusCode, guest.body).toBe(200);
    expect(await row(guest.json().order_id)).toMatchObject({
      guest_name: o.contact.contact_person_name, guest_phone: o.contact.contact_person_number, guest_email: o.contact.contact_person_email,
    });
    expect(await row(customer)).toMatchObject({ guest_name: null, guest_phone: null, guest_email: null });
    expect((await list(`search=${encodeURIComponent(o.contact.contact_person_number)}&limit=100`)).orders.map((r) => r.id)).toContain(guest.json().order_id);
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [query, field] of [['status=pending,shipped', 'status'], ['search=ab', 'search'], ['from=2026-12-02&to=2026-12-01', 'to'], ['from=yesterday', 'from']] as const) {
      const res = await support.call('GET', `orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(expectEnvelope(res.json())), query).toContain(field);
    }
  });

  /** The plan of the list's page query; PostgreSQL with sorting priced out, so that only an index in the list's order avoids a Sort. */
  const plan = (query: Parameters<typeof businessFilter>[1]) => t.db.transaction().execute(async (trx) => {
    const { sql, parameters } = businessOrderRows(trx, businessFilter(trx, query), 25, 0).compile();
    if (testDbKind === 'postgres') await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
    const rows = await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`explain ${testDbKind === 'postgres' ? '' : 'query plan '}${sql}`, [...parameters]));
    return rows.rows.map((r) => r['QUERY PLAN'] ?? r.detail).join('\n');
  });

  it('reads the common filters through their indexes on both engines', async () => {
    const cases = [
      [{ zone_id: 1 }, /orders_zone|orders_status/],
      [{ store_id: 1 }, /orders_store/],
      [{ module_id: 1 }, /orders_module/],
      [{ from: '2026-11-01', to: '2026-11-30' }, /orders_created|orders_pkey|INTEGER PRIMARY KEY/],
      [{ payment_status: 'unpaid' as const, payment_method: 'cash_on_delivery' as const }, /orders_payment/],
      [{ status: 'pending,confirmed', zone_id: 1 }, /orders_status|orders_zone/],
    ] as const;
    for (const [query, index] of cases) expect(await plan(query), JSON.stringify(query)).toMatch(index);
  });

  it('searches customers and guests\' contacts through the folded columns\' indexes on both engines', async () => {
    const searched = await plan({ search: 'gue' });
    for (const index of ['users_f_name_folded', 'users_phone_folded', 'orders_guest_name_folded', 'orders_guest_phone_folded', 'orders_guest_email_folded']) {
      expect(searched).toContain(index);
    }
  });
});

describe('an order\'s details and moves', () => {
  it('shows lines, customer, store, history, payment and the moves allowed; support reads but cannot move', async () => {
    const id = await placed();
    const res = await support.call('GET', `orders/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json() as ConsoleOrderDetails;
    expect(d.order).toMatchObject({ id, order_status: 'pending', store: { id: w.storeId } });
    expect(d.details).toHaveLength(1);
    expect(d.customer?.phone).toBeTruthy();
    expect(d).toMatchObject({ zone_id: w.zoneId, refund_request: null, moves: ['confirmed', 'canceled'] });
    expect(d.payment_history[0]).toMatchObject({ payment_status: 'unpaid' });
    expect((await support.call('PUT', `orders/${id}/status`, { status: 'confirmed' })).statusCode).toBe(403);
    expect((await support.call('GET', 'orders/999999')).statusCode).toBe(404);
  });

  it('moves through the one state machine, audited; an illegal jump answers 409 and changes nothing', async () => {
    const id = await placed();
    const jump = await operations.call('PUT', `orders/${id}/status`, { status: 'delivered' });
    expect(jump.statusCode).toBe(409);
    expect((await row(id)).order_status).toBe('pending');
    const ok = await operations.call('PUT', `orders/${id}/status`, { status: 'confirmed' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ order_id: id, order_status: 'confirmed' });
    expect(await audit(id)).toEqual([expect.objectContaining({ action: 'orders.move', operator_id: operations.id })]);
    const history = await t.db.selectFrom('order_status_history').select(['status', 'actor_id']).where('order_id', '=', id).orderBy('id').execute();
    expect(history.at(-1)).toEqual({ status: 'confirmed', actor_id: operations.id });
  });

  it('cancels only with a reason, giving the stock back, audited', async () => {
    const id = await placed();
    const stock = async () => (await t.db.selectFrom('items').select('stock').where('id', '=', w.itemId).executeTakeFirstOrThrow()).stock;
    const before = await stock();
    const bare = await operations.call('PUT', `orders/${id}/status`, { status: 'canceled' });
    expect(bare.statusCode).toBe(400);
    expect(expectEnvelope(bare.json())[0]!.message).toContain('reason');
    const res = await operations.call('PUT', `orders/${id}/status`, { status: 'canceled', reason: 'Customer called' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(id)).toMatchObject({ order_status: 'canceled', cancellation_reason: 'Customer called' });
    expect(await stock()).toBe(before + 1);
    expect((await audit(id)).map((a) => a.action)).toEqual(['orders.cancel']);
  });
});

describe('giving an order to a courier', () => {
  const confirmed = async () => {
    const id = await placed();
    expect((await operations.call('PUT', `orders/${id}/status`, { status: 'confirmed' })).statusCode).toBe(200);
    return id;
  };

  it('gives it to an online courier of its zone, who sees the trip; another one takes it over; audited', async () => {
    const id = await confirmed();
    const first = await courierOf(w);
    const res = await operations.call('PUT', `orders/${id}/courier`, { courier_id: first.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await row(id)).delivery_man_id).toBe(first.id);
    const trips = (await first.call('GET', 'courier/trips')).json() as CourierTrips;
    expect(trips.trips.map((tr) => tr.order_id)).toContain(id);
    const second = await courierOf(w);
    expect((await operations.call('PUT', `orders/${id}/courier`, { courier_id: second.id })).statusCode).toBe(200);
    expect(((await first.call('GET', 'courier/trips')).json() as CourierTrips).trips.map((tr) => tr.order_id)).not.toContain(id);
    expect((await audit(id)).filter((a) => a.action === 'orders.courier').map((a) => JSON.parse(a.after!).courier_id)).toEqual([first.id, second.id]);
  });

  it('refuses a courier of another zone, one off shift, or no courier at all, with 400 naming courier_id; a pending order with 409', async () => {
    const id = await confirmed();
    const elsewhere = await courierOf(w, [otherZoneId]);
    const offline = await courierOf(w, [w.zoneId], false);
    for (const [courierId, text] of [[elsewhere.id, 'zone'], [offline.id, 'online'], [operations.id, 'no such courier']] as const) {
      const res = await operations.call('PUT', `orders/${id}/courier`, { courier_id: courierId });
      expect(res.statusCode).toBe(400);
      expect(expectEnvelope(res.json())[0]!.message).toContain(text);
      expect(expectEnvelope(res.json())[0]!.message).toContain('courier_id');
    }
    expect((await row(id)).delivery_man_id).toBeNull();
    const pending = await placed();
    expect((await operations.call('PUT', `orders/${pending}/courier`, { courier_id: (await courierOf(w)).id })).statusCode).toBe(409);
  });
});

describe('the dispatch map', () => {
  it('holds running orders and online couriers, then only what changed since; an ended order is taken off', async () => {
    const id = await placed();
    const c = await courierOf(w);
    const full = (await support.call('GET', 'dispatch')).json() as ConsoleDispatch;
    expect(full.delta).toBe(false);
    const mine = full.orders.find((r) => r[0] === id)!;
    const store = await t.db.selectFrom('stores').select(['latitude', 'longitude']).where('id', '=', w.storeId).executeTakeFirstOrThrow();
    expect(mine.slice(0, 4)).toEqual([id, 0, Number(store.latitude), Number(store.longitude)]);
    expect(full.couriers.find((r) => r[0] === c.id)).toEqual([c.id, Number(store.latitude) + 0.01, Number(store.longitude), 0]);
    expect((await support.call('GET', `dispatch?zone_id=${otherZoneId}`)).json().orders.map((r: number[]) => r[0])).not.toContain(id);
    const clock = t.app.services.clock;
    clock.set(new Date(clock.now().getTime() + 60_000));
    expect((await operations.call('PUT', `orders/${id}/status`, { status: 'canceled', reason: 'Out of stock' })).statusCode).toBe(200);
    const delta = (await support.call('GET', `dispatch?since=${encodeURIComponent(full.at)}`)).json() as ConsoleDispatch;
    expect(delta).toMatchObject({ delta: true });
    expect(delta.ended).toContain(id);
    expect(delta.orders.map((r) => r[0])).not.toContain(id);
    expect((await support.call('GET', 'dispatch?since=yesterday')).statusCode).toBe(400);
  });
});
