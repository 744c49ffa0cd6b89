import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
});
afterAll(() => t.close());

describe('banners', () => {
  it('list the module\'s banners of the zones with what they open, and the running campaigns, cached 5 minutes', async () => {
    const res = await f.get('banners', f.headers('food'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { banners, campaigns } = res.json();
    expect(new Set(banners.map((b: { type: string }) => b.type))).toEqual(new Set(['default', 'store_wise', 'item_wise']));
    const storeWise = banners.find((b: { type: string }) => b.type === 'store_wise');
    expect(storeWise.store).toMatchObject({ name: expect.any(String), open: expect.any(Number) });
    const itemWise = banners.find((b: { type: string }) => b.type === 'item_wise');
    expect(itemWise.item).toMatchObject({ store_name: 'Pizza Corner', discounted_price: expect.any(Number) });
    expect(banners.every((b: { module_id: number }) => b.module_id === f.modules.food)).toBe(true);
    expect(campaigns.map((c: { title: string }) => c.title)).toEqual(['Family Feast Week']);
  });

  it('keep to the zones: Sharjah has its own banners', async () => {
    const { banners } = (await f.get('banners', f.headers('food', f.sharjah))).json();
    expect(banners.map((b: { title: string }) => b.title)).toEqual(['Zaatar House breakfast']);
    expect(banners[0].zone_id).toBe(f.zones.Sharjah);
  });

  it('need a zone', async () => {
    const res = await f.get('banners', { moduleId: String(f.modules.food) });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res.json())[0]!.code).toBe('zone_required');
  });
});

describe('other banners', () => {
  it('give the module\'s promotional banner', async () => {
    const body = (await f.get('other-banners', f.headers('grocery'))).json();
    expect(body.banners).toHaveLength(1);
    expect(body.promotional_banner_full_url).toMatch(/^http:\/\/storefront\.test\/storage\/banner\//);
  });

  it('give the parcel home\'s video content with three steps, and null for a module without', async () => {
    const res = await f.get('other-banners/video-content', f.headers('parcel'));
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const video = res.json();
    expect(video).toMatchObject({ title: 'Easiest way to get services', banner_type: 'image', banner_video: null });
    expect(video.banner_contents).toHaveLength(3);
    expect((await f.get('other-banners/video-content', f.headers('food'))).json()).toBeNull();
  });

  it('give the parcel home\'s why-choose entries', async () => {
    const body = (await f.get('other-banners/why-choose', f.headers('parcel'))).json();
    expect(body.banners.map((b: { title: string }) => b.title)).toEqual(['Fast pickup', 'Live tracking', 'Safe handling', 'Fair prices']);
  });
});
