import type { catalogFixture } from '../../../test/catalog.js';
import { bearer } from '../../../test/accounts.js';
import type { TestApp } from '../../../test/helpers.js';

/** The app of a cart test file and its catalogue, once its beforeAll has run. */
export interface CartTest {
  t: TestApp;
  f: Awaited<ReturnType<typeof catalogFixture>>;
}

/** A cart line as the API answers it. */
export type Line = { id: number; item_id: number; store_id: number; quantity: number; price: number; original_price: number; total_price: number; add_ons_price: number; discount_amount: number; variation: unknown[]; add_ons: { id: number; quantity: number }[] };

/** Choices of the seeded pizzas' required groups. */
export const pizzaChoice = (size = 'Large (12")', crust = 'Classic') => [
  { name: 'Size', values: { label: [size] } },
  { name: 'Crust', values: { label: [crust] } },
];

/** Guests, carts and seeded items for the cart tests. */
export function cartCalls(of: () => CartTest) {
  const guest = async () => (await of().t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json().guest_id as string;

  function cart(owner: { guest?: string; token?: string }, module = 'food') {
    const { t, f } = of();
    const headers = { ...f.headers(module), ...(owner.token ? bearer(owner.token) : {}) };
    const g = owner.guest ? { guest_id: owner.guest } : {};
    const qs = owner.guest ? `?guest_id=${owner.guest}` : '';
    return {
      add: (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/customer/cart/add', headers, payload: { ...g, ...body } }),
      update: (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/customer/cart/update', headers, payload: { ...g, ...body } }),
      list: () => t.app.inject({ method: 'GET', url: `/api/v1/customer/cart/list${qs}`, headers }),
      removeItem: (cartId: number) => t.app.inject({ method: 'DELETE', url: `/api/v1/customer/cart/remove-item?cart_id=${cartId}${owner.guest ? `&guest_id=${owner.guest}` : ''}`, headers }),
      clear: () => t.app.inject({ method: 'DELETE', url: `/api/v1/customer/cart/remove${qs}`, headers }),
    };
  }

  /** A Dubai food item of the demo seed with these option groups, from an open store. */
  async function foodItem(groupName: string) {
    const { t, f } = of();
    const row = await t.db
      .selectFrom('items as i')
      .innerJoin('stores as s', 's.id', 'i.store_id')
      .innerJoin('item_food_variations as g', 'g.item_id', 'i.id')
      .select(['i.id', 'i.price', 'i.store_id'])
      .where('g.name', '=', groupName)
      .where('i.zone_id', 'in', f.dubai)
      .where('i.status', '=', 1).where('s.status', '=', 1).where('s.active', '=', 1)
      .where('i.available_time_starts', '=', '00:00').where('i.available_time_ends', '=', '23:59')
      .where('i.discount', '=', 0).where((eb) => eb.or([eb('s.discount', 'is', null), eb('s.discount', '=', 0)]))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('flash_sale_items as fi').select('fi.id').whereRef('fi.item_id', '=', 'i.id'))))
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const addOn = await t.db.selectFrom('item_add_ons as ia').innerJoin('add_ons as a', 'a.id', 'ia.add_on_id').select(['a.id', 'a.price'])
      .where('ia.item_id', '=', row.id).where('a.status', '=', 1).orderBy('a.id').executeTakeFirst();
    return { ...row, addOn };
  }

  /** A Dubai grocery item with variations and stock. */
  async function groceryItem() {
    const { t, f } = of();
    const row = await t.db
      .selectFrom('items as i')
      .innerJoin('stores as s', 's.id', 'i.store_id')
      .innerJoin('item_variations as v', 'v.item_id', 'i.id')
      .select(['i.id', 'i.store_id', 'v.type', 'v.price', 'v.stock'])
      .where('i.module_id', '=', f.modules.grocery!)
      .where('i.zone_id', 'in', f.dubai)
      .where('i.status', '=', 1).where('s.status', '=', 1).where('s.active', '=', 1)
      .where('v.stock', '>', 3)
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    return row;
  }

  /** Labels for the other required groups of an item, so that only `except` is under test. */
  async function otherRequired(itemId: number, except: string) {
    const { t } = of();
    const groups = await t.db.selectFrom('item_food_variations as g').innerJoin('item_food_variation_values as v', 'v.food_variation_id', 'g.id')
      .select(['g.name', 'g.min', 'v.label']).where('g.item_id', '=', itemId).where('g.required', '=', 1).where('g.name', '!=', except).orderBy('v.position').execute();
    const byName = new Map<string, { min: number; labels: string[] }>();
    for (const g of groups) byName.set(g.name, { min: g.min, labels: [...(byName.get(g.name)?.labels ?? []), g.label] });
    return [...byName].map(([name, g]) => ({ name, values: { label: g.labels.slice(0, Math.max(1, g.min)) } }));
  }
  return { guest, cart, foodItem, groceryItem, otherRequired };
}
