import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaqList } from '@storefront/contract';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
/** A question added by hand with its answer in French only: the rest falls back to English. */
const PARTLY = { question: 'Do you deliver on holidays?', answer: 'Yes, every day of the year.', fr: { answer: 'Oui, tous les jours de l’année.' } };

beforeAll(async () => {
  t = await createTestApp();
  // Before any request: the answers are cached per language.
  await t.db.insertInto('faqs').values({ position: 100, question: PARTLY.question, answer: PARTLY.answer, translations: JSON.stringify({ fr: PARTLY.fr }) }).execute();
  await t.db.insertInto('faqs').values({ position: 0, question: 'Hidden', answer: 'Hidden', status: 0 }).execute();
});
afterAll(() => t.close());

const faq = async (language?: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/faq', headers: language ? { 'x-localization': language } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as FaqList, headers: res.headers };
};

describe('GET /faq', () => {
  it('answers the seeded questions in order, in English by default, cached 5 minutes per language', async () => {
    const { body, headers } = await faq();
    expect(body.faqs.length).toBeGreaterThanOrEqual(8);
    expect(body.faqs[0]).toMatchObject({ question: 'How do I track my order?', answer: expect.stringContaining('Open My Orders in your profile') });
    expect(body.faqs.map((f) => f.question)).not.toContain('Hidden');
    expect(body.faqs.at(-1)).toMatchObject({ question: PARTLY.question, answer: PARTLY.answer });
    expect(headers['cache-control']).toBe('public, max-age=300');
    expect(String(headers.vary)).toContain('X-localization');
  });

  it('answers in the X-localization language: Arabic and French', async () => {
    const ar = (await faq('ar')).body.faqs;
    expect(ar[0]).toMatchObject({ question: 'كيف أتتبع طلبي؟', answer: expect.stringContaining('افتح طلباتي') });
    const fr = (await faq('fr')).body.faqs;
    expect(fr[0]).toMatchObject({ question: 'Comment suivre ma commande ?', answer: expect.stringContaining('Ouvrez Mes commandes') });
    const en = (await faq('en')).body.faqs;
    expect(ar.map((f) => f.id)).toEqual(en.map((f) => f.id));
    expect(fr.map((f) => f.id)).toEqual(en.map((f) => f.id));
  });

  it('falls back to English for a language it does not speak, and text by text for a missing translation', async () => {
    expect((await faq('de')).body).toEqual((await faq('en')).body);
    const fr = (await faq('fr')).body.faqs.at(-1);
    expect(fr).toMatchObject({ question: PARTLY.question, answer: PARTLY.fr.answer });
    const ar = (await faq('ar')).body.faqs.at(-1);
    expect(ar).toMatchObject({ question: PARTLY.question, answer: PARTLY.answer });
  });
});

describe('the seeded questions', () => {
  it('each have a question and an answer in English, Arabic and French', async () => {
    const rows = await t.db.selectFrom('faqs').select(['question', 'answer', 'translations']).where('question', '<>', PARTLY.question).where('status', '=', 1).execute();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(row.question.trim(), row.question).not.toBe('');
      expect(row.answer.trim(), row.question).not.toBe('');
      const translations = JSON.parse(row.translations) as Record<string, { question?: string; answer?: string }>;
      for (const language of ['ar', 'fr']) {
        const text = translations[language];
        expect(text?.question?.trim(), `${language}: ${row.question}`).toBeTruthy();
        expect(text?.answer?.trim(), `${language}: ${row.question}`).toBeTruthy();
        expect(text?.question, `${language}: ${row.question}`).not.toBe(row.question);
        expect(text?.answer, `${language}: ${row.question}`).not.toBe(row.answer);
      }
    }
  });
});
