import { describe, expect, it } from 'vitest';
import { itemPath, storePath } from './links';

describe('page links', () => {
  it('name a store and an item by slug, so that visitors and crawlers land on the address the sitemap gives', () => {
    expect(storePath({ id: 2, slug: 'pizza-corner' })).toBe('/store/pizza-corner');
    expect(itemPath({ id: 1, slug: 'margherita-pizza' })).toBe('/product/margherita-pizza');
    expect(itemPath({ id: 1, slug: 'margherita-pizza' }, true)).toBe('/product/margherita-pizza?product_type=campaign');
    expect(storePath({ id: 2, slug: 'café & co' })).toBe('/store/caf%C3%A9%20%26%20co');
  });

  it('fall back to the id when there is no slug or it would read as an id or as a store list', () => {
    expect(storePath({ id: 2 })).toBe('/store/2');
    expect(storePath({ id: 2, slug: '' })).toBe('/store/2');
    expect(storePath({ id: 2, slug: '2024' })).toBe('/store/2');
    expect(storePath({ id: 2, slug: 'latest' })).toBe('/store/2');
    expect(storePath({ id: 2, slug: 'popular' })).toBe('/store/2');
    expect(itemPath({ id: 7, slug: '123' })).toBe('/product/7');
    expect(itemPath({ id: 7, slug: 'latest' })).toBe('/product/latest');
  });
});
