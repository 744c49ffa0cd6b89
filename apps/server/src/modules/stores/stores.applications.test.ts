import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, formData, signUp, type FilePart } from '../../../test/accounts.js';
import { CompiledQuery } from 'kysely';
import { expectEnvelope, testDbKind } from '../../../test/helpers.js';
import { PNG } from '../../../test/operators.js';
import { staffSession, storesConsoleApp } from '../../../test/staff.js';
import type { LogMailProvider } from '../auth/auth.mail.js';
import { applicationRows, holdingText } from './stores.applications.repository.js';

const { t, f, admin, operations, place } = storesConsoleApp();

const PDF: FilePart = { filename: 'trade licence.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') };
let serial = 0;
/** Each application from an address of its own, so that the per-address count is only met where a test means it. */
const apply = (fields: Record<string, string | FilePart | FilePart[]> = {}, address = `10.1.0.${++serial}`, lang = 'en') => {
  const form = formData({
    name: `Applied store ${++serial}`, name_ar: 'متجر', module_id: String(f.modules.food), zone_id: String(place.zone_id), latitude: String(place.latitude),
    longitude: String(place.longitude), address: 'Boulevard Plaza, Shop 9', f_name: 'Nadia', l_name: 'Saleh', email: `applicant${serial}@example.com`,
    phone: '+971 50 555 0101', documents: [PDF, PNG], ...fields,
  });
  return t.app.inject({ method: 'POST', url: '/api/v1/store-applications', headers: { ...form.headers, 'x-localization': lang }, payload: form.payload, remoteAddress: address });
};
const mailbox = () => t.app.services.mail as LogMailProvider;
const lastMailTo = (to: string) => [...mailbox().recent].reverse().find((m) => m.to === to);
const count = async () => Number((await t.db.selectFrom('store_applications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'store_application').where('entity_id', '=', String(id)).orderBy('id').execute();
const documentUrl = (id: number, position: number) => `/api/v1/console/store-applications/${id}/documents/${position}`;

describe('applying to open a store', () => {
  it('keeps the application pending with its documents as private files, listed first in the console', async () => {
    const res = await apply({ name: 'Date Palm Bakery', name_fr: 'Boulangerie du palmier' });
    expect(res.statusCode, res.body).toBe(200);
    const { id, email } = res.json();
    expect(email).toBe(`applicant${serial}@example.com`);
    expect(lastMailTo(email)).toEqual({
      to: email, subject: 'We received your application for Date Palm Bakery',
      text: expect.stringContaining('Thank you for applying to open Date Palm Bakery with us.'),
    });
    const one = (await admin.call('GET', `store-applications/${id}`)).json();
    expect(one).toMatchObject({
      status: 'pending', version: 1, name: { en: 'Date Palm Bakery', ar: 'متجر', fr: 'Boulangerie du palmier' }, module_id: f.modules.food, zone_id: place.zone_id,
      f_name: 'Nadia', store_id: null, reviewer: null, documents: [{ position: 0, name: 'trade licence.pdf', type: 'application/pdf', size: PDF.content.length }, { position: 1, name: 'photo.png', type: 'image/png' }],
    });
    const stored = JSON.parse((await t.db.selectFrom('store_applications').select('documents').where('id', '=', id).executeTakeFirstOrThrow()).documents) as { path: string }[];
    expect(stored.map((d) => d.path)).toEqual([expect.stringMatching(/^application\/[a-f0-9]{32}\.pdf$/), expect.stringMatching(/^application\/[a-f0-9]{32}\.png$/)]);
    expect(fs.readFileSync(path.join(t.config.dataDir, 'private', stored[0]!.path))).toEqual(PDF.content);
    expect((await t.app.inject(`/storage/${stored[0]!.path}`)).statusCode).toBe(404);

    const doc = await t.app.inject({ method: 'GET', url: documentUrl(id, 0), headers: operations.headers });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['content-disposition']).toMatch(/^attachment; filename="trade licence.pdf"/);
    expect(doc.rawPayload).toEqual(PDF.content);
    expect((await t.app.inject({ method: 'GET', url: documentUrl(id, 2), headers: admin.headers })).statusCode).toBe(404);

    const page = (await admin.call('GET', 'store-applications?limit=100')).json();
    expect(page.applications[0].id).toBe(id);
  });

  it('mails the receipt in the language the application was sent in, with the store\'s name in it', async () => {
    const arabic = (await apply({ name: 'Oud House', name_ar: 'بيت العود' }, undefined, 'ar')).json();
    expect(lastMailTo(arabic.email)).toMatchObject({ subject: 'تلقّينا طلبك لفتح بيت العود', text: expect.stringContaining('شكرًا لتقديمك طلب فتح بيت العود معنا.') });
    const french = (await apply({ name: 'Oud House', name_fr: 'Maison du oud' }, undefined, 'fr')).json();
    expect(lastMailTo(french.email)).toMatchObject({ subject: 'Nous avons bien reçu votre demande pour Maison du oud' });
    const untranslated = (await apply({ name: 'Oud House' }, undefined, 'fr')).json();
    expect(lastMailTo(untranslated.email)).toMatchObject({ subject: 'Nous avons bien reçu votre demande pour Oud House' });
  });

  it('mails the decision in the language the application was sent in: the owner\'s invitation, or a rejection with staff\'s reason', async () => {
    const approved = (await apply({ name: 'Cedar Grill', name_ar: 'مشاوي الأرز' }, undefined, 'ar')).json();
    expect((await admin.call('POST', `store-applications/${approved.id}/approve`, { version: 1 })).statusCode).toBe(200);
    const invitation = lastMailTo(approved.email)!;
    expect(invitation.subject).toBe('أدِر مشاوي الأرز من لوحة الموظفين');
    expect(invitation.text).toMatch(/^دُعيت لإدارة مشاوي الأرز من لوحة الموظفين\.\n\nاختر كلمة مرورك من هنا: http\S+\/console\/\S+/);


    const arabic = (await apply({ name: 'Amber Sweets', name_ar: 'حلويات العنبر' }, undefined, 'ar')).json();
    const res = await operations.call('POST', `store-applications/${arabic.id}/reject`, { version: 1, reason: 'The licence photo is unreadable.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(lastMailTo(arabic.email)).toEqual({
      to: arabic.email, subject: 'طلبك لفتح حلويات العنبر',
      text: 'شكرًا لتقديمك طلب فتح حلويات العنبر معنا. لا يمكننا قبول الطلب:\n\nThe licence photo is unreadable.\n\nيسعدنا أن تتقدّم بطلب جديد.',
    });
    const french = (await apply({ name: 'Amber Sweets' }, undefined, 'fr')).json();
    await operations.call('POST', `store-applications/${french.id}/reject`, { version: 1, reason: 'Hors zone.' });
    expect(lastMailTo(french.email)).toMatchObject({ subject: 'Votre demande pour Amber Sweets', text: expect.stringContaining('Hors zone.') });
  });

  it('refuses bad input with the field and its message, and keeps nothing', async () => {
    const before = await count();
    const files = fs.readdirSync(path.join(t.config.dataDir, 'private', 'application')).length;
    const big: FilePart = { filename: 'big.pdf', contentType: 'application/pdf', content: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024)]) };
    const text: FilePart = { filename: 'licence.pdf', contentType: 'application/pdf', content: Buffer.from('not a document') };
    const cases: [Record<string, string | FilePart | FilePart[]>, number, string, string][] = [
      [{ email: 'nadia-at-example' }, 400, 'email', 'Enter a valid email address.'],
      [{ phone: 'call me' }, 400, 'phone', 'Enter a valid phone number, digits with an optional + in front.'],
      [{ latitude: '25.35', longitude: '55.42' }, 400, 'latitude', 'The store\'s place on the map must be inside its zone.'],
      [{ module_id: String(f.modules.parcel) }, 400, 'module_id', 'The parcel module has no stores.'],
      [{ documents: [PDF, PDF, PDF, PDF, PDF, PDF] }, 400, 'documents', 'Add at most 5 documents.'],
      [{ documents: [PDF, big] }, 413, 'documents', 'Each document must be at most 5 MB.'],
      [{ documents: [PDF, text] }, 400, 'documents', 'Documents must be PDF, JPEG or PNG files.'],
      [{ documents: [] }, 400, 'documents', 'Add at least one document, such as your trade licence.'],
      [{ name: ' ' }, 400, 'name', 'Enter the store\'s name.'],
    ];
    for (const [i, [fields, status, field, message]] of cases.entries()) {
      const email = `refused${i}@example.com`;
      const res = await apply({ email, ...fields });
      expect(res.statusCode, JSON.stringify(fields).slice(0, 80)).toBe(status);
      expect(expectEnvelope(res.json())).toEqual([{ code: field, message }]);
      expect(lastMailTo(email)).toBeUndefined();
    }
    expect(await count()).toBe(before);
    expect(fs.readdirSync(path.join(t.config.dataDir, 'private', 'application'))).toHaveLength(files);
  });

  it('counts applications per address as sign-ups are', async () => {
    const address = '10.9.9.9';
    const answers: number[] = [];
    for (let i = 0; i < 20; i += 1) answers.push((await apply({}, address)).statusCode);
    expect(answers.every((s) => s === 200)).toBe(true);
    expect((await apply({ email: 'counted-out@example.com' }, address)).statusCode).toBe(429);
    expect(lastMailTo('counted-out@example.com')).toBeUndefined();
    expect((await apply({}, '10.9.9.10')).statusCode).toBe(200);
  });

  it('shows applications and their documents only to those who hold stores.manage', async () => {
    const { id } = (await apply()).json();
    const customer = await signUp(t.app);
    const catalogue = await staffSession(t, [{ role: 'catalogue', storeId: null }]);
    expect((await t.app.inject({ method: 'GET', url: documentUrl(id, 0) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: documentUrl(id, 0), headers: bearer(customer.token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: documentUrl(id, 0), headers: catalogue.headers })).statusCode).toBe(403);
    expect((await catalogue.call('GET', `store-applications/${id}`)).statusCode).toBe(403);
    expect((await catalogue.call('POST', `store-applications/${id}/approve`, { version: 1 })).statusCode).toBe(403);
    expect((await admin.call('GET', `store-applications/${id}`)).json()).toMatchObject({ status: 'pending', version: 1 });
  });
});

