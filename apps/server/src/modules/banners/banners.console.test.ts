import { beforeAll, describe, expect, it } from 'vitest';
import { catalogApp } from '../../../test/catalog.js';
import { formData, type FilePart } from '../../../test/accounts.js';
import { expectEnvelope } from '../../../test/helpers.js';
import { PNG } from '../../../test/operators.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

const { t, f } = catalogApp();

let admin: StaffSession;
let catalogue: StaffSession;
let storeId: number;

beforeAll(async () => {
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  catalogue = await staffSession(t, [{ role: 'catalogue', storeId: null }]);
  storeId = await f.storeId('Java Lounge');
});

const food = () => ({ module_id: f.modules.food!, zone_id: f.zones['Downtown & Business Bay']! });
/** The storefront's home banners for a food visitor downtown, in a language. */
const shown = async (lang = 'en') => {
  const res = await f.get('banners', f.headers('food', f.dubai, { 'X-localization': lang }));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { banners: { id: number; title: string; short_description: string | null; store: { id: number } | null }[] }).banners;
};
const create = async (body: Record<string, unknown>, as = admin) => as.call('POST', 'banners', { type: 'default', ...food(), ...body });
const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'banner').where('entity_id', '=', String(id)).orderBy('id').execute();

describe('home banners in the console', () => {
  it('creates a banner with its texts in three languages; the storefront shows it at once, in the visitor\'s language, English where untranslated', async () => {
    await shown(); // the storefront's banner list is now cached
    const res = await create({ title: { en: 'Fresh bakes', ar: 'مخبوزات طازجة', fr: '' }, short_description: { en: 'Every morning', fr: 'Chaque matin' }, featured: true });
    expect(res.statusCode, res.body).toBe(200);
    const banner = res.json();
    expect(banner).toMatchObject({
      version: 1, on: true, featured: true, type: 'default', store_id: null, item_id: null,
      title: { en: 'Fresh bakes', ar: 'مخبوزات طازجة', fr: '' }, short_description: { en: 'Every morning', ar: '', fr: 'Chaque matin' },
    });
    expect((await shown('en')).find((b) => b.id === banner.id)).toMatchObject({ title: 'Fresh bakes', short_description: 'Every morning' });
    expect((await shown('ar')).find((b) => b.id === banner.id)).toMatchObject({ title: 'مخبوزات طازجة', short_description: 'Every morning' });
    expect((await shown('fr')).find((b) => b.id === banner.id)).toMatchObject({ title: 'Fresh bakes', short_description: 'Chaque matin' });
    const [entry] = await auditOf(banner.id);
    expect(entry).toMatchObject({ action: 'banners.create', operator_id: admin.id });
    expect(JSON.parse(entry!.after!)).toMatchObject({ title: { ar: 'مخبوزات طازجة' }, version: 1 });
  });

  it('turns a banner off, and no storefront call shows it any more; on again, it is back', async () => {
    const { id } = (await create({ title: { en: 'Weekend deals' } })).json();
    expect((await shown()).map((b) => b.id)).toContain(id);
    const off = await catalogue.call('PUT', `banners/${id}`, { version: 1, on: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ on: false, version: 2 });
    expect((await shown()).map((b) => b.id)).not.toContain(id);
    const listed = (await admin.call('GET', `banners?on=false&module_id=${f.modules.food}`)).json();
    expect(listed.banners.map((b: { id: number }) => b.id)).toContain(id);
    expect((await catalogue.call('PUT', `banners/${id}`, { version: 2, on: true })).statusCode).toBe(200);
    expect((await shown()).map((b) => b.id)).toContain(id);
    const entries = await auditOf(id);
    expect(entries.map((e) => [e.action, JSON.parse(e.after!)])).toEqual([
      ['banners.create', expect.objectContaining({ on: true, version: 1 })],
      ['banners.update', { on: false, version: 2 }],
      ['banners.update', { on: true, version: 3 }],
    ]);
  });

  it('edits one language, keeping the others, and a save that changes nothing keeps the version and writes no entry', async () => {
    const { id } = (await create({ title: { en: 'Coffee hour', ar: 'ساعة القهوة', fr: 'L\'heure du café' } })).json();
    const res = await admin.call('PUT', `banners/${id}`, { version: 1, title: { en: 'Coffee hour', fr: 'Heure du café' } });
    expect(res.json().title).toEqual({ en: 'Coffee hour', ar: 'ساعة القهوة', fr: 'Heure du café' });
    const again = await admin.call('PUT', `banners/${id}`, { version: 2, title: { en: 'Coffee hour' }, featured: false });
    expect(again.json().version).toBe(2);
    expect(await auditOf(id)).toHaveLength(2);
  });

  it('refuses a stale save with 409, the banner as it is and the fields changed since', async () => {
    const { id } = (await create({ title: { en: 'Stale test' } })).json();
    expect((await admin.call('PUT', `banners/${id}`, { version: 1, featured: true })).statusCode).toBe(200);
    const stale = await catalogue.call('PUT', `banners/${id}`, { version: 1, title: { en: 'Overwritten?' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id, version: 2, featured: true, title: { en: 'Stale test' } }, changed: ['featured'] });
    expect(expectEnvelope(stale.json())[0]!.code).toBe('stale_version');
  });

  it('points a store banner at a store of its module, and refuses one without, or of another module, with the field\'s message', async () => {
    const ok = await create({ title: { en: 'Java Lounge' }, type: 'store_wise', store_id: storeId });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await shown()).find((b) => b.id === ok.json().id)?.store?.id).toBe(storeId);
    const none = await create({ title: { en: 'No store' }, type: 'store_wise' });
    expect(none.statusCode).toBe(400);
    expect(expectEnvelope(none.json())[0]).toMatchObject({ code: 'store_id', message: 'A store banner needs the store it opens.' });
    const grocery = await t.db.selectFrom('stores').select('id').where('module_id', '=', f.modules.grocery!).executeTakeFirstOrThrow();
    const other = await create({ title: { en: 'Wrong module' }, type: 'store_wise', store_id: grocery.id });
    expect(other.statusCode).toBe(400);
    expect(expectEnvelope(other.json())[0]!.code).toBe('store_id');
    const noZone = await create({ title: { en: 'Nowhere' }, zone_id: 999_999 });
    expect(expectEnvelope(noZone.json())[0]).toMatchObject({ code: 'zone_id', message: 'Choose a zone that exists.' });
  });

  it('refuses a title without English, or too long, with 400 and changes nothing', async () => {
    const before = await t.db.selectFrom('banners').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const title of [{ en: '   ', ar: 'عنوان' }, { ar: 'عنوان' }, { en: 'x'.repeat(121) }, 'Plain text']) {
      const res = await create({ title });
      expect(res.statusCode, JSON.stringify(title)).toBe(400);
      expectEnvelope(res.json());
    }
    const after = await t.db.selectFrom('banners').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await admin.call('PUT', 'banners/999999', { version: 1, on: false })).statusCode).toBe(404);
  });

  it('lists a module\'s banners newest first with their count', async () => {
    const first = (await create({ title: { en: 'Older' } })).json();
    const second = (await create({ title: { en: 'Newer' } })).json();
    const page = (await admin.call('GET', `banners?module_id=${f.modules.food}&limit=2`)).json();
    expect(page.banners.map((b: { id: number }) => b.id)).toEqual([second.id, first.id]);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await admin.call('GET', `banners/${first.id}`)).json()).toMatchObject({ id: first.id, title: { en: 'Older' } });
  });

  it('takes a new picture as a file, kept as WebP, shown by the storefront at once; refuses what is not a picture and a stale version', async () => {
    const { id } = (await create({ title: { en: 'Picture test' } })).json();
    const upload = (version: number, image: FilePart) => {
      const form = formData({ version: String(version), image });
      return t.app.inject({ method: 'PUT', url: `/api/v1/console/banners/${id}/image`, headers: { ...admin.headers, ...form.headers }, payload: form.payload });
    };
    const res = await upload(1, PNG);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, image_full_url: expect.stringMatching(/\/storage\/banner\/[a-f0-9]{32}\.webp$/) });
    expect((await shown()).find((b) => b.id === id)).toMatchObject({ image_full_url: res.json().image_full_url });
    expect((await upload(2, { filename: 'notes.png', contentType: 'image/png', content: Buffer.from('not a picture at all') })).statusCode).toBe(415);
    const stale = await upload(1, PNG);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().changed).toEqual(['image']);
    expect((await admin.call('GET', `banners/${id}`)).json()).toMatchObject({ version: 2, image_full_url: res.json().image_full_url });
  });
});
