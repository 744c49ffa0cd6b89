import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Issue 4's paths, as OpenAPI writes them. */
const CATALOGUE_PATHS = [
  'banners', 'other-banners', 'other-banners/video-content', 'other-banners/why-choose',
  'categories', 'categories/{id}', 'categories/childes/{id}', 'categories/items/{id}', 'categories/stores/{id}',
  'campaigns/item', 'campaigns/basic', 'campaigns/basic-campaign-details',
  'items/popular', 'items/latest', 'items/most-reviewed', 'items/new-arrival', 'items/discounted', 'items/recommended',
  'items/related-items/{id}', 'items/related-store-items', 'items/details/{id}', 'items/reviews/{id}', 'items/common-conditions',
  'common-condition', 'common-condition/items', 'items/search', 'items/item-or-store-search', 'stores/search',
  'stores/popular', 'stores/latest', 'stores/top-rated', 'stores/discounted', 'stores/popular-items', 'stores/details/{id}',
  'stores/reviews', 'stores/get-stores/{type}', 'stores', 'flash-sales', 'flash-sales/items', 'parcel-category', 'brand',
  'brand/items/{id}', 'coupon/list', 'cashback/list', 'most-tips', 'customer/visit-again',
];

describe('OpenAPI', () => {
  it('documents every catalogue path with a tag, its 200 and its 400', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const path of CATALOGUE_PATHS) {
      const op = doc.paths[`/api/v1/${path}`]?.get;
      expect(op, path).toBeDefined();
      expect(op.tags?.length, path).toBeGreaterThan(0);
      expect(Object.keys(op.responses), path).toEqual(expect.arrayContaining(['200', '400']));
    }
  });

  it('documents the search\'s x-search-index header', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.paths['/api/v1/items/search'].get.responses['200'].headers['x-search-index'].schema).toMatchObject({ enum: ['building', 'ready', 'off'] });
  });
});
