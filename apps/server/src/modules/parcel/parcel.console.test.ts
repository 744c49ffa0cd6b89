import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParcelQuote } from '@storefront/contract';
import { formData } from '../../../test/accounts.js';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { PNG } from '../../../test/operators.js';
import { newGuest, RECEIVER, SENDER } from '../../../test/parcels.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

let t: TestApp;
let admin: StaffSession;
let guest: string;
let f: Awaited<ReturnType<typeof catalogFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  guest = await newGuest(t);
});
afterAll(() => t.close());

const create = (body: Record<string, unknown> = {}, as = admin) => as.call('POST', 'parcel-categories', { name: { en: 'Console parcel' }, per_km_charge: 2, minimum_charge: 10, ...body });
/** The storefront's parcel categories in a language. */
const listed = async (lang: string) => {
  const res = await f.get('parcel-category', f.headers('parcel', undefined, { 'X-localization': lang }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; name: string; description: string; parcel_per_km_shipping_charge: number; parcel_minimum_shipping_charge: number; image_full_url: string }[];
};
/** What the storefront quotes for a parcel of the category from Downtown to the Marina. */
const quote = async (categoryId: number) => {
  const res = await t.app.inject({
    method: 'POST', url: '/api/v1/customer/order/preview',
    payload: { order_type: 'parcel', parcel_category_id: categoryId, address: SENDER, receiver_details: RECEIVER, charge_payer: 'sender', payment_method: 'cash_on_delivery', guest_id: guest },
  });
  return res;
};
const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'parcel_category').where('entity_id', '=', String(id)).orderBy('id').execute();

describe('parcel categories in the console', () => {
  it('creates a category in three languages that the sender\'s list shows at once, priced by its own rates; new rates change the quote at once', async () => {
    const res = await create({ name: { en: 'Flowers', ar: 'زهور', fr: 'Fleurs' }, description: { en: 'Fresh bouquets', ar: 'باقات طازجة' }, per_km_charge: 3, minimum_charge: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json();
    expect(made).toMatchObject({ version: 1, on: true, per_km_charge: 3, minimum_charge: 5, name: { en: 'Flowers', ar: 'زهور', fr: 'Fleurs' }, description: { en: 'Fresh bouquets', ar: 'باقات طازجة', fr: '' } });
    expect((await listed('ar')).find((c) => c.id === made.id)).toMatchObject({ name: 'زهور', description: 'باقات طازجة', parcel_per_km_shipping_charge: 3, parcel_minimum_shipping_charge: 5 });
    expect((await listed('fr')).find((c) => c.id === made.id)).toMatchObject({ name: 'Fleurs', description: 'Fresh bouquets' });
    const first = (await quote(made.id)).json() as ParcelQuote;
    expect(first).toMatchObject({ per_km_charge: 3, minimum_charge: 5 });
    expect(first.delivery_charge).toBeCloseTo(Math.max(5, first.distance * 3), 1);

    const raised = await admin.call('PUT', `parcel-categories/${made.id}`, { version: 1, per_km_charge: 6, minimum_charge: 200 });
    expect(raised.json()).toMatchObject({ version: 2, per_km_charge: 6, minimum_charge: 200 });
    const second = (await quote(made.id)).json() as ParcelQuote;
    expect(second).toMatchObject({ per_km_charge: 6, minimum_charge: 200, delivery_charge: 200 });
    expect((await listed('en')).find((c) => c.id === made.id)).toMatchObject({ parcel_minimum_shipping_charge: 200 });
    const entries = await auditOf(made.id);
    expect(entries.map((e) => e.action)).toEqual(['parcel_categories.create', 'parcel_categories.update']);
    expect(JSON.parse(entries[1]!.after!)).toEqual({ per_km_charge: 6, minimum_charge: 200, version: 2 });
  });

  it('switched off, it leaves the sender\'s list and cannot be priced; a stale save gets 409 with the fields changed since', async () => {
    const { id } = (await create({ name: { en: 'Boxes' } })).json();
    const off = await admin.call('PUT', `parcel-categories/${id}`, { version: 1, on: false, name: { en: 'Boxes', ar: 'صناديق' } });
    expect(off.json()).toMatchObject({ on: false, version: 2, name: { ar: 'صناديق' } });
    expect((await listed('en')).map((c) => c.id)).not.toContain(id);
    expect((await quote(id)).statusCode).toBe(404);
    const stale = await admin.call('PUT', `parcel-categories/${id}`, { version: 1, position: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id, version: 2, position: 0 }, changed: expect.arrayContaining(['on', 'name']) });
    expect((await admin.call('PUT', `parcel-categories/${id}`, { version: 2, on: false })).json().version).toBe(2);
    expect(await auditOf(id)).toHaveLength(2);
  });

  it('takes a picture that the sender\'s list shows, over the version read', async () => {
    const { id } = (await create({ name: { en: 'Pictured' } })).json();
    const upload = (version: number) => {
      const form = formData({ version: String(version), image: PNG });
      return t.app.inject({ method: 'PUT', url: `/api/v1/console/parcel-categories/${id}/image`, headers: { ...admin.headers, ...form.headers }, payload: form.payload });
    };
    const res = await upload(1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, image_full_url: expect.stringMatching(/\/storage\/parcel_category\/[a-f0-9]{32}\.webp$/) });
    expect((await listed('en')).find((c) => c.id === id)?.image_full_url).toBe(res.json().image_full_url);
    const stale = await upload(1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().changed).toEqual(['image']);
  });

  it('refuses bad input with the field and its message, writes nothing, and is closed to staff without promotions', async () => {
    const count = async () => Number((await t.db.selectFrom('parcel_categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const food = await t.db.selectFrom('modules').select('id').where('module_type', '=', 'food').executeTakeFirstOrThrow();
    const refused = await create({ module_id: food.id });
    expect(refused.statusCode).toBe(400);
    expect(expectEnvelope(refused.json())).toEqual([{ code: 'module_id', message: 'Choose a parcel module.' }]);
    for (const body of [{ name: { en: '' } }, { per_km_charge: -1 }, { minimum_charge: 'ten' }, { position: 1.5 }, { name: { ar: 'بلا إنجليزية' } }]) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectEnvelope(res.json())[0]?.message).toBeTruthy();
    }
    expect(await count()).toBe(before);
    const support = await staffSession(t, [{ role: 'support', storeId: null }]);
    expect((await support.call('GET', 'parcel-categories')).statusCode).toBe(403);
    expect((await create({}, support)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('finds categories by part of the name in any language, in the sender\'s order', async () => {
    const a = (await create({ name: { en: 'Zeta cargo', ar: 'شحنة' }, position: 9 })).json();
    const b = (await create({ name: { en: 'Zeta light' }, position: 1 })).json();
    expect((await admin.call('GET', 'parcel-categories?search=zeta')).json().parcel_categories.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    expect((await admin.call('GET', `parcel-categories?search=${encodeURIComponent('شحنة')}`)).json().parcel_categories.map((c: { id: number }) => c.id)).toEqual([a.id]);
  });
});
