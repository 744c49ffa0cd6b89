import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { bearer, signUp } from '../../../test/accounts.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
});
afterAll(() => t.close());

type Line = { id: number; item_id: number; store_id: number; quantity: number; price: number; original_price: number; total_price: number; add_ons_price: number; discount_amount: number; variation: unknown[]; add_ons: { id: number; quantity: number }[] };

const guest = async () => (await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json().guest_id as string;

function cart(owner: { guest?: string; token?: string }, module = 'food') {
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

const pizzaChoice = (size = 'Large (12")', crust = 'Classic') => [
  { name: 'Size', values: { label: [size] } },
  { name: 'Crust', values: { label: [crust] } },
];

describe('cart lines priced by the server', () => {
  it('adds a food item with its variation and add-on, ignoring the price sent', async () => {
    const g = await guest();
    const pizza = await foodItem('Crust');
    const res = await cart({ guest: g }).add({
      item_id: pizza.id, quantity: 2, price: 0.01, variation: pizzaChoice(), add_on_ids: pizza.addOn ? [pizza.addOn.id] : [], add_on_qtys: pizza.addOn ? [3] : [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [line] = res.json() as Line[];
    const addOns = pizza.addOn ? (pizza.addOn.price * 3) / 100 : 0;
    expect(line).toMatchObject({ item_id: pizza.id, quantity: 2, price: (pizza.price + 900) / 100, add_ons_price: addOns });
    expect(line!.total_price).toBeCloseTo(((pizza.price + 900) * 2) / 100 + addOns, 5);
    expect((await cart({ guest: g }).list()).json()).toHaveLength(1);
  });

  it('applies a running store discount to the unit price and counts the saving', async () => {
    const g = await guest();
    const pizza = await foodItem('Crust');
    await t.db.updateTable('stores').set({ discount: 10, discount_type: 'percent', discount_start: null, discount_end: null }).where('id', '=', pizza.store_id).execute();
    try {
      const [line] = (await cart({ guest: g }).add({ item_id: pizza.id, quantity: 1, variation: pizzaChoice('Small (8")') })).json() as Line[];
      expect(line!.original_price).toBe(pizza.price / 100);
      expect(line!.price).toBe(Math.round(pizza.price * 0.9) / 100);
      expect(line!.discount_amount).toBeCloseTo((pizza.price - Math.round(pizza.price * 0.9)) / 100, 5);
    } finally {
      await t.db.updateTable('stores').set({ discount: null, discount_type: null }).where('id', '=', pizza.store_id).execute();
    }
  });

  it('answers the spec\'s variation texts', async () => {
    const c = cart({ guest: await guest() });
    const pizza = await foodItem('Crust');
    const missing = await c.add({ item_id: pizza.id, quantity: 1, variation: [{ name: 'Size', values: { label: ['Large (12")'] } }] });
    expect(missing.statusCode).toBe(422);
    expect(expectEnvelope(missing.json())[0]!.message).toBe('Variation Crust can not remain without selection.');

    const tooMany = await c.add({ item_id: pizza.id, quantity: 1, variation: [...pizzaChoice(), { name: 'Extra toppings', values: { label: ['Mushrooms', 'Black Olives', 'Jalapeños', 'Extra Mozzarella'] } }] });
    expect(tooMany.statusCode).toBe(422);
    expect(expectEnvelope(tooMany.json())[0]!.message).toBe('Selected variation named Extra toppings must be in between Minimum 0 and Maximum 3');

    const soldOut = await c.add({ item_id: pizza.id, quantity: 1, variation: [...pizzaChoice(), { name: 'Extra toppings', values: { label: ['Truffle Oil'] } }] });
    expect(soldOut.statusCode).toBe(422);
    expect(expectEnvelope(soldOut.json())[0]!.message).toBe('This variation is out of stock. Choose another variation to proceed further.');

    const sauces = await foodItem('Choose 2 sauces');
    const one = await c.add({ item_id: sauces.id, quantity: 1, variation: [{ name: 'Choose 2 sauces', values: { label: ['Tahini'] } }, ...await otherRequired(sauces.id, 'Choose 2 sauces')] });
    expect(expectEnvelope(one.json())[0]!.message).toBe('Selected variation named Choose 2 sauces must be in between Minimum 2 and Maximum 2');
    expect((await c.list()).json()).toEqual([]);
  });

  it('refuses unknown options, add-ons and bad quantities with 400', async () => {
    const c = cart({ guest: await guest() });
    const pizza = await foodItem('Crust');
    for (const body of [
      { item_id: pizza.id, quantity: 1, variation: [...pizzaChoice(), { name: 'Colour', values: { label: ['Red'] } }] },
      { item_id: pizza.id, quantity: 1, variation: pizzaChoice('Huge') },
      { item_id: pizza.id, quantity: 1, variation: pizzaChoice(), add_on_ids: [999999], add_on_qtys: [1] },
      { item_id: pizza.id, quantity: 1, variation: pizzaChoice(), add_on_ids: [1, 2], add_on_qtys: [1] },
      { item_id: pizza.id, quantity: 0, variation: pizzaChoice() },
      { item_id: pizza.id, quantity: 1, variation: pizzaChoice(), add_on_ids: [1], add_on_qtys: [-1] },
      { item_id: 'x', quantity: 1 },
    ]) {
      const res = await c.add(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expectEnvelope(res.json());
    }
    expect((await c.add({ item_id: 99999999, quantity: 1 })).statusCode).toBe(404);
  });

  it('stops non-food items at their stock ("Out of Stock") and every item at its maximum ("Out of Limits")', async () => {
    const c = cart({ guest: await guest() }, 'grocery');
    const item = await groceryItem();
    const ok = await c.add({ item_id: item.id, quantity: item.stock, variation: [{ type: item.type }] });
    expect(ok.statusCode, ok.body).toBe(200);
    const over = await c.add({ item_id: item.id, quantity: 1, variation: [{ type: item.type }] });
    expect(over.statusCode).toBe(422);
    expect(expectEnvelope(over.json())[0]!.message).toBe('Out of Stock');
    expect(((await c.list()).json() as Line[])[0]!.quantity).toBe(item.stock);

    const pizza = await foodItem('Crust');
    await t.db.updateTable('items').set({ maximum_cart_quantity: 3 }).where('id', '=', pizza.id).execute();
    const food = cart({ guest: await guest() });
    expect((await food.add({ item_id: pizza.id, quantity: 2, variation: pizzaChoice() })).statusCode).toBe(200);
    const limit = await food.add({ item_id: pizza.id, quantity: 1, variation: pizzaChoice('Small (8")') });
    expect(limit.statusCode).toBe(200);
    const beyond = await food.add({ item_id: pizza.id, quantity: 1, variation: pizzaChoice() });
    expect(expectEnvelope(beyond.json())[0]!.message).toBe('Out of Limits');
    await t.db.updateTable('items').set({ maximum_cart_quantity: null }).where('id', '=', pizza.id).execute();
  });

  it('refuses a campaign item (Order Now only)', async () => {
    const pizza = await foodItem('Crust');
    const res = await cart({ guest: await guest() }).add({ item_id: pizza.id, model: 'ItemCampaign', quantity: 1, variation: pizzaChoice() });
    expect(res.statusCode).toBe(422);
    expect(expectEnvelope(res.json())[0]!.message).toBe('Campaign items can only be ordered with Order Now.');
  });
});

/** Labels for the other required groups of an item, so that only `except` is under test. */
async function otherRequired(itemId: number, except: string) {
  const groups = await t.db.selectFrom('item_food_variations as g').innerJoin('item_food_variation_values as v', 'v.food_variation_id', 'g.id')
    .select(['g.name', 'g.min', 'v.label']).where('g.item_id', '=', itemId).where('g.required', '=', 1).where('g.name', '!=', except).orderBy('v.position').execute();
  const byName = new Map<string, { min: number; labels: string[] }>();
  for (const g of groups) byName.set(g.name, { min: g.min, labels: [...(byName.get(g.name)?.labels ?? []), g.label] });
  return [...byName].map(([name, g]) => ({ name, values: { label: g.labels.slice(0, Math.max(1, g.min)) } }));
}

describe('one store per cart', () => {
  it('answers 409 different_store for another store\'s item and changes nothing; clearing lets it in', async () => {
    const c = cart({ guest: await guest() });
    const pizza = await foodItem('Crust');
    const other = await foodItem('Patty');
    expect(other.store_id).not.toBe(pizza.store_id);
    await c.add({ item_id: pizza.id, quantity: 1, variation: pizzaChoice() });
    const res = await c.add({ item_id: other.id, quantity: 1, variation: await otherRequired(other.id, '') });
    expect(res.statusCode).toBe(409);
    expect(expectEnvelope(res.json())[0]!.code).toBe('different_store');
    expect(((await c.list()).json() as Line[]).map((l) => l.item_id)).toEqual([pizza.id]);

    expect((await c.clear()).json()).toEqual({ message: 'Cart item remove successfully' });
    const after = await c.add({ item_id: other.id, quantity: 1, variation: await otherRequired(other.id, '') });
    expect(after.statusCode, after.body).toBe(200);
    expect((after.json() as Line[]).map((l) => l.item_id)).toEqual([other.id]);
  });
});

describe('lines belong to their owner', () => {
  it('answers 404 for another owner\'s cart_id on update and remove', async () => {
    const mine = cart({ guest: await guest() });
    const theirs = cart({ guest: await guest() });
    const pizza = await foodItem('Crust');
    const [line] = (await mine.add({ item_id: pizza.id, quantity: 1, variation: pizzaChoice() })).json() as Line[];
    expect((await theirs.update({ cart_id: line!.id, quantity: 5, variation: pizzaChoice() })).statusCode).toBe(404);
    expect((await theirs.removeItem(line!.id)).statusCode).toBe(404);
    const customer = await signUp(t.app);
    expect((await cart({ token: customer.token }).removeItem(line!.id)).statusCode).toBe(404);
    expect(((await mine.list()).json() as Line[])[0]!.quantity).toBe(1);
  });

  it('lists nothing for a caller without any identity yet, and otherwise needs a token or a guest id this server issued', async () => {
    // A client asks for its cart before auth/guest/request has answered: nobody can have lines yet.
    for (const q of ['', '?guest_id=', '?guest_id=null', '?guest_id=undefined', '?guest_id=undefined&colour=red']) {
      const noOne = await t.app.inject({ method: 'GET', url: `/api/v1/customer/cart/list${q}`, headers: f.headers('food') });
      expect([noOne.statusCode, noOne.json()], q).toEqual([200, []]);
    }
    const item = await foodItem('Crust');
    for (const guest_id of [undefined, '', null, 'undefined']) {
      const add = await t.app.inject({ method: 'POST', url: '/api/v1/customer/cart/add', headers: f.headers('food'), payload: { item_id: item.id, quantity: 1, guest_id } });
      expect(add.statusCode, `${guest_id}: ${add.body}`).toBe(401);
    }
    const forged = await t.app.inject({ method: 'GET', url: '/api/v1/customer/cart/list?guest_id=AAAAAAAAAAAAAAAAAAAAAAAA', headers: f.headers('food') });
    expect(forged.statusCode).toBe(401);
    const expired = await t.app.inject({ method: 'GET', url: '/api/v1/customer/cart/list', headers: { ...f.headers('food'), ...bearer('x'.repeat(43)) } });
    expect(expired.statusCode).toBe(401);
  });
});

describe('update and remove', () => {
  it('updates a line, merging it into an equal one, and removes lines', async () => {
    const c = cart({ guest: await guest() });
    const pizza = await foodItem('Crust');
    await c.add({ item_id: pizza.id, quantity: 1, variation: pizzaChoice('Small (8")') });
    const two = (await c.add({ item_id: pizza.id, quantity: 2, variation: pizzaChoice() })).json() as Line[];
    expect(two).toHaveLength(2);
    const small = two.find((l) => l.price === pizza.price / 100)!;
    const merged = (await c.update({ cart_id: small.id, quantity: 3, variation: pizzaChoice() })).json() as Line[];
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ quantity: 5, price: (pizza.price + 900) / 100 });
    const bad = await c.update({ cart_id: merged[0]!.id, quantity: 1, variation: [{ name: 'Size', values: { label: ['Large (12")'] } }] });
    expect(expectEnvelope(bad.json())[0]!.message).toBe('Variation Crust can not remain without selection.');
    expect(((await c.list()).json() as Line[])[0]!.quantity).toBe(5);
    expect((await c.removeItem(merged[0]!.id)).json()).toEqual([]);
    expect((await c.removeItem(merged[0]!.id)).statusCode).toBe(404);
  });
});

describe('the answer to an add', () => {
  it('equals a fresh read of the cart: a new line, the same line again, another item of the store', async () => {
    const c = cart({ guest: await guest() });
    const pizza = await foodItem('Crust');
    const other = await t.db.selectFrom('items as i').select('i.id')
      .where('i.store_id', '=', pizza.store_id).where('i.id', '!=', pizza.id).where('i.status', '=', 1)
      .where('i.available_time_starts', '=', '00:00').where('i.available_time_ends', '=', '23:59')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('item_food_variations as g').select('g.id').whereRef('g.item_id', '=', 'i.id').where('g.required', '=', 1))))
      .orderBy('i.id').executeTakeFirst();
    const adds = [
      { item_id: pizza.id, quantity: 1, variation: pizzaChoice('Small (8")') },
      { item_id: pizza.id, quantity: 2, variation: pizzaChoice() },
      { item_id: pizza.id, quantity: 1, variation: pizzaChoice('Small (8")') },
      ...(other ? [{ item_id: other.id, quantity: 1 }] : []),
    ];
    for (const body of adds) {
      const res = await c.add(body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual((await c.list()).json());
    }
    expect((await c.list()).json()).toHaveLength(other ? 3 : 2);
  });
});

describe('guest to customer', () => {
  it('moves the guest\'s cart on sign-in, merging equal lines with summed quantities', async () => {
    const g = await guest();
    const pizza = await foodItem('Crust');
    const customer = await signUp(t.app);
    await cart({ token: customer.token }).add({ item_id: pizza.id, quantity: 2, variation: pizzaChoice() });
    await cart({ guest: g }).add({ item_id: pizza.id, quantity: 3, variation: pizzaChoice() });
    await cart({ guest: g }).add({ item_id: pizza.id, quantity: 1, variation: pizzaChoice('Small (8")') });

    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email_or_phone: customer.user.email, password: customer.password, guest_id: g } });
    expect(login.statusCode).toBe(200);
    const lines = (await cart({ token: login.json().token }).list()).json() as Line[];
    expect(lines.map((l) => l.quantity).sort()).toEqual([1, 5]);
    expect((await cart({ guest: g }).list()).json()).toEqual([]);
  });

  it('moves a guest\'s cart on sign-up', async () => {
    const g = await guest();
    const pizza = await foodItem('Crust');
    await cart({ guest: g }).add({ item_id: pizza.id, quantity: 2, variation: pizzaChoice() });
    const customer = await signUp(t.app, { guest_id: g });
    expect(((await cart({ token: customer.token }).list()).json() as Line[]).map((l) => [l.item_id, l.quantity])).toEqual([[pizza.id, 2]]);
  });
});

describe('racing adds', () => {
  it('two simultaneous adds of the same line end as one line with the summed quantity', async () => {
    const c = cart({ guest: await guest() });
    const pizza = await foodItem('Crust');
    const body = { item_id: pizza.id, quantity: 2, variation: pizzaChoice() };
    const results = await Promise.all([c.add(body), c.add(body), c.add(body)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const lines = (await c.list()).json() as Line[];
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(6);
  });
});
