import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TEXTS, type ConsoleZone } from '@storefront/contract';
import { expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';
import { checkoutApp, guestWithCartOf, message, type CheckoutTest } from '../checkout/checkout.test-app.js';
import { ZONE_TEXTS } from './zones.console.js';

let t: TestApp;
let f: CheckoutTest['f'];
let o: CheckoutTest['o'];
let admin: StaffSession;

beforeAll(async () => {
  ({ t, f, o } = await checkoutApp());
  admin = await staffSession(t, [{ role: 'operations', storeId: null }]);
});
afterAll(() => t.close());
const guestWithCart = guestWithCartOf(() => ({ t, f, o }));

/** A square outline of half-side `r` degrees around a point, as [lat, lng] corners. */
const square = (lat: number, lng: number, r: number) => [[lat - r, lng - r], [lat - r, lng + r], [lat + r, lng + r], [lat + r, lng - r]];
const grocery = (rates: Record<string, unknown> = {}) => ({ module_id: f.modules.grocery!, per_km_charge: 0, minimum_charge: 17, maximum_charge: null, cash_ceiling: null, on: true, ...rates });
const zoneAt = (lat: number, lng: number, lang = 'en') => t.app.inject({ method: 'GET', url: `/api/v1/config/get-zone-id?lat=${lat}&lng=${lng}`, headers: { 'X-localization': lang } });
const preview = (guest: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/customer/order/preview', headers: f.headers('grocery'), payload: { ...body, guest_id: guest } });
const zoneCount = async () => Number((await t.db.selectFrom('zones').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

let districts = 0;

/**
 * A guest with a grocery item in the cart, a drop-off near its store (whose own delivery rates are cleared), and a
 * district drawn around the drop-off, smaller than the districts drawn there before, so that its terms apply.
 */
async function districtAroundDropOff(rates: Record<string, unknown> = {}) {
  districts += 1;
  const { item, guest, address } = await guestWithCart(1);
  await t.db.updateTable('stores').set({ per_km_shipping_charge: null, minimum_shipping_charge: null, maximum_shipping_charge: null, free_delivery: 0 })
    .where('id', '=', item.store_id).execute();
  const res = await admin.call('POST', 'zones', {
    name: { en: 'New district', ar: 'حي جديد' }, outline: square(address.latitude, address.longitude, 0.003 - districts * 0.0004), modules: [grocery(rates)],
    extra_charge_reason: { en: 'Road works', ar: 'أعمال طرق' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const store = await t.db.selectFrom('stores').select('zone_id').where('id', '=', item.store_id).executeTakeFirstOrThrow();
  return { item, guest, address, zone: res.json() as ConsoleZone, storeZoneId: store.zone_id };
}

describe('zones drawn in the console', () => {
  it('a district drawn inside the store\'s zone is found at once, its customers order at its rates, and a raised charge shows in the next preview', async () => {
    const { guest, address, zone, storeZoneId } = await districtAroundDropOff();
    expect(zone).toMatchObject({ version: 1, on: true, name: { en: 'New district', ar: 'حي جديد', fr: '' }, overlaps: [], modules: [grocery()] });
    expect(zone.inside.map((z) => z.id)).toContain(storeZoneId);
    const found = (await zoneAt(address.latitude, address.longitude)).json();
    expect(JSON.parse(found.zone_id)[0]).toBe(zone.id);
    const body = { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact };
    const first = await preview(guest, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().totals.original_delivery_charge).toBe(17);

    const raised = await admin.call('PUT', `zones/${zone.id}`, { version: 1, modules: [grocery({ minimum_charge: 23 })] });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ version: 2, modules: [grocery({ minimum_charge: 23 })] });
    expect((await preview(guest, body)).json().totals.original_delivery_charge).toBe(23);
    const placed = await o.place({ guest }, 'grocery', body);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().totals.original_delivery_charge).toBe(23);

    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'zone').where('entity_id', '=', String(zone.id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['zones.create', 'zones.update']);
    expect(JSON.parse(audit[1]!.after!)).toEqual({ modules: [grocery({ minimum_charge: 23 })], version: 2 });
  });

  it('the module switched off in the district takes no orders there; the district switched off leaves the store\'s zone\'s rates', async () => {
    const { guest, address, zone } = await districtAroundDropOff({ minimum_charge: 31 });
    const body = { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact };
    const off = await admin.call('PUT', `zones/${zone.id}`, { version: 1, modules: [] });
    expect(off.json().modules).toEqual([grocery({ minimum_charge: 31, on: false })]);
    const refused = await preview(guest, body);
    expect(refused.statusCode).toBe(422);
    expect(message(refused)).toBe(ORDER_TEXTS.payment_not_allowed);

    await admin.call('PUT', `zones/${zone.id}`, { version: 2, on: false });
    expect(JSON.parse((await zoneAt(address.latitude, address.longitude)).json().zone_id)).not.toContain(zone.id);
    const back = await preview(guest, body);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().totals.original_delivery_charge).not.toBe(31);
  });

  it('refuses an outline that crosses itself, has too few corners or no area, and rates whose maximum is below the minimum, writing nothing', async () => {
    const before = await zoneCount();
    const bowTie = [[25.2, 55.2], [25.3, 55.3], [25.3, 55.2], [25.2, 55.3]];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ outline: bowTie }, ZONE_TEXTS.crosses, 'outline'],
      [{ outline: [[25.2, 55.2], [25.3, 55.3], [25.3, 55.3], [25.2, 55.2]] }, ZONE_TEXTS.too_few, 'outline'],
      [{ outline: [[25.2, 55.2], [25.25, 55.25], [25.3, 55.3]] }, ZONE_TEXTS.flat, 'outline'],
      [{ outline: square(25.2, 55.2, 0.01), modules: [grocery({ minimum_charge: 10, maximum_charge: 5 })] }, ZONE_TEXTS.max_below_min, 'modules'],
      [{ outline: square(25.2, 55.2, 0.01), modules: [grocery(), grocery()] }, ZONE_TEXTS.module_twice, 'modules'],
      [{ outline: square(25.2, 55.2, 0.01), modules: [grocery({ module_id: 99999 })] }, ZONE_TEXTS.no_module, 'modules'],
    ];
    for (const [body, text, field] of cases) {
      const res = await admin.call('POST', 'zones', { name: { en: 'Bad' }, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectEnvelope(res.json())[0]).toMatchObject({ code: field, message: text });
    }
    const { id } = (await admin.call('POST', 'zones', { name: { en: 'Good' }, outline: square(24.6, 54.9, 0.01) })).json();
    const crossed = await admin.call('PUT', `zones/${id}`, { version: 1, outline: bowTie });
    expect(message(crossed)).toBe(ZONE_TEXTS.crosses);
    expect(await zoneCount()).toBe(before + 1);
    expect((await admin.call('GET', `zones/${id}`)).json().version).toBe(1);
  });

  it('a zone far from every other opens a new area at once, and one crossing another is kept with a warning naming it', async () => {
    expect((await zoneAt(24.6, 55.6)).statusCode).toBe(404);
    const far = await admin.call('POST', 'zones', { name: { en: 'Desert camp' }, outline: square(24.6, 55.6, 0.05), modules: [grocery()] });
    expect(far.json()).toMatchObject({ overlaps: [], inside: [] });
    expect(JSON.parse((await zoneAt(24.6, 55.6)).json().zone_id)).toEqual([far.json().id]);

    const crossing = await admin.call('POST', 'zones', { name: { en: 'Border' }, outline: square(24.55, 55.55, 0.01) });
    expect(crossing.statusCode).toBe(200);
    expect(crossing.json().overlaps).toEqual([{ id: far.json().id, name: 'Desert camp' }]);
    expect((await admin.call('GET', `zones/${far.json().id}`)).json().overlaps).toEqual([{ id: crossing.json().id, name: 'Border' }]);
  });

  it('a stale save gets 409 with the fields changed since; a save changing nothing keeps the version; the reason reads in the visitor\'s language', async () => {
    const { address, zone } = await districtAroundDropOff();
    const surged = await admin.call('PUT', `zones/${zone.id}`, { version: 1, extra_charge_on: true, extra_charge_percent: 15 });
    expect(surged.json()).toMatchObject({ version: 2, extra_charge_on: true, extra_charge_percent: 15 });
    const data = (await zoneAt(address.latitude, address.longitude, 'ar')).json().zone_data[0];
    expect(data).toMatchObject({ id: zone.id, increased_delivery_fee: 15, increased_delivery_fee_status: 1, increase_delivery_charge_message: 'أعمال طرق' });
    const stale = await admin.call('PUT', `zones/${zone.id}`, { version: 1, name: { en: 'Late' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id: zone.id, version: 2 }, changed: expect.arrayContaining(['extra_charge_on', 'extra_charge_percent']) });
    const same = await admin.call('PUT', `zones/${zone.id}`, { version: 2, extra_charge_percent: 15 });
    expect(same.json().version).toBe(2);
  });

  it('the list gives every zone\'s outline, found by a part of its name in any language', async () => {
    const listed = (await admin.call('GET', 'zones?search=%D8%AD%D9%8A%20%D8%AC%D8%AF%D9%8A%D8%AF')).json();
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.zones.every((z: ConsoleZone) => z.name.ar === 'حي جديد' && z.outline.length === 4)).toBe(true);
    const all = (await admin.call('GET', 'zones')).json();
    expect(all.zones.map((z: ConsoleZone) => z.id)).toEqual(expect.arrayContaining(Object.values(f.zones)));
    const catalogue = await staffSession(t, [{ role: 'catalogue', storeId: null }]);
    expect((await catalogue.call('POST', 'zones', { name: { en: 'No' }, outline: square(24, 54, 0.01) })).statusCode).toBe(403);
  });
});
