import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleLanding } from '@storefront/contract';
import { formData, type FilePart } from '../../../test/accounts.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { PNG } from '../../../test/operators.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

let t: TestApp;
let admin: StaffSession;
let catalogue: StaffSession;
let operations: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  catalogue = await staffSession(t, [{ role: 'catalogue', storeId: null }]);
  operations = await staffSession(t, [{ role: 'operations', storeId: null }]);
});
afterAll(() => t.close());

/** The storefront's landing data in a language. */
const shown = async (lang = 'en') => (await t.app.inject({ url: '/api/v1/react-landing-page', headers: { 'x-localization': lang } })).json();
const current = async (): Promise<ConsoleLanding> => (await admin.call('GET', 'landing')).json();
/** A save of the landing page as it is, with `change` laid over. */
const saveOf = (landing: ConsoleLanding, change: Record<string, unknown> = {}) => ({
  version: landing.version, texts: {}, playstore: landing.playstore, apple_store: landing.apple_store, zones_on: landing.zones_on,
  promotion_banners: landing.promotion_banners.map((b) => ({ image: b.image })), ...change,
});
const upload = (version: number, slot: string, image: FilePart = PNG) => {
  const form = formData({ version: String(version), slot, image });
  return t.app.inject({ method: 'POST', url: '/api/v1/console/landing/pictures', headers: { ...admin.headers, ...form.headers }, payload: form.payload });
};
const auditOf = () => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'landing').orderBy('id').execute();

