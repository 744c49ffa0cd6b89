import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createTestDatabase, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { skipWithoutRedis, testRedis } from '../../../test/redis.js';
import { staffSession } from '../../../test/staff.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { seedDemo } from '../../db/seed/demo.js';
import { Clock } from '../../lib/clock.js';

describe.skipIf(skipWithoutRedis)('a console save reaches every instance at once', () => {
  const redis = testRedis();
  let a: TestApp;
  let b: TestApp;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const tdb = await createTestDatabase();
    await seedDemo(tdb.db, { dataDir: tdb.dataDir, now: SEED_NOW });
    cleanup = tdb.cleanup;
    const config = loadConfig({ NODE_ENV: 'test' }, { dataDir: tdb.dataDir, publicUrl: 'http://storefront.test', webDist: undefined });
    /** Two instances over one database, each with its caches and its own Redis client. */
    const instance = async (client: Redis): Promise<TestApp> => {
      const app = await buildApp({ config, db: tdb.db, clock: new Clock(SEED_NOW), redis: client });
      await app.ready();
      return { app, db: tdb.db, config, close: () => app.close() };
    };
    a = await instance(await redis.connect());
    b = await instance(await redis.connect());
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await cleanup?.();
    await redis.cleanup();
  });

  it('the other instance answers the saved footer and page, though it had them cached', async () => {
    const config = async () => (await b.app.inject({ url: '/api/v1/config' })).json() as { email: string; shipping_policy: number };
    expect((await config()).email).not.toBe('instances@souqly.test');
    const admin = await staffSession(a, [{ role: 'admin', storeId: null }]);
    const footer = (await admin.call('GET', 'footer')).json();
    const saved = await admin.call('PUT', 'footer', { version: footer.version, email: 'instances@souqly.test', phone: footer.phone, address: footer.address, social: footer.social });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(async () => (await config()).email, { timeout: 2000, interval: 20 }).toBe('instances@souqly.test');

    const shipping = () => b.app.inject({ url: '/api/v1/pages/shipping-policy' });
    const page = (await admin.call('GET', 'pages/shipping-policy')).json();
    expect((await admin.call('PUT', 'pages/shipping-policy', { version: page.version, title: { en: 'Shipping' }, content: { en: '<p>We ship.</p>' }, on: true })).statusCode).toBe(200);
    await expect.poll(async () => (await shipping()).statusCode, { timeout: 2000, interval: 20 }).toBe(200);
    expect((await shipping()).json()).toMatchObject({ title: 'Shipping', content: '<p>We ship.</p>' });
  });

  it('the other instance answers the saved landing page in Arabic, though it had it cached', async () => {
    const landing = async () => (await b.app.inject({ url: '/api/v1/react-landing-page', headers: { 'x-localization': 'ar' } })).json() as { fixed_header_title: string };
    expect((await landing()).fixed_header_title).not.toBe('توصيل في كل مكان');
    const admin = await staffSession(a, [{ role: 'admin', storeId: null }]);
    const { version, playstore, apple_store, zones_on, promotion_banners } = (await admin.call('GET', 'landing')).json();
    const saved = await admin.call('PUT', 'landing', {
      version, texts: { fixed_header_title: { en: 'Everywhere', ar: 'توصيل في كل مكان' } }, playstore, apple_store, zones_on,
      promotion_banners: promotion_banners.map((p: { image: string }) => ({ image: p.image })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(async () => (await landing()).fixed_header_title, { timeout: 2000, interval: 20 }).toBe('توصيل في كل مكان');
  });

  it('the other instance answers the saved business settings (maintenance and its message), though it had the config cached', async () => {
    const config = async () => (await b.app.inject({ url: '/api/v1/config' })).json() as { maintenance_mode: boolean; maintenance_message: string };
    expect((await config()).maintenance_mode).toBe(false);
    const admin = await staffSession(a, [{ role: 'admin', storeId: null }]);
    const { version } = (await admin.call('GET', 'settings')).json();
    const saved = await admin.call('PUT', 'settings', { version, maintenance: { maintenance_mode: true, maintenance_message: { en: 'Back soon.' } } });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(async () => config(), { timeout: 2000, interval: 20 }).toEqual(expect.objectContaining({ maintenance_mode: true, maintenance_message: 'Back soon.' }));
  });
});
