import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CONTENT_MAX } from '@storefront/contract';
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

/** The storefront's page in a language. */
const shown = (key: string, lang = 'en') => t.app.inject({ url: `/api/v1/pages/${key}`, headers: { 'x-localization': lang } });
const storefrontConfig = async (lang = 'en') => (await t.app.inject({ url: '/api/v1/config', headers: { 'x-localization': lang } })).json();
const auditOf = (entity: string, id: string) => t.db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', id).orderBy('id').execute();

describe('information pages in the console', () => {
  it('lists the six pages with their titles, versions and switches', async () => {
    const res = await catalogue.call('GET', 'pages');
    expect(res.statusCode, res.body).toBe(200);
    const pages = res.json().pages as { key: string; on: boolean | null; version: number; title: { en: string } }[];
    expect(pages.map((p) => p.key)).toEqual(['about-us', 'terms-and-conditions', 'privacy-policy', 'refund-policy', 'cancellation-policy', 'shipping-policy']);
    expect(pages.find((p) => p.key === 'about-us')).toMatchObject({ on: null, version: 1, title: { en: expect.any(String) } });
    expect(pages.find((p) => p.key === 'refund-policy')?.on).toBeTypeOf('boolean');
  });

  it('saves titles and bodies in three languages; the storefront answers the visitor\'s language at once, English where one is missing', async () => {
    expect((await shown('about-us', 'ar')).statusCode).toBe(200); // the config is cached from here on
    const res = await admin.call('PUT', 'pages/about-us', {
      version: 1, title: { en: 'About Souqly', ar: 'عن سوقلي', fr: '' }, content: { en: '<h2>Who we are</h2><p>Deliveries.</p>', ar: '<p>توصيل.</p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, title: { en: 'About Souqly', ar: 'عن سوقلي', fr: '' }, content: { en: '<h2>Who we are</h2><p>Deliveries.</p>', ar: '<p>توصيل.</p>', fr: '' } });
    expect((await shown('about-us', 'ar')).json()).toEqual({ key: 'about-us', title: 'عن سوقلي', content: '<p>توصيل.</p>' });
    expect((await shown('about-us', 'fr')).json()).toEqual({ key: 'about-us', title: 'About Souqly', content: '<h2>Who we are</h2><p>Deliveries.</p>' });
    expect((await shown('about-us')).json().title).toBe('About Souqly');
    const [entry] = await auditOf('page', 'about-us');
    expect(entry).toMatchObject({ action: 'pages.update', operator_id: admin.id });
  });

  it('keeps the HTML safe: scripts, styles, frames and event handlers go; links keep http, https and mailto only', async () => {
    const dirty = '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="alert(1)"><iframe src="https://evil.test"></iframe><style>p{}</style>'
      + '<a href="javascript:alert(1)">bad</a><a href="mailto:help@souqly.test">mail</a><table><tr><td>1</td></tr></table>';
    const { version } = (await admin.call('GET', 'pages/privacy-policy')).json();
    const saved = (await admin.call('PUT', 'pages/privacy-policy', { version, title: { en: 'Privacy' }, content: { en: dirty } })).json();
    for (const bad of ['<script', 'onerror=', 'onclick', '<iframe', '<style', 'javascript:', '<img']) expect(saved.content.en).not.toContain(bad);
    expect(saved.content.en).toContain('<a href="mailto:help@souqly.test" rel="noopener noreferrer">mail</a>');
    expect(saved.content.en).toContain('<table>');
    expect((await shown('privacy-policy')).json().content).toBe(saved.content.en);
    const preview = await catalogue.call('POST', 'pages/preview', { content: '<p>ok</p><script>x()</script><b onmouseover="x()">b</b>' });
    expect(preview.json()).toEqual({ content: '<p>ok</p><b>b</b>' });
  });

  it('switches a policy page off and on: the storefront answers 404 while off, at once', async () => {
    const page = (await admin.call('GET', 'pages/shipping-policy')).json();
    const off = await admin.call('PUT', 'pages/shipping-policy', { version: page.version, title: { en: 'Shipping' }, content: { en: '<p>We ship.</p>' }, on: false });
    expect(off.json()).toMatchObject({ on: false });
    expect((await shown('shipping-policy')).statusCode).toBe(404);
    expect((await storefrontConfig()).shipping_policy).toBe(0);
    await admin.call('PUT', 'pages/shipping-policy', { version: off.json().version, title: { en: 'Shipping' }, content: { en: '<p>We ship.</p>' }, on: true });
    expect((await shown('shipping-policy')).json()).toMatchObject({ title: 'Shipping', content: '<p>We ship.</p>' });
    expect((await storefrontConfig()).shipping_policy).toBe(1);
  });

  it('refuses a stale save with 409, what changed since, and the page as it is', async () => {
    const page = (await admin.call('GET', 'pages/terms-and-conditions')).json();
    await admin.call('PUT', 'pages/terms-and-conditions', { version: page.version, title: { en: 'Terms' }, content: { en: '<p>One</p>' } });
    const stale = await catalogue.call('PUT', 'pages/terms-and-conditions', { version: page.version, title: { en: 'Other' }, content: { en: '<p>Two</p>' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { version: page.version + 1, title: { en: 'Terms' } }, changed: expect.arrayContaining(['title', 'content']) });
  });

  it('answers bad input with 400 naming the field, never 500', async () => {
    const { version } = (await admin.call('GET', 'pages/about-us')).json();
    const cases: [unknown, string][] = [
      [{ version, title: { en: 'x' }, content: { en: 'x'.repeat(PAGE_CONTENT_MAX + 1) } }, 'content'],
      [{ version, title: { en: ' ' }, content: { en: '<p>x</p>' } }, 'title'],
      [{ version, title: { en: 'x' }, content: { en: '<script>only()</script>' } }, 'content'],
      [{ version, title: { en: 'x' }, content: { en: '<p>x</p>' }, on: false }, 'on'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.call('PUT', 'pages/about-us', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(expectEnvelope(res.json()))).toContain(field);
    }
    expect((await admin.call('PUT', 'pages/nowhere', { version, title: { en: 'x' }, content: { en: 'x' } })).statusCode).toBe(400);
  });
});

describe('the footer in the console', () => {
  it('saves contacts, the address in three languages and social links; GET /config answers them at once', async () => {
    expect((await storefrontConfig('ar')).email).toBeTypeOf('string'); // cached from here on
    const footer = (await catalogue.call('GET', 'footer')).json();
    expect(footer).toMatchObject({ version: 1, social: expect.arrayContaining([expect.objectContaining({ platform: 'facebook', on: true })]) });
    const res = await catalogue.call('PUT', 'footer', {
      version: 1, email: 'help@souqly.test', phone: '+971 4 123 4567', address: { en: '1 Market St, Dubai', ar: '١ شارع السوق، دبي' },
      social: [{ platform: 'instagram', url: 'https://instagram.com/souqly' }, { platform: 'tiktok', url: 'https://tiktok.com/@souqly', on: false }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      version: 2, email: 'help@souqly.test', address: { en: '1 Market St, Dubai', ar: '١ شارع السوق، دبي', fr: '' },
      social: [{ platform: 'instagram', url: 'https://instagram.com/souqly', on: true }, { platform: 'tiktok', on: false }],
    });
    const ar = await storefrontConfig('ar');
    expect(ar).toMatchObject({ email: 'help@souqly.test', phone: '+971 4 123 4567', address: '١ شارع السوق، دبي' });
    expect(ar.social_media).toEqual([
      { id: 1, name: 'instagram', link: 'https://instagram.com/souqly', status: 1 }, { id: 2, name: 'tiktok', link: 'https://tiktok.com/@souqly', status: 0 },
    ]);
    expect(ar.additional_charge_name).toBe('رسوم الخدمة');
    expect((await storefrontConfig('fr')).address).toBe('1 Market St, Dubai');
    expect(await auditOf('footer', 'footer')).toHaveLength(1);
    const stale = await admin.call('PUT', 'footer', { ...(res.json() as object), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().changed).toEqual(expect.arrayContaining(['email', 'address', 'social']));
  });

  it('takes only https links of the listed networks and a well-formed email', async () => {
    const { version, email, phone, address } = (await admin.call('GET', 'footer')).json();
    const cases: [unknown, string][] = [
      [{ version, email, phone, address, social: [{ platform: 'facebook', url: 'http://facebook.com/x' }] }, 'url'],
      [{ version, email, phone, address, social: [{ platform: 'myspace', url: 'https://myspace.com/x' }] }, 'platform'],
      [{ version, email: 'not-an-email', phone, address, social: [] }, 'email'],
    ];
    for (const [body, field] of cases) {
      const res = await admin.call('PUT', 'footer', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(expectEnvelope(res.json()))).toContain(field);
    }
  });
});
