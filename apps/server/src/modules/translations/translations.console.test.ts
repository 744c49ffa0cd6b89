import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MissingTranslation } from '@storefront/contract';
import { dbKind } from '../../db/dialect.js';
import { lackingRows } from '../../db/lacking-texts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

let t: TestApp;
let catalogue: StaffSession;
let admin: StaffSession;
let itemId: number;
let storeId: number;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await staffSession(t, [{ role: 'catalogue', storeId: null }]);
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  const item = await t.db.selectFrom('items').select(['id', 'store_id']).orderBy('id').executeTakeFirstOrThrow();
  itemId = item.id;
  storeId = item.store_id;
  // An item whose name has French but no Arabic (and no description to translate).
  await t.db.updateTable('items').set({ name: 'Zaatar Untranslated Bread', description: '', translations: JSON.stringify({ fr: { name: 'Pain au zaatar' } }) }).where('id', '=', itemId).execute();
});
afterAll(() => t.close());

const missing = async (query = '') => {
  const res = await catalogue.call('GET', `translations/missing${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; counts: Record<string, number>; texts: MissingTranslation[] };
};

describe('texts not yet translated', () => {
  it('finds an item lacking its Arabic name, with its store, field, English text and the language it lacks', async () => {
    const found = await missing('q=zaatar untranslated&kind=item');
    expect(found.texts).toEqual([{ kind: 'item', id: String(itemId), store_id: storeId, name: 'Zaatar Untranslated Bread', field: 'name', english: 'Zaatar Untranslated Bread', missing: ['ar'] }]);
    expect((await missing('q=zaatar untranslated&lang=fr')).total).toBe(0);
    expect((await missing('q=zaatar untranslated&lang=ar')).total).toBe(1);
  });

  it('drops the item once its Arabic name is saved from the console', async () => {
    const item = (await admin.call('GET', `stores/${storeId}/items/${itemId}`));
    expect(item.statusCode, item.body).toBe(200);
    const version = item.json().version as number;
    const saved = await admin.call('PUT', `stores/${storeId}/items/${itemId}`, { version, name: { en: 'Zaatar Untranslated Bread', ar: 'خبز الزعتر', fr: 'Pain au zaatar' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await missing('q=zaatar untranslated')).total).toBe(0);
  });

  it('counts per kind, as the language and search filter them; the kind filter lists one kind', async () => {
    await t.db.insertInto('faqs').values({ position: 900, question: 'Untranslated question?', answer: 'Untranslated answer.' }).execute();
    const all = await missing();
    expect(all.counts.faq).toBeGreaterThanOrEqual(2);
    expect(all.total).toBe(Object.values(all.counts).reduce((a, b) => a + b, 0));
    const faqs = await missing('kind=faq&q=untranslated');
    expect(faqs.counts.faq).toBe(2);
    expect(faqs.total).toBe(2);
    expect(faqs.texts.map((r) => [r.field, r.english, r.missing])).toEqual([['question', 'Untranslated question?', ['ar', 'fr']], ['answer', 'Untranslated answer.', ['ar', 'fr']]]);
    expect((await missing('kind=faq&q=untranslated&lang=ar')).counts.item).toBe(0);
    // The seeded information pages have Arabic and French; the landing page's texts had none until translated.
    const pages = await missing('kind=page&limit=100');
    expect(pages.texts.map((r) => r.id)).not.toContain('about-us');
    expect(pages.texts.map((r) => r.id)).toContain('refund-policy');
    const landing = await missing('kind=landing&limit=100');
    expect(landing.texts.map((r) => r.field)).toContain('fixed_header_title');
    expect(landing.texts.every((r) => r.kind === 'landing')).toBe(true);
  });

  it('pages through every kind in order, each row once', async () => {
    const all = await missing('limit=100');
    const seen: string[] = [];
    const pages = Math.min(Math.ceil(all.total / 7), 6);
    for (let page = 1; page <= pages; page++) seen.push(...(await missing(`limit=7&offset=${page}`)).texts.map((r) => `${r.kind}:${r.id}:${r.field}`));
    expect(seen).toEqual(all.texts.slice(0, seen.length).map((r) => `${r.kind}:${r.id}:${r.field}`));
    expect(new Set(seen).size).toBe(seen.length);
    // The last page of the filtered list crosses from questions to the landing page.
    const last = await missing(`q=untranslated&limit=1&offset=2`);
    expect(last.texts).toHaveLength(1);
    expect(last.texts[0]!.field).toBe('answer');
  });

  it('answers 400 for bad filters and 403 to those without catalogue.view', async () => {
    for (const query of ['kind=nothing', 'lang=de', 'limit=0', 'offset=0', `q=${'x'.repeat(101)}`]) {
      const res = await catalogue.call('GET', `translations/missing?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    const courier = await staffSession(t, [{ role: 'courier', storeId: null }]);
    expect((await courier.call('GET', 'translations/missing')).statusCode).toBe(403);
  });

  it('counts and pages each table\'s texts lacking a translation from a partial index: either language\'s, or the one language asked', async () => {
    const postgres = dbKind(t.db) === 'postgres';
    const plan = async (compiled: { sql: string; parameters: readonly unknown[] }) => {
      const explain = postgres ? 'explain (costs off) ' : 'explain query plan ';
      if (postgres) await sql`set enable_seqscan = off`.execute(t.db);
      let next = 0;
      const rows = (await sql.raw(explain + compiled.sql.replace(/\$(\d+)|\?/g, (_m, n: string | undefined) => {
        const value = compiled.parameters[n ? Number(n) - 1 : next++];
        return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
      })).execute(t.db)).rows as Record<string, unknown>[];
      if (postgres) await sql`reset enable_seqscan`.execute(t.db);
      return JSON.stringify(rows);
    };
    const texts = [['items', 'name'], ['items', 'description'], ['stores', 'name'], ['coupons', 'title'], ['campaigns', 'description'], ['flash_sales', 'title'], ['banners', 'short_description'], ['units', 'name'], ['parcel_categories', 'description']] as const;
    for (const [table, field] of texts) {
      for (const langs of [['ar', 'fr'], ['ar'], ['fr']] as const) {
        const index = new RegExp(`\\b${table}_lacking_${field}${langs.length === 1 ? `_${langs[0]}` : ''}\\b`);
        const rows = lackingRows(t.db, { table, field, english: field, name: field }, { langs, q: langs[0] === 'fr' ? 'bread' : undefined });
        expect(await plan(rows.select((eb) => eb.fn.countAll().as('n')).compile()), `${table}.${field} ${langs.join()}`).toMatch(index);
        expect(await plan(rows.select(sql`id`.as('id')).orderBy(sql`id`).limit(20).offset(40).compile())).toMatch(index);
      }
    }
  });

  it('lists the promotions\' and the catalogue\'s other texts made in the console, each under its own kind, until translated', async () => {
    const moduleId = (await t.db.selectFrom('modules').select('id').where('module_type', '=', 'grocery').executeTakeFirstOrThrow()).id;
    const sale = await admin.call('POST', 'flash-sales', { title: { en: 'Lonely flash sale' }, module_id: moduleId, start_date: '2026-12-01T00:00:00Z', end_date: '2026-12-02T00:00:00Z', on: false });
    expect(sale.statusCode, sale.body).toBe(200);
    const unit = await admin.call('POST', 'units', { name: { en: 'Lonely crate', ar: 'صندوق' } });
    expect(unit.statusCode, unit.body).toBe(200);
    const parcel = await admin.call('POST', 'parcel-categories', { name: { en: 'Lonely parcel', fr: 'Colis seul' }, per_km_charge: 1, minimum_charge: 5, on: false });
    expect(parcel.statusCode, parcel.body).toBe(200);
    const found = await missing('q=lonely');
    expect(found.texts.map((r) => [r.kind, r.field, r.english, r.missing])).toEqual([
      ['unit', 'name', 'Lonely crate', ['fr']],
      ['flash_sale', 'title', 'Lonely flash sale', ['ar', 'fr']],
      ['parcel_category', 'name', 'Lonely parcel', ['ar']],
    ]);
    expect(found.counts).toMatchObject({ unit: 1, flash_sale: 1, parcel_category: 1 });
    const saleRow = sale.json() as { id: number; version: number };
    const translated = await admin.call('PUT', `flash-sales/${saleRow.id}`, { version: saleRow.version, title: { en: 'Lonely flash sale', ar: 'عرض وحيد', fr: 'Vente seule' } });
    expect(translated.statusCode, translated.body).toBe(200);
    expect((await missing('q=lonely&kind=flash_sale')).total).toBe(0);
  });
});
