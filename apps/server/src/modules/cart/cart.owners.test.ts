import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { bearer, signUp } from '../../../test/accounts.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { cartCalls, pizzaChoice, type Line } from './cart.test-calls.js';

/** Whose a cart's lines are, how they change, and what an add answers. */
let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
});
afterAll(() => t.close());

const { guest, cart, foodItem } = cartCalls(() => ({ t, f }));

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
