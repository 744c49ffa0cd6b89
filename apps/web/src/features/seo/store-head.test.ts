import { describe, expect, it } from 'vitest';
import type { Store } from '@storefront/contract';
import { storeFixture } from '@/test/catalog-fixtures';
import { ORIGIN, block, jsonLdBlocks, metaContent, parseHead, seoContext } from '@/test/seo-fixtures';
import { renderHead } from './head';
import { storeHead } from './store-head';

const WEEK: Store['schedules'] = [
  { day: 1, opening_time: '09:00:00', closing_time: '22:00:00' },
  { day: 0, opening_time: '10:00', closing_time: '14:00' },
  { day: 0, opening_time: '17:00', closing_time: '23:00' },
  { day: 5, opening_time: '18:00', closing_time: '02:00' },
  { day: 6, opening_time: '00:00', closing_time: '00:00' },
];

const render = async (overrides: Partial<Store> = {}) => {
  const ctx = await seoContext();
  return renderHead(storeHead(storeFixture({ cover_photo_full_url: `${ORIGIN}/storage/store/cover.png`, logo_full_url: `${ORIGIN}/storage/store/logo.png`, ...overrides }), ctx), ctx);
};

describe('storeHead', () => {
  it.each([
    ['food', 'Restaurant', 'restaurant.restaurant'],
    ['grocery', 'GroceryStore', 'business.business'],
    ['pharmacy', 'Pharmacy', 'business.business'],
    ['ecommerce', 'Store', 'business.business'],
  ])('describes a %s store as a %s', async (moduleType, type, ogType) => {
    const html = await render({ module_type: moduleType });
    const store = block(html, type);
    expect(store.name).toBe('Pizza Corner');
    expect(store.url).toBe(`${ORIGIN}/store/pizza-corner`);
    expect(store.image).toBe(`${ORIGIN}/storage/store/cover.png`);
    expect(store.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Shop 12, Bay Square, Business Bay', addressCountry: 'AE' });
    expect(store.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 25.18, longitude: 55.26 });
    expect(store.telephone).toBeUndefined();
    expect(metaContent(parseHead(html), 'og:type')).toBe(ogType);
  });

  it('gives the weekly hours by day, leaving closed days out', async () => {
    const store = block(await render({ schedules: WEEK }), 'Restaurant');
    expect(store.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '10:00', closes: '14:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '17:00', closes: '23:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '22:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '18:00', closes: '02:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '00:00', closes: '23:59' },
    ]);
    expect(block(await render({ schedules: [] }), 'Restaurant').openingHoursSpecification).toBeUndefined();
  });

  it('rates the store only once it has reviews', async () => {
    expect(block(await render({ avg_rating: 3.94, rating_count: 56 }), 'Restaurant').aggregateRating).toEqual({
      '@type': 'AggregateRating', ratingValue: 3.9, ratingCount: 56, bestRating: 5, worstRating: 1,
    });
    expect(block(await render({ avg_rating: 0, rating_count: 0 }), 'Restaurant').aggregateRating).toBeUndefined();
  });

  it('leaves out a position never set (0, 0)', async () => {
    expect(block(await render({ latitude: 0, longitude: 0 }), 'Restaurant').geo).toBeUndefined();
  });

  it('leads Home › store, and titles the page with the store name', async () => {
    const html = await render();
    expect(block(html, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Pizza Corner', item: `${ORIGIN}/store/pizza-corner` },
    ]);
    expect(jsonLdBlocks(html)).toHaveLength(2);
    const doc = parseHead(html);
    expect(doc.title).toBe('Pizza Corner | QuickBasket');
    expect(metaContent(doc, 'description')).toContain('Pizza Corner (Shop 12, Bay Square, Business Bay)');
  });
});
