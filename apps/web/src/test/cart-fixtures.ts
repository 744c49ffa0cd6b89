import type { CartLine, Item } from '@storefront/contract';
import { itemFixture } from './catalog-fixtures';
import { moduleFixture } from './fixtures';

type FoodGroup = Item['food_variations'][number];

export const sizeGroup: FoodGroup = {
  id: 11,
  name: 'Size',
  type: 'single',
  min: 1,
  max: 1,
  required: 'on',
  values: [
    { label: 'Small', optionPrice: 0, stock: null },
    { label: 'Large', optionPrice: 9, stock: null },
  ],
};

export const saucesGroup: FoodGroup = {
  id: 12,
  name: 'Choose 2 sauces',
  type: 'multi',
  min: 2,
  max: 2,
  required: 'on',
  values: [
    { label: 'Garlic', optionPrice: 0, stock: null },
    { label: 'Tahini', optionPrice: 0, stock: null },
    { label: 'Harissa', optionPrice: 1, stock: null },
  ],
};

/** A pizza with a required size and two add-ons. */
export const pizzaFixture = (overrides: Partial<Item> = {}): Item =>
  itemFixture({
    food_variations: [sizeGroup],
    add_ons: [
      { id: 5, name: 'Extra Cheese', price: 3 },
      { id: 6, name: 'Garlic Sauce', price: 2 },
    ],
    ...overrides,
  });

export const cartLineFixture = (overrides: Partial<CartLine> = {}): CartLine => {
  const item = overrides.item ?? itemFixture();
  return {
    id: 90,
    item_id: item.id,
    store_id: item.store_id,
    module_id: item.module_id,
    quantity: 1,
    price: 40,
    original_price: 40,
    variation: [],
    add_on_ids: [],
    add_on_qtys: [],
    add_ons: [],
    add_ons_price: 0,
    total_price: 40,
    discount_amount: 0,
    item,
    ...overrides,
  };
};

/** A guest with a saved location and module: what the cart needs before any request. */
export function saveGuestSession(): void {
  localStorage.setItem('guest_id', 'guest-12345');
  localStorage.setItem('zoneid', '[1]');
  localStorage.setItem('location', 'Downtown Dubai');
  localStorage.setItem('currentLatLng', JSON.stringify({ lat: 25.19, lng: 55.27 }));
  localStorage.setItem('module', JSON.stringify(moduleFixture()));
}
