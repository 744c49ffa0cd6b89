import { beforeAll, describe, expect, it } from 'vitest';
import { catalogApp } from '../../../test/catalog.js';
import { formData } from '../../../test/accounts.js';
import { expectEnvelope } from '../../../test/helpers.js';
import { PNG } from '../../../test/operators.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

const { t, f } = catalogApp();

let admin: StaffSession;
let catalogue: StaffSession;
let support: StaffSession;

beforeAll(async () => {
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  catalogue = await staffSession(t, [{ role: 'catalogue', storeId: null }]);
  support = await staffSession(t, [{ role: 'support', storeId: null }]);
});

/** A new brand of the grocery module, with one of a grocery store's items sold under it (the storefront lists brands with items). */
async function brandWithItem(name: Record<string, string>) {
  const res = await admin.call('POST', 'brands', { module_id: f.modules.grocery!, name });
  expect(res.statusCode, res.body).toBe(200);
  const brand = res.json();
  const item = await t.db.selectFrom('items as i').innerJoin('stores as s', 's.id', 'i.store_id').select('i.id')
    .where('i.module_id', '=', f.modules.grocery!).where('i.status', '=', 1).where('s.status', '=', 1).orderBy('i.id', 'desc').executeTakeFirstOrThrow();
  await t.db.updateTable('items').set({ brand_id: brand.id }).where('id', '=', item.id).execute();
  return brand as { id: number; slug: string; version: number };
}
const shown = async (lang = 'en') => (await f.get('brand', f.headers('grocery', f.dubai, { 'X-localization': lang }))).json() as { id: number; name: string }[];
const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'brand').where('entity_id', '=', String(id)).orderBy('id').execute();

describe('brands in the console', () => {
  it('creates a brand in three languages, shown in the visitor\'s language with English fallback; edits keep the other languages', async () => {
    const brand = await brandWithItem({ en: 'Green Valley', ar: 'الوادي الأخضر' });
    expect(brand).toMatchObject({ version: 1, slug: 'green-valley' });
    expect((await shown('ar')).find((b) => b.id === brand.id)?.name).toBe('الوادي الأخضر');
    expect((await shown('fr')).find((b) => b.id === brand.id)?.name).toBe('Green Valley');
    const res = await catalogue.call('PUT', `brands/${brand.id}`, { version: 1, name: { en: 'Green Valley', fr: 'Vallée verte' } });
    expect(res.json()).toMatchObject({ version: 2, name: { en: 'Green Valley', ar: 'الوادي الأخضر', fr: 'Vallée verte' }, items_count: 1 });
    expect((await shown('fr')).find((b) => b.id === brand.id)?.name).toBe('Vallée verte');
    expect((await auditOf(brand.id)).map((e) => e.action)).toEqual(['brands.create', 'brands.update']);
  });

  it('turns a brand off: the storefront lists it no more, nor its items\' page', async () => {
    const brand = await brandWithItem({ en: 'Morning Farm' });
    expect((await shown()).map((b) => b.id)).toContain(brand.id);
    expect((await catalogue.call('PUT', `brands/${brand.id}`, { version: 1, on: false })).json()).toMatchObject({ on: false, version: 2 });
    expect((await shown()).map((b) => b.id)).not.toContain(brand.id);
    expect((await f.get(`brand/items/${brand.id}`, f.headers('grocery'))).statusCode).toBe(404);
    const listed = (await admin.call('GET', `brands?module_id=${f.modules.grocery}&on=false&search=morning`)).json();
    expect(listed.brands.map((b: { id: number }) => b.id)).toEqual([brand.id]);
  });

  it('lists a module\'s brands by name, found by a part of their name', async () => {
    const page = (await admin.call('GET', `brands?module_id=${f.modules.grocery}&limit=100`)).json();
    const names = page.brands.map((b: { name: { en: string } }) => b.name.en);
    expect(names.length).toBeGreaterThan(3);
    expect(names).toEqual([...names].sort());
    const first = page.brands[0];
    const found = (await admin.call('GET', `brands?module_id=${f.modules.grocery}&search=${encodeURIComponent(first.name.en.slice(1, 4))}`)).json();
    expect(found.brands.map((b: { id: number }) => b.id)).toContain(first.id);
  });

  it('refuses a stale save (409 with the fields changed), bad input (400 with the field) and a role without catalogue.edit (403)', async () => {
    const brand = await brandWithItem({ en: 'Stale Brand' });
    await admin.call('PUT', `brands/${brand.id}`, { version: 1, name: { en: 'Stale Brand', ar: 'علامة' } });
    const stale = await catalogue.call('PUT', `brands/${brand.id}`, { version: 1, on: false });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { version: 2, on: true }, changed: ['name'] });
    for (const name of [{ en: ' ' }, { en: 'y'.repeat(101) }]) {
      expect((await admin.call('POST', 'brands', { module_id: f.modules.grocery, name })).statusCode).toBe(400);
    }
    const unknown = await admin.call('POST', 'brands', { module_id: 999_999, name: { en: 'Nowhere' } });
    expect(unknown.statusCode).toBe(400);
    expect(expectEnvelope(unknown.json())[0]).toMatchObject({ code: 'module_id', message: 'Choose a module that exists.' });
    expect((await support.call('PUT', `brands/${brand.id}`, { version: 2, on: false })).statusCode).toBe(403);
    expect((await support.call('POST', 'brands', { module_id: f.modules.grocery, name: { en: 'Nope' } })).statusCode).toBe(403);
    expect((await admin.call('GET', `brands/${brand.id}`)).json()).toMatchObject({ version: 2, on: true });
  });

  it('takes a new picture, kept as WebP', async () => {
    const brand = await brandWithItem({ en: 'Pictured' });
    const form = formData({ version: '1', image: PNG });
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/console/brands/${brand.id}/image`, headers: { ...admin.headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, image_full_url: expect.stringMatching(/\/storage\/brand\/[a-f0-9]{32}\.webp$/) });
    expect((await auditOf(brand.id)).at(-1)).toMatchObject({ action: 'brands.update' });
  });
});