describe('the footer\'s "become a store owner" link', () => {
  it('leads to the storefront\'s own form unless the business names another address', async () => {
    const link = async () => (await f.get('config')).json().store_registration_url;
    const kept = await t.db.selectFrom('settings').selectAll().where('key', '=', 'store_registration_url').executeTakeFirst();
    await t.db.deleteFrom('settings').where('key', '=', 'store_registration_url').execute();
    t.app.services.config.invalidate();
    expect(await link()).toBe('/store-registration');
    await t.db.insertInto('settings').values({ key: 'store_registration_url', value: JSON.stringify('https://partners.example.com/apply') }).execute();
    t.app.services.config.invalidate();
    expect(await link()).toBe('https://partners.example.com/apply');
    await t.db.deleteFrom('settings').where('key', '=', 'store_registration_url').execute();
    if (kept) await t.db.insertInto('settings').values(kept).execute();
    t.app.services.config.invalidate();
  });
});

describe('deciding an application', () => {
  it('approves: the store is made listed in its module and zone, its owner invited to choose a password, all audited', async () => {
    const { id, email } = (await apply({ name: 'Saffron Approvals', name_ar: 'زعفران' })).json();
    const res = await admin.call('POST', `store-applications/${id}/approve`, { version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const decided = res.json();
    expect(decided).toMatchObject({ status: 'approved', version: 2, reviewer: { id: admin.id }, store_id: expect.any(Number), decided_at: expect.any(String) });
    const store = await t.db.selectFrom('stores').selectAll().where('id', '=', decided.store_id).executeTakeFirstOrThrow();
    expect(store).toMatchObject({ name: 'Saffron Approvals', module_id: f.modules.food, zone_id: place.zone_id, status: 1, email });
    const details = await f.get(`stores/details/${store.id}`, f.headers('food', f.dubai, { 'X-localization': 'ar' }));
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ id: store.id, name: 'زعفران' });

    const mail = lastMailTo(email)!;
    expect(mail.subject).toBe('Run Saffron Approvals on the staff console');
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    const chosen = await t.app.inject({ method: 'POST', url: '/api/v1/operator/auth/reset-password', payload: { token, password: 'Saffron#2026' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const owner = await t.db.selectFrom('operators as o').innerJoin('operator_roles as r', 'r.operator_id', 'o.id').select(['o.f_name', 'r.role', 'r.store_id'])
      .where('o.email', '=', email).execute();
    expect(owner).toEqual([{ f_name: 'Nadia', role: 'owner', store_id: store.id }]);

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'stores.applications.approve', operator_id: admin.id, store_id: store.id });
    expect(JSON.parse(entry!.after!)).toMatchObject({ status: 'approved', store_id: store.id, version: 2 });
    const made = await t.db.selectFrom('audit_log').select('action').where('entity', '=', 'store').where('entity_id', '=', String(store.id)).execute();
    expect(made).toEqual([{ action: 'stores.create' }]);
  });

  it('rejects with the reason mailed to the applicant, and refuses a second decision or a stale version with 409', async () => {
    const { id, email } = (await apply({ name: 'Rejected Bites' })).json();
    const stores = await t.db.selectFrom('stores').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await operations.call('POST', `store-applications/${id}/reject`, { version: 1, reason: ' ' })).statusCode).toBe(400);
    const res = await operations.call('POST', `store-applications/${id}/reject`, { version: 1, reason: 'The trade licence has expired.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', version: 2, reason: 'The trade licence has expired.', store_id: null, reviewer: { id: operations.id } });
    const mail = lastMailTo(email)!;
    expect(mail.subject).toBe('Your application for Rejected Bites');
    expect(mail.text).toContain('The trade licence has expired.');
    expect((await auditOf(id)).map((e) => [e.action, e.operator_id])).toEqual([['stores.applications.reject', operations.id]]);

    const twice = await admin.call('POST', `store-applications/${id}/approve`, { version: 2 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ errors: [{ code: 'already_decided' }], current: { status: 'rejected', version: 2 }, changed: ['status'] });
    expect((await admin.call('POST', `store-applications/${id}/reject`, { version: 1, reason: 'Again' })).statusCode).toBe(409);
    expect((await t.db.selectFrom('stores').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toEqual(stores.n);
    expect(await auditOf(id)).toHaveLength(1);

    const other = (await apply()).json();
    const stale = await admin.call('POST', `store-applications/${other.id}/approve`, { version: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ errors: [{ code: 'stale_version' }], current: { status: 'pending', version: 1 } });
  });

  it('lists by state and by part of a name, email or phone, pending ones first', async () => {
    const { id } = (await apply({ name: 'Cardamom Applicants', f_name: 'Yusuf' })).json();
    const found = (await admin.call('GET', 'store-applications?search=cardamom%20app')).json();
    expect(found.applications.map((a: { id: number }) => a.id)).toEqual([id]);
    expect((await admin.call('GET', 'store-applications?search=yusuf')).json().applications.map((a: { id: number }) => a.id)).toEqual([id]);
    const accented = (await apply({ name: 'ÉCLAIR Atelier', f_name: 'Zoé' })).json().id;
    for (const search of ['eclair', 'Éclair', 'éclair atelier', 'ZOE']) {
      expect((await admin.call('GET', `store-applications?search=${encodeURIComponent(search)}`)).json().applications.map((a: { id: number }) => a.id), search).toEqual([accented]);
    }
    const rejected = (await admin.call('GET', 'store-applications?state=rejected')).json();
    expect(rejected.total).toBeGreaterThan(0);
    expect(rejected.applications.every((a: { status: string }) => a.status === 'rejected')).toBe(true);
    const all = (await admin.call('GET', 'store-applications?limit=100')).json().applications.map((a: { status: string }) => a.status);
    expect(all.indexOf('pending')).toBe(0);
    expect(all.lastIndexOf('pending')).toBeLessThan(all.findIndex((s: string) => s !== 'pending'));
  });

  it('finds part of a word through the trigram index from three letters, whatever its case and accents; fewer letters on every row', async () => {
    const { id } = (await apply({ name: 'Pâtisserie Quénelle', name_ar: 'حلويات الكنافة', f_name: 'Hélène', email: `qn${Date.now()}@example.com` })).json();
    const ids = async (search: string) => (await admin.call('GET', `store-applications?search=${encodeURIComponent(search)}`)).json().applications.map((a: { id: number }) => a.id);
    for (const search of ['QUEN', 'quénelle', 'tisser', 'lène', 'الكناف', 'ie Qu', 'qn']) expect(await ids(search), search).toContain(id);
    for (const search of ['quenelles', '"x"', '%_%']) expect(await ids(search), search).not.toContain(id);
    // The search alone (a page's order would have PostgreSQL read its order's index for a few rows), the whole table's reading priced out.
    const found = await explained((trx) => trx.selectFrom('store_applications as a').select('a.id').where(holdingText(trx, 'quénelle')).compile(), 'seqscan');
    expect(found).toMatch(testDbKind === 'postgres' ? /Bitmap Index Scan on store_applications_text/ : /VIRTUAL TABLE INDEX.*store_application_search|SCAN store_application_search/);
  });

  /** The plan of a query; PostgreSQL with `off` priced out (its planner would scan or sort the few rows of a test database). */
  const explained = (query: (trx: typeof t.db) => CompiledQuery, off: 'sort' | 'seqscan') => t.db.transaction().execute(async (trx) => {
    const { sql: text, parameters } = query(trx);
    if (testDbKind === 'postgres') await trx.executeQuery(CompiledQuery.raw(`set local enable_${off} = off`));
    const explained = await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`explain ${testDbKind === 'postgres' ? '' : 'query plan '}${text}`, [...parameters]));
    return explained.rows.map((r) => r['QUERY PLAN'] ?? r.detail).join('\n');
  });

  it('reads a page in its order from an index, over all applications or one state, without sorting them', async () => {
    // With sorting priced out, a plan without a Sort node is one an index gives in order.
    for (const [query, index] of [[{}, 'store_applications_pending_first'], [{ state: 'approved' as const, offset: 25 }, 'store_applications_state_pending_first']] as const) {
      const found = await explained((trx) => applicationRows(trx, query).compile(), 'sort');
      expect(found).toContain(index);
      expect(found).not.toMatch(/TEMP B-TREE FOR ORDER BY|\bSort\b/);
    }
  });
});
