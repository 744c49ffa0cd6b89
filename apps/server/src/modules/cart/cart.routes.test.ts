import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { cartCalls, pizzaChoice, type Line } from './cart.test-calls.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
});
afterAll(() => t.close());

const { guest, cart, foodItem, groceryItem, otherRequired } = cartCalls(() => ({ t, f }));

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