describe('the landing page in the console', () => {
  it('reads the seeded texts, links, zones\' switch and pictures at version 1', async () => {
    const res = await catalogue.call('GET', 'landing');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      version: 1, texts: { fixed_header_title: { en: 'Everything you need, delivered in minutes', ar: '', fr: '' } },
      playstore: { on: true, url: expect.stringMatching(/^https:/) }, zones_on: true,
      header_banner_full_url: expect.stringMatching(/\/storage\/landing\/header\.svg$/),
      promotion_banners: [{ image: 'landing/promo-free-delivery.svg' }, { image: 'landing/promo-pharmacy.svg' }, { image: 'landing/promo-grocery.svg' }],
    });
  });

  it('saves texts in three languages: the storefront answers the visitor\'s language at once, English where one is missing; audited', async () => {
    expect((await shown('ar')).fixed_header_title).toBe('Everything you need, delivered in minutes'); // cached from here on
    const epoch = t.app.services.clock.epoch;
    const landing = await current();
    const res = await admin.call('PUT', 'landing', saveOf(landing, {
      texts: {
        fixed_header_title: { en: 'Delivered fast', ar: 'توصيل سريع', fr: 'Livré vite' },
        fixed_newsletter_title: { en: 'Deals first', ar: 'العروض أولاً' },
        available_zone_title: { en: 'Where we deliver', fr: 'Où nous livrons' },
      },
      zones_on: false,
      promotion_banners: [{ image: 'landing/promo-grocery.svg', title: { en: 'Fresh daily', ar: 'طازج يومياً' } }, { image: 'landing/promo-free-delivery.svg' }],
    }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, texts: { fixed_header_title: { en: 'Delivered fast', ar: 'توصيل سريع', fr: 'Livré vite' } }, zones_on: false });
    // The change log moved: the config cache and the server-rendered pages (stamped with the epoch) start afresh.
    expect(t.app.services.clock.epoch).toBeGreaterThan(epoch);
    const ar = await shown('ar');
    expect(ar).toMatchObject({ fixed_header_title: 'توصيل سريع', fixed_newsletter_title: 'العروض أولاً', available_zone_title: 'Where we deliver', available_zone_status: 0 });
    expect(ar.fixed_module_title).toBe('One app, five ways to get things done');
    expect(ar.promotion_banners.map((b: { title: string }) => b.title)).toEqual(['طازج يومياً', 'Free delivery over AED 100']);
    expect(await shown('fr')).toMatchObject({ fixed_header_title: 'Livré vite', fixed_newsletter_title: 'Deals first', available_zone_title: 'Où nous livrons' });
    const en = await shown('en');
    expect(en).toMatchObject({ fixed_header_title: 'Delivered fast', promotion_banners: [{ title: 'Fresh daily' }, { title: 'Free delivery over AED 100' }] });
    expect(en).not.toHaveProperty('translations');
    const [entry] = await auditOf();
    expect(entry).toMatchObject({ action: 'pages.landing', operator_id: admin.id });
    expect(Object.keys(JSON.parse(entry!.after as string)).sort()).toEqual(['available_zone_title', 'fixed_header_title', 'fixed_newsletter_title', 'promotion_banners', 'version', 'zones_on']);
  });

  it('a picture saved shows in the landing data; a new promotion banner goes at the end, and one left out of a save is removed', async () => {
    let landing = await current();
    const header = await upload(landing.version, 'header');
    expect(header.statusCode, header.body).toBe(200);
    landing = header.json();
    expect(landing.header_banner_full_url).toMatch(/\/storage\/landing\/[a-f0-9]{32}\.webp$/);
    expect((await shown()).header_banner_full_url).toBe(landing.header_banner_full_url);
    const added = await upload(landing.version, 'promotion_banner');
    landing = added.json();
    const image = landing.promotion_banners.at(-1)!.image;
    expect(image).toMatch(/^landing\/[a-f0-9]{32}\.webp$/);
    expect((await shown()).promotion_banners.at(-1)).toMatchObject({ image, title: '' });
    const file = path.join(t.config.dataDir, 'storage', image);
    expect(fs.existsSync(file)).toBe(true);
    const saved = await admin.call('PUT', 'landing', saveOf(landing, { promotion_banners: [{ image, title: { en: 'New banner' } }] }));
    expect(saved.json().promotion_banners).toEqual([expect.objectContaining({ image, title: { en: 'New banner', ar: '', fr: '' } })]);
    expect((await shown()).promotion_banners.map((b: { image: string }) => b.image)).toEqual([image]);
    expect((await upload(saved.json().version, 'promotional', { filename: 'a.png', contentType: 'image/png', content: Buffer.from('no picture') })).statusCode).toBe(415);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('removes the header\'s and the promotional picture when a save sends null, audited and versioned; left out, they stay', async () => {
    let landing = (await upload((await current()).version, 'promotional')).json() as ConsoleLanding;
    landing = (await upload(landing.version, 'header')).json();
    const header = path.join(t.config.dataDir, 'storage', new URL(landing.header_banner_full_url).pathname.replace('/storage/', ''));
    const promotional = path.join(t.config.dataDir, 'storage', new URL(landing.promotional_banner_full_url).pathname.replace('/storage/', ''));
    expect(fs.existsSync(header) && fs.existsSync(promotional)).toBe(true);
    const kept = await admin.call('PUT', 'landing', saveOf(landing, { zones_on: !landing.zones_on }));
    expect(kept.json()).toMatchObject({ header_banner_full_url: landing.header_banner_full_url, promotional_banner_full_url: landing.promotional_banner_full_url });
    landing = kept.json();
    const audited = (await auditOf()).length;

    const cleared = await admin.call('PUT', 'landing', saveOf(landing, { header_banner: null }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ version: landing.version + 1, header_banner_full_url: '', promotional_banner_full_url: landing.promotional_banner_full_url });
    expect((await shown()).header_banner_full_url).toMatch(/\/storage\/placeholder\.svg$/);
    expect((await shown()).fixed_promotional_banner_full_url).toBe(landing.promotional_banner_full_url);
    expect(fs.existsSync(header)).toBe(false);
    const entries = await auditOf();
    expect(entries).toHaveLength(audited + 1);
    expect(JSON.parse(entries.at(-1)!.before as string)).toEqual({ header_banner: expect.stringMatching(/^landing\/[a-f0-9]{32}\.webp$/), version: landing.version });
    expect(JSON.parse(entries.at(-1)!.after as string)).toEqual({ header_banner: '', version: landing.version + 1 });

    const stale = await catalogue.call('PUT', 'landing', saveOf(landing, { promotional_banner: null }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().changed).toEqual(['header_banner']);
    const both = await admin.call('PUT', 'landing', saveOf(cleared.json(), { header_banner: null, promotional_banner: null }));
    expect(both.json()).toMatchObject({ version: landing.version + 2, header_banner_full_url: '', promotional_banner_full_url: '' });
    expect((await shown()).fixed_promotional_banner_full_url).toMatch(/\/storage\/placeholder\.svg$/);
    expect(fs.existsSync(promotional)).toBe(false);
  });

  it('refuses a stale save with 409, the fields changed since and the landing page as it is', async () => {
    const landing = await current();
    await admin.call('PUT', 'landing', saveOf(landing, { texts: { fixed_referal_title: { en: 'Invite and earn' } } }));
    const stale = await catalogue.call('PUT', 'landing', saveOf(landing, { texts: { fixed_footer_description: { en: 'Other' } } }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { version: landing.version + 1, texts: { fixed_referal_title: { en: 'Invite and earn' } } }, changed: ['fixed_referal_title'] });
    expect((await upload(landing.version, 'header')).statusCode).toBe(409);
  });

  it('answers bad input with 400 naming the field, never 500', async () => {
    const landing = await current();
    const cases: [Record<string, unknown>, string][] = [
      [{ playstore: { on: true, url: 'http://play.example' } }, 'playstore.url'],
      [{ apple_store: { on: true, url: '' } }, 'apple_store.url'],
      [{ texts: { fixed_header_title: { en: 'x'.repeat(121) } } }, 'fixed_header_title'],
      [{ texts: { fixed_module_title: { en: '', ar: 'عربي' } } }, 'texts.fixed_module_title'],
      [{ promotion_banners: [{ image: 'landing/elsewhere.webp' }] }, 'promotion_banners.0.image'],
      [{ version: 0 }, 'version'],
    ];
    for (const [change, field] of cases) {
      const res = await admin.call('PUT', 'landing', saveOf(landing, change));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expectEnvelope(res.json());
      expect(res.body).toContain(field);
    }
    expect((await current()).version).toBe(landing.version);
  });

  it('is refused to those without pages.view or pages.edit', async () => {
    expect((await operations.call('GET', 'landing')).statusCode).toBe(403);
    const landing = await current();
    expect((await operations.call('PUT', 'landing', saveOf(landing, { zones_on: !landing.zones_on }))).statusCode).toBe(403);
    expect((await current()).version).toBe(landing.version);
  });
});
