import { describe, expect, it } from 'vitest';
import { itemFixture } from '@/test/catalog-fixtures';
import { ORIGIN, block, metaContent, parseHead, seoContext } from '@/test/seo-fixtures';
import { renderHead } from './head';
import { productHead } from './product-head';

const render = async (overrides: Parameters<typeof itemFixture>[0] = {}, language: 'en' | 'ar' | 'fr' = 'en', config = {}) => {
  const ctx = await seoContext({ language, config });
  return renderHead(productHead(itemFixture({ image_full_url: `${ORIGIN}/storage/item/margherita.png`, images_full_url: [`${ORIGIN}/storage/item/margherita.png`, `${ORIGIN}/storage/item/margherita-2.png`], ...overrides }), ctx), ctx);
};

describe('productHead', () => {
  it('describes the item as a Product with its pictures, its id as sku and an offer from its store', async () => {
    const html = await render();
    const product = block(html, 'Product');
    expect(product['@context']).toBe('https://schema.org');
    expect(product.name).toBe('Margherita Pizza');
    expect(product.description).toBe('Tomato, mozzarella and basil on a thin crust.');
    expect(product.image).toEqual([`${ORIGIN}/storage/item/margherita.png`, `${ORIGIN}/storage/item/margherita-2.png`]);
    expect(product.sku).toBe('1');
    expect(product.url).toBe(`${ORIGIN}/product/margherita-pizza`);
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: '40.00',
      priceCurrency: 'AED',
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}/product/margherita-pizza`,
      seller: { '@type': 'Organization', name: 'Pizza Corner', url: `${ORIGIN}/store/pizza-corner` },
    });
    const doc = parseHead(html);
    expect(doc.title).toBe('Margherita Pizza | QuickBasket');
    expect(metaContent(doc, 'og:type')).toBe('product');
    expect(metaContent(doc, 'og:image')).toBe(`${ORIGIN}/storage/item/margherita.png`);
  });

  it('offers the price the page shows after a discount, in major units with the business decimals', async () => {
    expect(block(await render({ price: 40, discount: 25, discounted_price: 30 }), 'Product').offers.price).toBe('30.00');
    expect(block(await render({ price: 12.5, discounted_price: 12.5 }, 'en', { digit_after_decimal_point: 3 }), 'Product').offers.price).toBe('12.500');
    expect(block(await render({ price: 9.999, discounted_price: 9.999 }, 'en', { digit_after_decimal_point: 0 }), 'Product').offers.price).toBe('10');
  });

  it('is out of stock when a stocked item has none left; food keeps no stock', async () => {
    const grocery = { module_type: 'grocery', stock: 0 } as const;
    expect(block(await render(grocery), 'Product').offers.availability).toBe('https://schema.org/OutOfStock');
    expect(block(await render({ ...grocery, stock: 3 }), 'Product').offers.availability).toBe('https://schema.org/InStock');
    expect(block(await render({ ...grocery, variations: [{ type: 'Large', price: 45, stock: 2 }] }), 'Product').offers.availability).toBe('https://schema.org/InStock');
    expect(block(await render({ module_type: 'food', stock: 0 }), 'Product').offers.availability).toBe('https://schema.org/InStock');
  });

  it('rates the item only once it has reviews', async () => {
    expect(block(await render({ avg_rating: 4.25, rating_count: 12 }), 'Product').aggregateRating).toEqual({
      '@type': 'AggregateRating', ratingValue: 4.3, ratingCount: 12, bestRating: 5, worstRating: 1,
    });
    expect(block(await render({ avg_rating: 0, rating_count: 0 }), 'Product').aggregateRating).toBeUndefined();
  });

  it('leads Home › store › item, each step with its position, name and address in the page language', async () => {
    const trail = block(await render({}, 'fr'), 'BreadcrumbList');
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${ORIGIN}/?lang=fr` },
      { '@type': 'ListItem', position: 2, name: 'Pizza Corner', item: `${ORIGIN}/store/pizza-corner?lang=fr` },
      { '@type': 'ListItem', position: 3, name: 'Margherita Pizza', item: `${ORIGIN}/product/margherita-pizza?lang=fr` },
    ]);
  });

  it('describes an item without a text by its store, and shows the logo when it has no real picture', async () => {
    const html = await render({ description: '', image_full_url: `${ORIGIN}/storage/placeholder.svg`, images_full_url: [] });
    const product = block(html, 'Product');
    expect(product.description).toBe('Margherita Pizza from Pizza Corner: order online and get it delivered.');
    expect(product.image).toBe(`${ORIGIN}/storage/business/logo.png`);
    expect(metaContent(parseHead(html), 'og:image')).toBe(`${ORIGIN}/storage/business/logo.png`);
  });

  it('names the page by its id when the slug would read as an id', async () => {
    const doc = parseHead(await render({ id: 7, slug: '2024' }));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/product/7`);
  });
});
