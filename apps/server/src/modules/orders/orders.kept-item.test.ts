import type { Item } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { toMajor } from '../../lib/money.js';
import { keptItem } from './orders.kept-item.js';

/** The kept item as a rest pattern and spreads made it: the card without its pictures, the storage path, the tax. */
function byPattern(card: Item, image: string | null, tax?: { type: 'percent' | 'amount'; value: number }): string {
  const { image: _name, images: _names, image_full_url: _url, images_full_url: _urls, ...kept } = card;
  const taxed = tax ? { tax: tax.type === 'amount' ? toMajor(tax.value) : tax.value, tax_type: tax.type } : {};
  return JSON.stringify({ ...kept, image, ...taxed });
}

describe('keptItem', () => {
  const card = {
    id: 7, name: 'Margherita', image: 'item/pizza.svg', image_full_url: 'https://cdn.test/storage/item/pizza.svg', images: ['item/a.svg'],
    images_full_url: ['https://cdn.test/storage/item/a.svg'], description: 'Tomato, basil', price: 42.5, discount: 10, discount_type: 'percent',
    variations: [], food_variations: [{ name: 'Size', values: [{ label: 'Large', optionPrice: 5 }] }], add_ons: [{ id: 3, name: 'Olives', price: 2 }],
    store_id: 4, store_details: null, veg: 1, avg_rating: 4.5, rating_count: 12,
  } as unknown as Item;

  it('keeps the card without its pictures, its storage path last and the tax after it, byte for byte as before', () => {
    for (const tax of [undefined, { type: 'percent' as const, value: 5 }, { type: 'amount' as const, value: 250 }]) {
      for (const image of ['item/pizza.svg', null]) {
        const kept = keptItem(card, image, tax);
        expect(kept).toBe(byPattern(card, image, tax));
        const parsed = JSON.parse(kept);
        expect(parsed).not.toHaveProperty('image_full_url');
        expect(parsed).not.toHaveProperty('images');
        expect(parsed.image).toBe(image);
      }
    }
    expect(JSON.parse(keptItem(card, null, { type: 'amount', value: 250 })).tax).toBe(2.5);
  });
});
