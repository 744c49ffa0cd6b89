import { PAYMENT_CARD_IMAGE_PATH, PLACEHOLDER_IMAGE_PATH } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { CACHEABLE_PICTURE_STATUSES, isPicture, isStorefrontPage, PICTURE_CACHE } from './routes';

const origin = 'https://shop.example';
const navigation = { method: 'GET', mode: 'navigate' as const };
const fetched = { method: 'GET', mode: 'cors' as const };
const image = { method: 'GET', mode: 'no-cors' as const };
const at = (path: string, base = origin) => new URL(path, base);

describe('the service worker’s routes', () => {
  it('answers the storefront’s page navigations (offline page on failure), not the API’s, the console’s or files’', () => {
    for (const path of ['/', '/track-order', '/store/pizza-corner?cart=open', '/product/12']) {
      expect(isStorefrontPage(navigation, at(path), origin)).toBe(true);
    }
    for (const path of ['/api/v1/config', '/console/', '/console', '/storage/product/a.webp']) {
      expect(isStorefrontPage(navigation, at(path), origin)).toBe(false);
    }
    // Not a navigation, a form's POST, or another site.
    expect(isStorefrontPage(fetched, at('/track-order'), origin)).toBe(false);
    expect(isStorefrontPage({ method: 'POST', mode: 'navigate' }, at('/checkout'), origin)).toBe(false);
    expect(isStorefrontPage(navigation, at('/', 'https://other.example'), origin)).toBe(false);
  });

  it('keeps pictures under /storage, the placeholder included, on this site or the server’s public address', () => {
    expect(isPicture(image, at('/storage/product/2026-11-29-a.webp'))).toBe(true);
    expect(isPicture(image, at(PLACEHOLDER_IMAGE_PATH))).toBe(true);
    expect(isPicture(image, at(PAYMENT_CARD_IMAGE_PATH))).toBe(true);
    expect(isPicture(image, at('/storage/store/logo.png', 'http://127.0.0.1:8080'))).toBe(true);
    expect(CACHEABLE_PICTURE_STATUSES).toEqual([0, 200]);
    expect(PICTURE_CACHE).toMatchObject({ maxEntries: 200, maxAgeSeconds: 604_800 });
  });

  it('never caches the API, nor the build’s files outside the precache', () => {
    for (const path of ['/api/v1/items/1', '/api/v1/storage/private/x.png', '/assets/index-abc.js', '/sitemap.xml']) {
      expect(isPicture(fetched, at(path))).toBe(false);
      expect(isStorefrontPage(fetched, at(path), origin)).toBe(false);
    }
    expect(isPicture({ method: 'POST', mode: 'cors' }, at('/storage/x.png'))).toBe(false);
  });
});
