import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';

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
