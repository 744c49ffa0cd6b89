import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { withSetting } from '../../../test/settings.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/config', () => {
  it('answers the seeded business settings with every switch checkout and the header need', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    const config = res.json();
    expect(config.business_name).toBe('Souqly');
    expect(config.logo_full_url).toBe('http://storefront.test/storage/business/logo.svg');
    for (const key of [
      'cash_on_delivery', 'digital_payment', 'offline_payment_status', 'partial_payment_status', 'home_delivery_status',
      'takeaway_status', 'schedule_order', 'currency_symbol', 'currency_symbol_direction', 'guest_checkout_status',
      'free_delivery_over', 'digit_after_decimal_point', 'customer_wallet_status', 'loyalty_point_status',
      'ref_earning_status', 'refund_policy', 'cancelation_policy', 'shipping_policy', 'footer_text', 'social_media',
      'landing_page_links', 'base_urls', 'country', 'phone', 'email', 'address',
    ]) {
      expect(config, key).toHaveProperty(key);
    }
    expect(config.landing_page_links).toHaveProperty('app_url_android_status');
    // Stored in minor units, shown in major units.
    expect(config.free_delivery_over).toBe(100);
    expect(config.additional_charge).toBe(2);
  });

  it('names the additional charge in the X-localization language, English otherwise', async () => {
    const name = async (lang?: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/config', headers: lang ? { 'X-localization': lang } : {} })).json().additional_charge_name;
    expect(await name()).toBe('Service fee');
    expect(await name('ar')).toBe('رسوم الخدمة');
    expect(await name('fr')).toBe('Frais de service');
    expect(await name('de')).toBe('Service fee');
  });

  it('has a default location that lies inside a seeded zone', async () => {
    const { default_location: loc } = (await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/config/get-zone-id?lat=${loc.lat}&lng=${loc.lng}` });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.json().zone_id).length).toBeGreaterThan(0);
  });

  it('reflects a changed setting once the cache is cleared', async () => {
    await t.db.updateTable('settings').set({ value: JSON.stringify('Souqly Express') }).where('key', '=', 'business_name').execute();
    t.app.services.config.invalidate();
    const config = (await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json();
    await t.db.updateTable('settings').set({ value: JSON.stringify('Souqly') }).where('key', '=', 'business_name').execute();
    t.app.services.config.invalidate();
    expect(config.business_name).toBe('Souqly Express');
  });

  it('serves OpenStreetMap tiles with their credit, seeded or by default', async () => {
    const osm = { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', credit: 'href="https://www.openstreetmap.org/copyright"' };
    const seeded = (await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json();
    expect(seeded.map_tile_url).toBe(osm.url);
    expect(seeded.map_attribution).toContain(osm.credit);

    const rows = await t.db.selectFrom('settings').selectAll().where('key', 'in', ['map_tile_url', 'map_attribution']).execute();
    await t.db.deleteFrom('settings').where('key', 'in', ['map_tile_url', 'map_attribution']).execute();
    t.app.services.config.invalidate();
    const unset = (await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json();
    await t.db.insertInto('settings').values(rows).execute();
    t.app.services.config.invalidate();
    expect(unset.map_tile_url).toBe(osm.url);
    expect(unset.map_attribution).toContain(osm.credit);
  });
});

describe('GET /api/v1/config: the fields the public web client reads', () => {
  const get = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json();
  const setting = (key: string, value: unknown, work: () => Promise<void>) => withSetting(t, key, value, work);

  it('offers the server\'s gateway, with a picture by name, while the business takes digital payment', async () => {
    const config = await get();
    expect(config.digital_payment_info).toEqual({ digital_payment: true, plugin_payment_gateways: false, default_payment_gateways: true });
    expect(config.active_payment_method_list).toEqual([{ gateway: 'test', gateway_title: 'Test gateway', gateway_image: 'payment-card.svg' }]);
    const picture = await t.app.inject({ url: new URL(`${config.base_urls.gateway_image_url}/${config.active_payment_method_list[0].gateway_image}`).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');

    await setting('digital_payment', false, async () => {
      const off = await get();
      expect(off.active_payment_method_list).toEqual([]);
      expect(off.digital_payment_info.digital_payment).toBe(false);
    });
  });

  it('says prices exclude tax, shows times as the business set them (12 hours unset), and asks a delivery code as the business set it', async () => {
    const config = await get();
    expect(config.tax_included).toBe(0);
    // The demo verifies deliveries; a business that never said so does not.
    expect(config.order_delivery_verification).toBe(true);
    await setting('order_delivery_verification', undefined, async () => expect((await get()).order_delivery_verification).toBe(false));
    expect(config.timeformat).toBe('12');
    await setting('timeformat', '24', async () => expect((await get()).timeformat).toBe('24'));
    await setting('timeformat', undefined, async () => expect((await get()).timeformat).toBe('12'));
  });

  it('names the logo and the icon by file, found under the business logo base', async () => {
    const config = await get();
    expect(config.logo).toBe('business/logo.svg');
    expect(`${config.base_urls.business_logo_url}/${config.logo}`).toBe(config.logo_full_url);
    expect(`${config.base_urls.business_logo_url}/${config.fav_icon}`).toBe(config.fav_icon_full_url);
    await setting('logo', undefined, async () => {
      const bare = await get();
      expect(`${bare.base_urls.business_logo_url}/${bare.logo}`).toBe(bare.logo_full_url);
      expect(bare.logo_full_url).toBe('http://storefront.test/storage/placeholder.svg');
    });
  });

  it('has a base for every kind of picture: the storage root for public ones, the signed-file route for private ones', async () => {
    const { base_urls: bases } = await get();
    for (const kind of ['item_image_url', 'store_image_url', 'store_cover_photo_url', 'category_image_url', 'banner_image_url', 'campaign_image_url',
      'module_image_url', 'parcel_category_image_url', 'delivery_man_image_url', 'customer_image_url', 'business_logo_url', 'brand_image_url', 'gateway_image_url']) {
      expect(bases[kind], kind).toBe('http://storefront.test/storage');
    }
    for (const kind of ['chat_image_url', 'review_image_url', 'refund_image_url', 'order_attachment_url']) {
      expect(bases[kind], kind).toBe('http://storefront.test/api/v1/files');
    }
  });
});

describe('GET /api/v1/react-landing-page', () => {
  it('answers the landing texts with absolute image urls and the app links', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/react-landing-page' });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.fixed_footer_description).not.toBe('');
    expect(page.fixed_newsletter_title).not.toBe('');
    expect(page.fixed_newsletter_sub_title).not.toBe('');
    expect(page.download_user_app_links).toMatchObject({ playstore_url_status: expect.any(Number), apple_store_url_status: expect.any(Number) });
    expect(page.header_banner_full_url).toMatch(/^http:\/\/storefront\.test\/storage\//);
  });
});

describe('GET /api/v1/pages/:key', () => {
  it('answers a policy page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pages/about-us' });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.length).toBeGreaterThan(50);
  });

  it('answers the seeded about, terms and privacy pages in Arabic and French, and English for a page without them', async () => {
    const page = async (key: string, lang: string) => (await t.app.inject({ url: `/api/v1/pages/${key}`, headers: { 'x-localization': lang } })).json() as { title: string; content: string };
    expect(await page('about-us', 'ar')).toMatchObject({ title: 'عن سوقلي', content: expect.stringContaining('<h2>ما نقوم به</h2>') });
    expect(await page('terms-and-conditions', 'ar')).toMatchObject({ title: 'الشروط والأحكام', content: expect.stringContaining('<h2>الدفع</h2>') });
    expect(await page('privacy-policy', 'ar')).toMatchObject({ title: 'سياسة الخصوصية', content: expect.stringContaining('<h2>حقوقك</h2>') });
    expect(await page('about-us', 'fr')).toMatchObject({ title: 'À propos de Souqly', content: expect.stringContaining('<h2>Ce que nous faisons</h2>') });
    expect((await page('privacy-policy', 'fr')).title).toBe('Politique de confidentialité');
    expect((await page('refund-policy', 'ar')).title).toBe('Refund Policy');
  });

  it('answers 404 for a page the business switched off', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json();
    expect(config.shipping_policy).toBe(0);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pages/shipping-policy' });
    expect(res.statusCode).toBe(404);
    expectEnvelope(res.json());
  });

  it('answers 400 for an unknown page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pages/secrets' });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json());
  });
});
