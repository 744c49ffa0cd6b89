import { beforeAll, describe, expect, it } from 'vitest';
import { formData } from '../../../test/accounts.js';
import { catalogApp } from '../../../test/catalog.js';
import { expectEnvelope } from '../../../test/helpers.js';
import { PNG } from '../../../test/operators.js';
import { orderFixture } from '../../../test/orders.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

const { t, f } = catalogApp();

let admin: StaffSession;
let operations: StaffSession;
let downtown: number;
let marina: number;

beforeAll(async () => {
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  operations = await staffSession(t, [{ role: 'operations', storeId: null }]);
  downtown = f.zones['Downtown & Business Bay']!;
  marina = f.zones['Dubai Marina & JLT']!;
});

const food = () => f.modules.food!;
const moduleOf = async (id: number) => ((await admin.call('GET', 'modules')).json() as { id: number; version: number; zones: { zone_id: number; on: boolean }[] }[]).find((m) => m.id === id)!;
/** The modules a visitor of one zone is offered. */
const offered = async (zoneId: number, lang = 'en') =>
  (await f.get('module', { zoneId: `[${zoneId}]`, 'X-localization': lang })).json() as { id: number; module_name: string }[];
/** Food stores listed to a visitor of one zone. */
const foodStores = async (zoneId: number) => (await f.get('stores/get-stores/all?limit=50&offset=1', f.headers('food', [zoneId]))).json().stores as { id: number; zone_id: number }[];
const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'module').where('entity_id', '=', String(id)).orderBy('id').execute();

