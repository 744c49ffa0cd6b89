import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleFaq, FaqList } from '@storefront/contract';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

let t: TestApp;
let admin: StaffSession;
let catalogue: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  catalogue = await staffSession(t, [{ role: 'catalogue', storeId: null }]);
});
afterAll(() => t.close());

/** The storefront's FAQ in a language. */
const faq = async (lang = 'en') => ((await t.app.inject({ url: '/api/v1/faq', headers: { 'x-localization': lang } })).json() as FaqList).faqs;
const auditOf = (id: number) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'faq').where('entity_id', '=', String(id)).orderBy('id').execute();

describe('the FAQ in the console', () => {
  it('lists every question in order, shown or not, with its texts in every language', async () => {
    const res = await catalogue.call('GET', 'faqs');
    expect(res.statusCode, res.body).toBe(200);
    const faqs = res.json().faqs as ConsoleFaq[];
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    expect(faqs[0]).toMatchObject({ version: 1, on: true, question: { en: 'How do I track my order?', ar: 'كيف أتتبع طلبي؟', fr: expect.any(String) } });
    expect(faqs.map((f) => f.position)).toEqual([...faqs.map((f) => f.position)].sort((a, b) => a - b));
  });

  it('creates a question last; the storefront answers it at once in the visitor\'s language, English where one is missing', async () => {
    await faq('ar'); // cached from here on
    const res = await admin.call('POST', 'faqs', { question: { en: 'Do you deliver at night?', ar: 'هل توصلون ليلاً؟' }, answer: { en: 'Until midnight.', fr: 'Jusqu’à minuit.' } });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as ConsoleFaq;
    expect(created).toMatchObject({ version: 1, on: true, question: { ar: 'هل توصلون ليلاً؟', fr: '' }, answer: { fr: 'Jusqu’à minuit.', ar: '' } });
    expect((await faq('ar')).at(-1)).toEqual({ id: created.id, question: 'هل توصلون ليلاً؟', answer: 'Until midnight.' });
    expect((await faq('fr')).at(-1)).toEqual({ id: created.id, question: 'Do you deliver at night?', answer: 'Jusqu’à minuit.' });
    expect(await auditOf(created.id)).toMatchObject([{ action: 'pages.faq_create', operator_id: admin.id }]);
  });

  it('moves, edits and switches off a question; a stale save gets 409 with what changed', async () => {
    const created = (await admin.call('POST', 'faqs', { question: { en: 'Gift cards?' }, answer: { en: 'Soon.' } })).json() as ConsoleFaq;
    const moved = await admin.call('PUT', `faqs/${created.id}`, { version: 1, position: 0, answer: { en: 'Not yet.', ar: 'ليس بعد.' } });
    expect(moved.json()).toMatchObject({ version: 2, position: 0, answer: { en: 'Not yet.', ar: 'ليس بعد.' } });
    expect((await faq())[0]).toMatchObject({ id: created.id, answer: 'Not yet.' });
    const off = await catalogue.call('PUT', `faqs/${created.id}`, { version: 2, on: false });
    expect(off.json()).toMatchObject({ version: 3, on: false, answer: { ar: 'ليس بعد.' } });
    expect((await faq()).map((f) => f.id)).not.toContain(created.id);
    const stale = await admin.call('PUT', `faqs/${created.id}`, { version: 2, position: 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { version: 3, on: false }, changed: ['on'] });
  });

  it('removes a question at the version read, with its audit entry', async () => {
    const created = (await admin.call('POST', 'faqs', { question: { en: 'Temporary?' }, answer: { en: 'Yes.' } })).json() as ConsoleFaq;
    expect((await admin.call('DELETE', `faqs/${created.id}?version=2`)).statusCode).toBe(409);
    expect((await admin.call('DELETE', `faqs/${created.id}?version=1`)).statusCode).toBe(200);
    expect((await faq()).map((f) => f.id)).not.toContain(created.id);
    expect((await auditOf(created.id)).map((e) => e.action)).toEqual(['pages.faq_create', 'pages.faq_delete']);
    expect((await admin.call('PUT', `faqs/${created.id}`, { version: 1, on: true })).statusCode).toBe(404);
  });

  it('answers bad input with 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ question: { en: '' }, answer: { en: 'x' } }, 'question'],
      [{ question: { en: 'x' }, answer: { en: 'x'.repeat(5001) } }, 'answer'],
      [{ question: { en: 'x' }, answer: { en: 'x' }, position: -1 }, 'position'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.call('POST', 'faqs', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(expectEnvelope(res.json()))).toContain(field);
    }
  });
});
