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
let pizza: number;
let burger: number;

beforeAll(async () => {
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  catalogue = await staffSession(t, [{ role: 'catalogue', storeId: null }]);
  support = await staffSession(t, [{ role: 'support', storeId: null }]);
  pizza = await f.storeId('Pizza Corner');
  burger = await f.storeId('Burger Barn');
});

/** The storefront's running basic campaigns for a food visitor in Dubai, in a language. */
const shown = async (lang = 'en') => {
  const res = await f.get('campaigns/basic', f.headers('food', f.dubai, { 'X-localization': lang }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; title: string; description: string; image_full_url: string }[];
};
const days = { start_date: '2026-11-20', end_date: '2026-12-20' };
const create = (body: Record<string, unknown>, as = admin) => as.call('POST', 'campaigns/basic', { module_id: f.modules.food, ...days, store_ids: [pizza], ...body });
const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'campaign').where('entity_id', '=', String(id)).orderBy('id').execute();

describe('basic campaigns in the console', () => {
  it('creates a campaign with its stores and texts in three languages; the storefront lists it at once, Arabic or English', async () => {
    await shown(); // the storefront's campaigns are now cached
    const res = await create({ title: { en: 'Pizza week', ar: 'أسبوع البيتزا', fr: 'Semaine pizza' }, description: { en: 'Two for one', ar: 'اثنان بواحد' }, store_ids: [burger, pizza] });
    expect(res.statusCode, res.body).toBe(200);
    const campaign = res.json();
    expect(campaign).toMatchObject({
      version: 1, on: true, state: 'running', store_ids: [pizza, burger].sort((a, b) => a - b), start_time: '00:00', end_time: '23:59',
      title: { en: 'Pizza week', ar: 'أسبوع البيتزا', fr: 'Semaine pizza' }, description: { en: 'Two for one', ar: 'اثنان بواحد', fr: '' },
    });
    expect((await shown('en')).find((c) => c.id === campaign.id)).toMatchObject({ title: 'Pizza week', description: 'Two for one' });
    expect((await shown('ar')).find((c) => c.id === campaign.id)).toMatchObject({ title: 'أسبوع البيتزا', description: 'اثنان بواحد' });
    expect((await shown('fr')).find((c) => c.id === campaign.id)).toMatchObject({ title: 'Semaine pizza', description: 'Two for one' });
    const details = (await f.get(`campaigns/basic-campaign-details?basic_campaign_id=${campaign.id}`, f.headers('food'))).json();
    expect(details.stores.map((s: { id: number }) => s.id).sort()).toEqual([pizza, burger].sort());
    const [entry] = await auditOf(campaign.id);
    expect(entry).toMatchObject({ action: 'campaigns.create', operator_id: admin.id });
    expect(JSON.parse(entry!.after!)).toMatchObject({ title: { ar: 'أسبوع البيتزا' }, version: 1 });
  });

  it('switched off, or past its last day, the storefront no longer lists it; the console tells its state', async () => {
    const { id } = (await create({ title: { en: 'Short lived' } })).json();
    expect((await shown()).map((c) => c.id)).toContain(id);
    const off = await catalogue.call('PUT', `campaigns/basic/${id}`, { version: 1, on: false });
    expect(off.json()).toMatchObject({ version: 2, on: false, state: 'off' });
    expect((await shown()).map((c) => c.id)).not.toContain(id);
    await catalogue.call('PUT', `campaigns/basic/${id}`, { version: 2, on: true });
    expect((await shown()).map((c) => c.id)).toContain(id);
    const ended = await catalogue.call('PUT', `campaigns/basic/${id}`, { version: 3, start_date: '2026-11-01', end_date: '2026-11-20' });
    expect(ended.json()).toMatchObject({ version: 4, state: 'expired' });
    expect((await shown()).map((c) => c.id)).not.toContain(id);
    const expired = (await admin.call('GET', `campaigns/basic?state=expired&module_id=${f.modules.food}`)).json();
    expect(expired.campaigns.map((c: { id: number }) => c.id)).toContain(id);
    expect((await auditOf(id)).map((e) => [e.action, JSON.parse(e.after!)])).toEqual([
      ['campaigns.create', expect.objectContaining({ on: true, version: 1 })],
      ['campaigns.update', { on: false, version: 2 }],
      ['campaigns.update', { on: true, version: 3 }],
      ['campaigns.update', { start_date: '2026-11-01', end_date: '2026-11-20', version: 4 }],
    ]);
  });

  it('refuses a stale save with 409, the campaign as it is and the fields changed since', async () => {
    const { id } = (await create({ title: { en: 'Stale one' } })).json();
    expect((await admin.call('PUT', `campaigns/basic/${id}`, { version: 1, store_ids: [pizza, burger] })).statusCode).toBe(200);
    const stale = await catalogue.call('PUT', `campaigns/basic/${id}`, { version: 1, title: { en: 'Overwritten?' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id, version: 2, title: { en: 'Stale one' } }, changed: ['store_ids'] });
    expect(expectEnvelope(stale.json())[0]!.code).toBe('stale_version');
    const same = await admin.call('PUT', `campaigns/basic/${id}`, { version: 2, title: { en: 'Stale one' } });
    expect(same.json().version).toBe(2);
    expect(await auditOf(id)).toHaveLength(2);
  });

  it('refuses bad input with 400 and the field\'s message, and changes nothing', async () => {
    const count = async () => Number((await t.db.selectFrom('campaigns').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const grocery = await t.db.selectFrom('stores').select('id').where('module_id', '=', f.modules.grocery!).executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string, string | null][] = [
      [{ end_date: '2026-11-01' }, 'end_date', 'The last day cannot be before the first.'],
      [{ start_date: '2026-02-30' }, 'start_date', 'Give a real day (YYYY-MM-DD).'],
      [{ store_ids: [grocery.id] }, 'store_ids', 'Choose stores of the campaign\'s module.'],
      [{ store_ids: [999_999] }, 'store_ids', 'Choose stores of the campaign\'s module.'],
      [{ module_id: 999_999, store_ids: [] }, 'module_id', 'Choose a module that exists.'],
      [{ start_time: '25:00' }, 'start_time', null],
      [{ title: { en: ' ' } }, 'title', null],
    ];
    for (const [body, field, message] of cases) {
      const res = await create({ title: { en: 'Bad' }, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const [error] = expectEnvelope(res.json());
      if (message) expect(error).toMatchObject({ code: field, message });
      else expect(JSON.stringify(res.json())).toContain(field);
    }
    expect(await count()).toBe(before);
    expect((await admin.call('PUT', 'campaigns/basic/999999', { version: 1, on: false })).statusCode).toBe(404);
  });

  it('lists by part of the title in any language, by module and state, newest first, a page at a time', async () => {
    const first = (await create({ title: { en: 'Lantern nights', ar: 'ليالي الفوانيس' } })).json();
    const second = (await create({ title: { en: 'Lantern days', fr: 'Jours des lanternes' } })).json();
    const ids = async (query: string) => (await admin.call('GET', `campaigns/basic?${query}`)).json().campaigns.map((c: { id: number }) => c.id);
    expect(await ids(`search=${encodeURIComponent('الفوانيس')}`)).toEqual([first.id]);
    expect(await ids('search=lanternes')).toEqual([second.id]);
    expect(await ids('search=LANTERN&limit=1')).toEqual([second.id]);
    expect(await ids('search=lantern&limit=1&offset=1')).toEqual([first.id]);
    expect(await ids(`search=lantern&module_id=${f.modules.grocery}`)).toEqual([]);
    expect(await ids('search=lantern&state=scheduled')).toEqual([]);
    const page = (await admin.call('GET', 'campaigns/basic?search=lantern')).json();
    expect(page.total).toBe(2);
    const stores = (await admin.call('GET', `campaigns/choices/stores?module_id=${f.modules.food}&search=pizza`)).json();
    expect(stores).toEqual([{ id: pizza, name: 'Pizza Corner' }]);
  });

  it('takes a new picture, which the storefront shows', async () => {
    const { id } = (await create({ title: { en: 'Picture' } })).json();
    const form = formData({ version: '1', image: PNG });
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/console/campaigns/basic/${id}/image`, headers: { ...admin.headers, ...form.headers }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, image_full_url: expect.stringMatching(/\/storage\/campaign\/[a-f0-9]{32}\.webp$/) });
    expect((await shown()).find((c) => c.id === id)?.image_full_url).toBe(res.json().image_full_url);
  });

  it('answers 403 to staff without the promotions capabilities, and changes nothing', async () => {
    expect((await support.call('GET', 'campaigns/basic')).statusCode).toBe(403);
    expect((await create({ title: { en: 'Not mine' } }, support)).statusCode).toBe(403);
    expect((await admin.call('GET', 'campaigns/basic?search=Not%20mine')).json().total).toBe(0);
  });
});
