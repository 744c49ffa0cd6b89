import { formData } from './accounts.js';
import type { MatrixWorld, SampleOf } from './capability-matrix.samples.js';
import { PNG } from './operators.js';

let copies = 0;

/** A new question (version 1), for a call that changes or removes one. */
async function freshFaq(w: MatrixWorld): Promise<number> {
  const row = { position: 500 + ++copies, question: `Matrix question ${copies}?`, answer: 'Matrix answer.' };
  return (await w.t.db.insertInto('faqs').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Samples of the storefront's pages: information pages, FAQ and the footer. Saves name the version there now. */
export const PAGES_SAMPLES: Record<string, SampleOf> = {
  'GET /api/v1/console/pages': async () => ({}),
  'GET /api/v1/console/pages/{key}': async () => ({ params: { key: 'about-us' } }),
  'POST /api/v1/console/pages/preview': async () => ({ body: { content: '<p>Hello</p><script>alert(1)</script>' } }),
  'PUT /api/v1/console/pages/{key}': async (w) => ({
    params: { key: 'terms-and-conditions' },
    body: { version: (await w.t.app.services.configConsole.page('terms-and-conditions')).version, title: { en: `Terms ${++copies}` }, content: { en: '<p>Matrix terms</p>' } },
  }),
  'GET /api/v1/console/faqs': async () => ({}),
  'POST /api/v1/console/faqs': async () => ({ body: { question: { en: 'Matrix question?', ar: 'سؤال؟' }, answer: { en: 'Matrix answer.' } } }),
  'PUT /api/v1/console/faqs/{faqId}': async (w) => ({ params: { faqId: await freshFaq(w) }, body: { version: 1, on: false } }),
  'DELETE /api/v1/console/faqs/{faqId}': async (w) => ({ params: { faqId: await freshFaq(w) }, query: 'version=1' }),
  'GET /api/v1/console/footer': async () => ({}),
  'PUT /api/v1/console/footer': async (w) => {
    const { version, email, phone, address, social } = await w.t.app.services.configConsole.footer();
    return { body: { version, email, phone: phone === '+971 4 000 0000' ? '+971 4 000 0001' : '+971 4 000 0000', address, social } };
  },
  'GET /api/v1/console/landing': async () => ({}),
  'PUT /api/v1/console/landing': async (w) => {
    const { version, playstore, apple_store, zones_on, promotion_banners } = await w.t.app.services.landingConsole.landing();
    return { body: { version, texts: { fixed_header_title: { en: `Matrix title ${++copies}` } }, playstore, apple_store, zones_on, promotion_banners: promotion_banners.map((b) => ({ image: b.image })) } };
  },
  'POST /api/v1/console/landing/pictures': async (w) => {
    const form = formData({ version: String((await w.t.app.services.landingConsole.landing()).version), slot: 'header', image: PNG });
    return { body: form.payload, headers: form.headers };
  },
};
