import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '../../../test/helpers.js';
import { newItem } from '../../../test/menu.js';
import { staffSession, storesConsoleApp } from '../../../test/staff.js';
import type { LogMailProvider } from '../auth/auth.mail.js';

const { t, f, admin, operations, place } = storesConsoleApp();

let serial = 0;
const create = (body: Record<string, unknown> = {}, as = admin) => as.call('POST', 'stores', {
  name: { en: `Console store ${++serial}` }, module_id: f.modules.food, ...place, address: 'Boulevard Plaza, Shop 4', phone: '+971 4 555 0101',
  email: `store${serial}@example.com`, ...body,
});
const mailbox = () => t.app.services.mail as LogMailProvider;
const details = (id: number, lang = 'en') => f.get(`stores/details/${id}`, f.headers('food', f.dubai, { 'X-localization': lang }));
const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'store').where('entity_id', '=', String(id)).orderBy('id').execute();

describe('stores managed in the console', () => {
  it('creates a store in three languages, listed at once and open all week, and invites its new owner by mail to choose a password', async () => {
    const res = await create({ name: { en: 'Saffron House', ar: 'بيت الزعفران', fr: '' }, commission_rate: 12.5, owner: { f_name: 'Layla', l_name: 'Haddad', email: 'Layla@Example.com' } });
    expect(res.statusCode, res.body).toBe(200);
    const store = res.json();
    expect(store).toMatchObject({ version: 1, listed: true, open: true, commission_rate: 12.5, name: { en: 'Saffron House', ar: 'بيت الزعفران', fr: '' }, zone_id: place.zone_id });
    expect(store.slug).toMatch(/^saffron-house-[0-9a-f]{8}$/);
    expect((await details(store.id)).json()).toMatchObject({ id: store.id, name: 'Saffron House' });
    expect((await details(store.id, 'ar')).json()).toMatchObject({ name: 'بيت الزعفران' });
    expect(await t.db.selectFrom('store_schedules').select(['day', 'opening_time', 'closing_time']).where('store_id', '=', store.id).orderBy('day').execute())
      .toEqual(Array.from({ length: 7 }, (_, day) => ({ day, opening_time: '00:00', closing_time: '24:00' })));

    const mail = [...mailbox().recent].reverse().find((m) => m.to === 'layla@example.com')!;
    expect(mail.subject).toBe('Run Saffron House on the staff console');
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    const chosen = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/reset-password', payload: { token, password: 'Saffron#2026' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const owner = await t.db.selectFrom('operators as o').innerJoin('operator_roles as r', 'r.operator_id', 'o.id').select(['o.f_name', 'r.role', 'r.store_id'])
      .where('o.email', '=', 'layla@example.com').execute();
    expect(owner).toEqual([{ f_name: 'Layla', role: 'owner', store_id: store.id }]);
    const [entry] = await auditOf(store.id);
    expect(entry).toMatchObject({ action: 'stores.create', operator_id: admin.id });
    expect(JSON.parse(entry!.after!)).toMatchObject({ name: { ar: 'بيت الزعفران' }, owner: { email: 'layla@example.com', new_account: true }, version: 1 });
  });

  it('makes an account that exists the owner without a new password, and mails it a note', async () => {
    const first = (await create({ owner: { f_name: 'Omar', l_name: '', email: 'omar.owner@example.com' } })).json();
    const second = (await create({ owner: { f_name: 'Someone', l_name: 'Else', email: 'omar.owner@example.com' } })).json();
    const roles = await t.db.selectFrom('operators as o').innerJoin('operator_roles as r', 'r.operator_id', 'o.id').select(['r.store_id', 'o.f_name'])
      .where('o.email', '=', 'omar.owner@example.com').orderBy('r.id').execute();
    expect(roles).toEqual([{ store_id: first.id, f_name: 'Omar' }, { store_id: second.id, f_name: 'Omar' }]);
    const note = [...mailbox().recent].reverse().find((m) => m.to === 'omar.owner@example.com')!;
    expect(note.text).not.toMatch(/token=/);
    expect(note.text).toMatch(/sign in at http/);
  });

  it('suspends a store: its page and items leave every storefront call; listed again, they are back', async () => {
    const { id } = (await create()).json();
    const category = await t.db.selectFrom('categories').select('id').where('module_id', '=', f.modules.food!).where('parent_id', 'is', null).executeTakeFirstOrThrow();
    const item = await admin.call('POST', `stores/${id}/items`, newItem(category.id, 'Suspension test wrap'));
    expect(item.statusCode, item.body).toBe(200);
    const search = async () => (await f.get('items/search?name=Suspension%20test%20wrap', f.headers('food'))).json().products.map((p: { id: number }) => p.id);
    expect(await search()).toContain(item.json().id);

    const off = await operations.call('PUT', `stores/${id}/profile`, { version: 1, listed: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ listed: false, version: 2 });
    expect((await details(id)).statusCode).toBe(404);
    expect((await f.get(`items/details/${item.json().id}`, f.headers('food'))).statusCode).toBe(404);
    expect(await search()).not.toContain(item.json().id);
    const latest = (await f.get('stores/get-stores/all?limit=100&offset=1', f.headers('food'))).json().stores.map((s: { id: number }) => s.id);
    expect(latest).not.toContain(id);

    expect((await admin.call('PUT', `stores/${id}/profile`, { version: 2, listed: true })).statusCode).toBe(200);
    expect((await details(id)).statusCode).toBe(200);
    expect(await search()).toContain(item.json().id);
    expect((await auditOf(id)).map((e) => [e.action, JSON.parse(e.after!)])).toEqual([
      ['stores.create', expect.objectContaining({ listed: true, version: 1 })],
      ['stores.profile', { listed: false, version: 2 }],
      ['stores.profile', { listed: true, version: 3 }],
    ]);
  });

  it('edits one language keeping the others; a stale save gets 409 with the fields changed since', async () => {
    const { id } = (await create({ name: { en: 'Olive Tree', ar: 'شجرة الزيتون', fr: 'L\'olivier' } })).json();
    const edited = await admin.call('PUT', `stores/${id}/profile`, { version: 1, name: { en: 'Olive Tree', fr: 'Olivier' }, commission_rate: 8 });
    expect(edited.json()).toMatchObject({ version: 2, commission_rate: 8, name: { en: 'Olive Tree', ar: 'شجرة الزيتون', fr: 'Olivier' } });
    const stale = await operations.call('PUT', `stores/${id}/profile`, { version: 1, phone: '+971 4 555 0199' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id, version: 2 }, changed: expect.arrayContaining(['commission_rate', 'name']) });
  });

  it('refuses bad input with the field and its message, and writes nothing', async () => {
    const count = async () => Number((await t.db.selectFrom('stores').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ latitude: 25.35, longitude: 55.42 }, 'latitude', 'The store\'s place on the map must be inside its zone.'],
      [{ module_id: f.modules.parcel }, 'module_id', 'The parcel module has no stores.'],
      [{ module_id: 99999 }, 'module_id', 'Choose a module that exists.'],
      [{ zone_id: 99999 }, 'zone_id', 'Choose a zone that exists.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectEnvelope(res.json())).toEqual([{ code: field, message }]);
    }
    for (const body of [{ name: { en: ' ' } }, { email: 'not-an-email' }, { phone: 'call me' }, { commission_rate: 101 }, { address: '' }, { latitude: 91 }]) {
      expect((await create(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('lists stores newest first, found by part of a name in any language, and is closed to those without stores.manage', async () => {
    const { id } = (await create({ name: { en: 'Cardamom Corner', ar: 'ركن الهيل' } })).json();
    expect((await admin.call('GET', 'stores?search=cardamom')).json().stores.map((s: { id: number }) => s.id)).toEqual([id]);
    expect((await admin.call('GET', 'stores?search=الهيل')).json().stores.map((s: { id: number }) => s.id)).toEqual([id]);
    const all = (await operations.call('GET', `stores?module_id=${f.modules.food}&limit=3`)).json();
    expect(all.stores[0].id).toBe(id);
    expect(all.total).toBeGreaterThan(3);
    const catalogue = await staffSession(t, [{ role: 'catalogue', storeId: null }]);
    expect((await catalogue.call('GET', 'stores')).statusCode).toBe(403);
    expect((await catalogue.call('POST', 'stores', {})).statusCode).toBe(403);
    const owner = await staffSession(t, [{ role: 'owner', storeId: id }]);
    expect((await owner.call('PUT', `stores/${id}/profile`, { version: 1, commission_rate: 0 })).statusCode).toBe(403);
  });
});