describe('modules in the console', () => {
  it('switches a module off in one zone: it, its stores and their items leave that zone\'s storefront, and stay in the others; on again, they are back', async () => {
    const before = await moduleOf(food());
    expect(before.zones.map((z) => z.zone_id)).toEqual(expect.arrayContaining([downtown, marina]));
    const store = (await foodStores(downtown)).find((s) => s.zone_id === downtown)!;
    expect(store).toBeTruthy();
    const item = (await f.get(`items/latest?store_id=${store.id}&limit=1&offset=1`, f.headers('food', [downtown]))).json().products[0] as { id: number };
    expect((await offered(downtown)).map((m) => m.id)).toContain(food());

    const off = await admin.call('PUT', `modules/${food()}`, { version: before.version, zones: [{ zone_id: downtown, on: false }] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().zones).toContainEqual({ zone_id: downtown, on: false });
    expect((await offered(downtown)).map((m) => m.id)).not.toContain(food());
    expect((await foodStores(downtown)).map((s) => s.id)).not.toContain(store.id);
    expect((await f.get(`stores/details/${store.id}`, f.headers('food', [downtown]))).statusCode).toBe(404);
    expect((await f.get(`items/details/${item.id}`, f.headers('food', [downtown]))).statusCode).toBe(404);
    expect((await offered(marina)).map((m) => m.id)).toContain(food());
    expect((await foodStores(marina)).length).toBeGreaterThan(0);

    const on = await admin.call('PUT', `modules/${food()}`, { version: before.version + 1, zones: [{ zone_id: downtown, on: true }] });
    expect(on.statusCode, on.body).toBe(200);
    expect((await offered(downtown)).map((m) => m.id)).toContain(food());
    expect((await foodStores(downtown)).map((s) => s.id)).toContain(store.id);
    expect((await auditOf(food())).slice(-2).map((e) => [e.action, JSON.parse(e.after!).zones.find((z: { zone_id: number }) => z.zone_id === downtown)])).toEqual([
      ['modules.update', { zone_id: downtown, on: false }],
      ['modules.update', { zone_id: downtown, on: true }],
    ]);
  });

  it('switches a module off everywhere, names it in three languages and moves it in the chooser', async () => {
    const grocery = f.modules.grocery!;
    const o = orderFixture(t, (m) => f.headers(m));
    const item = await o.stockedItem(grocery, f.dubai, 5);
    const before = await moduleOf(grocery);
    const off = await admin.call('PUT', `modules/${grocery}`, { version: before.version, on: false });
    expect(off.json()).toMatchObject({ on: false });
    // Checkout takes no order of an item whose store's module is off: the item is not found, as any unlisted one.
    const refused = await o.place({ guest: await o.guest() }, 'grocery', {
      order_type: 'take_away', payment_method: 'cash_on_delivery', source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 }, contact: o.contact,
    });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(expectEnvelope(refused.json())[0]?.message).toBe('Item not found');
    expect((await offered(downtown)).map((m) => m.id)).not.toContain(grocery);
    expect((await f.get('stores/get-stores/all?limit=50&offset=1', f.headers('grocery', [downtown]))).json().stores).toEqual([]);
    const back = await admin.call('PUT', `modules/${grocery}`, { version: before.version + 1, on: true, position: 0, name: { en: 'Groceries', ar: 'البقالة' } });
    expect(back.json()).toMatchObject({ on: true, position: 0, name: { en: 'Groceries', ar: 'البقالة', fr: expect.any(String) } });
    expect((await offered(downtown, 'ar')).find((m) => m.id === grocery)?.module_name).toBe('البقالة');
    expect((await offered(downtown))[0]?.id).toBe(grocery);
    expect((await f.get('stores/get-stores/all?limit=50&offset=1', f.headers('grocery', [downtown]))).json().stores.length).toBeGreaterThan(0);
  });

  it('refuses a stale save with 409 and the fields changed since, and a zone without delivery rates with 400', async () => {
    const pharmacy = f.modules.pharmacy!;
    const before = await moduleOf(pharmacy);
    expect((await admin.call('PUT', `modules/${pharmacy}`, { version: before.version, position: 7 })).statusCode).toBe(200);
    const stale = await admin.call('PUT', `modules/${pharmacy}`, { version: before.version, on: false });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id: pharmacy, version: before.version + 1, on: true }, changed: ['position'] });
    const noRates = await t.db.selectFrom('zones').select('id').where('id', 'not in', before.zones.map((z) => z.zone_id)).executeTakeFirst();
    if (noRates) {
      const refused = await admin.call('PUT', `modules/${pharmacy}`, { version: before.version + 1, zones: [{ zone_id: noRates.id, on: true }] });
      expect(refused.statusCode).toBe(400);
      expect(expectEnvelope(refused.json())).toEqual([{ code: 'zones', message: 'The module has no delivery rates in this zone: it cannot be switched there.' }]);
    }
    expect((await admin.call('PUT', `modules/${pharmacy}`, { version: before.version + 1, name: { en: '  ' } })).statusCode).toBe(400);
  });

  it('lets operations read the modules but not change them, and shuts out support', async () => {
    expect((await operations.call('GET', 'modules')).statusCode).toBe(200);
    const m = await moduleOf(food());
    expect((await operations.call('PUT', `modules/${food()}`, { version: m.version, on: false })).statusCode).toBe(403);
    const support = await staffSession(t, [{ role: 'support', storeId: null }]);
    expect((await support.call('GET', 'modules')).statusCode).toBe(403);
    expect((await moduleOf(food())).version).toBe(m.version);
  });

  it.each([['icon'], ['thumbnail']] as const)('takes a new %s over the version read: the storefront\'s modules show it at once; an older version answers 409 naming it', async (picture) => {
    const before = await moduleOf(food());
    const upload = (version: number) => {
      const form = formData({ version: String(version), image: PNG });
      return t.app.inject({ method: 'PUT', url: `/api/v1/console/modules/${food()}/${picture}`, headers: { ...admin.headers, ...form.headers }, payload: form.payload });
    };
    const res = await upload(before.version);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json()[`${picture}_full_url`] as string;
    expect(url).toMatch(/\/storage\/module\/[a-f0-9]{32}\.webp$/);
    expect(res.json().version).toBe(before.version + 1);
    const shown = (await f.get('module', { zoneId: `[${downtown}]` })).json() as Record<string, unknown>[];
    expect(shown.find((m) => m.id === food())?.[`${picture}_full_url`]).toBe(url);
    const audit = (await auditOf(food())).at(-1)!;
    expect(audit.action).toBe('modules.update');
    expect(JSON.parse(audit.after as string)).toEqual({ [picture]: expect.stringMatching(/\.webp$/), version: before.version + 1 });
    const stale = await upload(before.version);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().changed).toEqual([picture]);
    const refused = await operations.call('PUT', `modules/${food()}/${picture}`, {});
    expect(refused.statusCode).toBe(403);
  });
});
