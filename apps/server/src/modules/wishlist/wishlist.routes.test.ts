import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WISHLIST_TEXTS, type Wishlist } from '@storefront/contract';
import { bearer, signUp } from '../../../test/accounts.js';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { Clock } from '../../lib/clock.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
const clock = new Clock(SEED_NOW);

beforeAll(async () => {
  t = await createTestApp({}, clock);
  f = await catalogFixture(t);
});
afterAll(() => t.close());

const customer = async () => (await signUp(t.app)).token;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: { ...(token ? bearer(token) : {}), ...headers } });
const add = (token: string, target: string) => call('POST', `customer/wish-list/add?${target}`, token);
const remove = (token: string, target: string) => call('DELETE', `customer/wish-list/remove?${target}`, token);
const wishlist = async (token: string, headers: Record<string, string> = {}) => {
  const res = await call('GET', 'customer/wish-list', token, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Wishlist;
};

/** Shown items of a module in these zones, by id. */
const itemsOf = (module: string, zoneIds: number[]) => t.db.selectFrom('items as i').innerJoin('stores as s', 's.id', 'i.store_id')
  .select(['i.id', 'i.store_id', 'i.category_id']).where('i.module_id', '=', f.modules[module]!).where('i.zone_id', 'in', zoneIds)
  .where('i.status', '=', 1).where('s.status', '=', 1).orderBy('i.id').execute();
const storesOf = (module: string, zoneIds: number[]) => t.db.selectFrom('stores').select('id')
  .where('module_id', '=', f.modules[module]!).where('zone_id', 'in', zoneIds).where('status', '=', 1).orderBy('id').execute();
const rowsOf = async (itemId: number) =>
  Number((await t.db.selectFrom('wishlists').select((eb) => eb.fn.countAll<number>().as('n')).where('item_id', '=', itemId).executeTakeFirstOrThrow()).n);
const countOf = async (itemId: number) => (await t.db.selectFrom('items').select('wishlist_count').where('id', '=', itemId).executeTakeFirstOrThrow()).wishlist_count;

describe('adding and removing', () => {
  it('keeps an item once however often it is added, and counts its wishers', async () => {
    const [item] = await itemsOf('grocery', f.dubai);
    const [me, other] = [await customer(), await customer()];
    for (let i = 0; i < 2; i++) {
      const res = await add(me, `item_id=${item!.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'Added to wishlist', wishlist_count: 1 });
    }
    expect(await rowsOf(item!.id)).toBe(1);
    expect((await add(other, `item_id=${item!.id}`)).json()).toEqual({ message: WISHLIST_TEXTS.added, wishlist_count: 2 });
    expect(await countOf(item!.id)).toBe(await rowsOf(item!.id));
  });

  it('removes an item; removing what is not kept answers 200 and changes nothing', async () => {
    const item = (await itemsOf('grocery', f.dubai))[1]!;
    const me = await customer();
    await add(me, `item_id=${item.id}`);
    const before = await countOf(item.id);
    const res = await remove(me, `item_id=${item.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Removed from wishlist', wishlist_count: before - 1 });
    const again = await remove(me, `item_id=${item.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: WISHLIST_TEXTS.removed, wishlist_count: before - 1 });
    expect(await countOf(item.id)).toBe(await rowsOf(item.id));
    expect((await wishlist(me)).item).toEqual([]);
  });

  it('keeps and removes stores, without a wishlist_count', async () => {
    const [store] = await storesOf('food', f.dubai);
    const me = await customer();
    const res = await add(me, `store_id=${store!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: WISHLIST_TEXTS.added });
    await add(me, `store_id=${store!.id}`);
    expect((await wishlist(me)).store.map((s) => s.id)).toEqual([store!.id]);
    expect((await remove(me, `store_id=${store!.id}`)).json()).toEqual({ message: WISHLIST_TEXTS.removed });
    expect((await wishlist(me)).store).toEqual([]);
  });

  it('answers 404 for an unknown or hidden item or store', async () => {
    const me = await customer();
    const [item, hidden] = (await itemsOf('grocery', f.dubai)).slice(2, 4);
    const [store] = await storesOf('grocery', f.dubai);
    await t.db.updateTable('items').set({ status: 0 }).where('id', '=', hidden!.id).execute();
    const ofClosedStore = (await itemsOf('pharmacy', f.dubai))[0]!;
    await t.db.updateTable('stores').set({ status: 0 }).where('id', '=', ofClosedStore.store_id).execute();
    try {
      for (const [target, message] of [
        ['item_id=999999', 'Item not found'], [`item_id=${hidden!.id}`, 'Item not found'], [`item_id=${ofClosedStore.id}`, 'Item not found'],
        ['store_id=999999', 'Store not found'], [`store_id=${ofClosedStore.store_id}`, 'Store not found'],
      ] as const) {
        const res = await add(me, target);
        expect(res.statusCode, target).toBe(404);
        expect(expectEnvelope(res.json())[0]!.message).toBe(message);
      }
      expect((await add(me, `item_id=${item!.id}`)).statusCode).toBe(200);
      expect((await add(me, `store_id=${store!.id}`)).statusCode).toBe(200);
      expect(await t.db.selectFrom('wishlists').select('item_id').where('item_id', 'in', [hidden!.id, ofClosedStore.id]).execute()).toEqual([]);
    } finally {
      await t.db.updateTable('items').set({ status: 1 }).where('id', '=', hidden!.id).execute();
      await t.db.updateTable('stores').set({ status: 1 }).where('id', '=', ofClosedStore.store_id).execute();
    }
  });

  it('answers 400 unless exactly one of item_id and store_id is sent', async () => {
    const me = await customer();
    for (const [method, url] of [['POST', 'add'], ['POST', 'add?item_id=1&store_id=1'], ['DELETE', 'remove'], ['DELETE', 'remove?item_id=1&store_id=1']] as const) {
      const res = await call(method, `customer/wish-list/${url}`, me);
      expect(res.statusCode, url).toBe(400);
      expect(expectEnvelope(res.json())[0]!.message, url).toBe(WISHLIST_TEXTS.one_target);
    }
    expect((await add(me, 'item_id=abc')).statusCode).toBe(400);
  });

  it('answers 401 "You are not logged in" to a guest', async () => {
    for (const [method, url] of [['GET', 'customer/wish-list'], ['POST', 'customer/wish-list/add?item_id=1'], ['DELETE', 'customer/wish-list/remove'],
      ['GET', 'customer/suggested-items']] as const) {
      const res = await call(method, url, null, f.headers('grocery'));
      expect(res.statusCode, url).toBe(401);
      expect(expectEnvelope(res.json())[0]!.message).toBe('You are not logged in');
    }
  });

  it('keeps wishlist_count equal to the rows under 50 adds and removes at once', async () => {
    const [a, b] = (await itemsOf('grocery', f.dubai)).slice(4, 6);
    const people = await Promise.all(Array.from({ length: 5 }, () => customer()));
    for (const p of people.slice(0, 3)) await add(p, `item_id=${a!.id}`);
    // Every customer sends five calls for the same item: adds and removes of one row race each other too.
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => {
      const target = `item_id=${(i % 2 === 0 ? a : b)!.id}`;
      return i % 3 === 0 ? remove(people[i % 5]!, target) : add(people[i % 5]!, target);
    }));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    for (const item of [a!, b!]) {
      expect(await rowsOf(item.id)).toBeGreaterThan(0);
      expect(await countOf(item.id)).toBe(await rowsOf(item.id));
    }
    // And back to nothing, all at once again.
    await Promise.all(people.flatMap((p) => [a!, b!].flatMap((item) => [remove(p, `item_id=${item.id}`), remove(p, `item_id=${item.id}`)])));
    expect([await countOf(a!.id), await countOf(b!.id), await rowsOf(a!.id), await rowsOf(b!.id)]).toEqual([0, 0, 0, 0]);
  });
});

describe('the wishlist', () => {
  it('shows the wished items and stores as cards, newest first, with their wishlist_count', async () => {
    const me = await customer();
    const [first, second] = (await itemsOf('grocery', f.dubai)).slice(6, 8);
    const [store] = await storesOf('grocery', f.dubai);
    try {
      await add(me, `item_id=${second!.id}`);
      clock.set(new Date(SEED_NOW.getTime() + 60_000));
      await add(me, `store_id=${store!.id}`);
      await add(me, `item_id=${first!.id}`);
      // Adding again keeps the first time.
      clock.set(new Date(SEED_NOW.getTime() + 120_000));
      await add(me, `item_id=${second!.id}`);
    } finally {
      clock.set(SEED_NOW);
    }
    const list = await wishlist(me, f.headers('grocery'));
    expect(list.item.map((i) => i.id)).toEqual([first!.id, second!.id]);
    expect(list.item[0]).toMatchObject({ id: first!.id, store_id: first!.store_id, wishlist_count: await countOf(first!.id) });
    expect(list.item[0]!.wishlist_count).toBeGreaterThan(0);
    expect(typeof list.item[0]!.name).toBe('string');
    expect(list.store.map((s) => s.id)).toEqual([store!.id]);
    expect(list.store[0]!.name).toBeTruthy();
  });

  it('narrows to the zoneId and moduleId headers, and shows every zone without zoneId', async () => {
    const me = await customer();
    const grocery = (await itemsOf('grocery', f.dubai))[8]!;
    const food = (await itemsOf('food', f.dubai))[0]!;
    const sharjah = (await itemsOf('grocery', f.sharjah))[0]!;
    const [foodStore] = await storesOf('food', f.dubai);
    for (const target of [`item_id=${grocery.id}`, `item_id=${food.id}`, `item_id=${sharjah.id}`, `store_id=${foodStore!.id}`]) {
      expect((await add(me, target)).statusCode).toBe(200);
    }
    const ids = (w: Wishlist) => ({ item: w.item.map((i) => i.id).sort(), store: w.store.map((s) => s.id) });
    expect(ids(await wishlist(me, f.headers('grocery')))).toEqual({ item: [grocery.id], store: [] });
    expect(ids(await wishlist(me, f.headers('food')))).toEqual({ item: [food.id], store: [foodStore!.id] });
    expect(ids(await wishlist(me, f.headers(null)))).toEqual({ item: [grocery.id, food.id].sort(), store: [foodStore!.id] });
    expect(ids(await wishlist(me, f.headers('grocery', f.sharjah)))).toEqual({ item: [sharjah.id], store: [] });
    expect(ids(await wishlist(me))).toEqual({ item: [grocery.id, food.id, sharjah.id].sort(), store: [foodStore!.id] });
    expect(ids(await wishlist(me, { moduleId: String(f.modules.grocery) }))).toEqual({ item: [grocery.id, sharjah.id].sort(), store: [] });
    expect((await call('GET', 'customer/wish-list', me, { zoneId: 'nope' })).statusCode).toBe(400);
  });

  it('leaves hidden items and stores out but keeps their rows', async () => {
    const me = await customer();
    const item = (await itemsOf('grocery', f.dubai))[9]!;
    const [, store] = await storesOf('food', f.dubai);
    await add(me, `item_id=${item.id}`);
    await add(me, `store_id=${store!.id}`);
    await t.db.updateTable('items').set({ status: 0 }).where('id', '=', item.id).execute();
    await t.db.updateTable('stores').set({ status: 0 }).where('id', '=', store!.id).execute();
    // Cards are kept LIST_TTL_MS like the lists': a new clock epoch stands for that time passing.
    clock.set(SEED_NOW);
    try {
      expect(await wishlist(me)).toEqual({ item: [], store: [] });
      expect(await rowsOf(item.id)).toBe(1);
    } finally {
      await t.db.updateTable('items').set({ status: 1 }).where('id', '=', item.id).execute();
      await t.db.updateTable('stores').set({ status: 1 }).where('id', '=', store!.id).execute();
    }
    clock.set(SEED_NOW);
    const back = await wishlist(me);
    expect([back.item.map((i) => i.id), back.store.map((s) => s.id)]).toEqual([[item.id], [store!.id]]);
  });
});

describe('the wishlist at scale', () => {
  /** A new customer's wishlist of `n` grocery items and `n` grocery stores: the statements one call ran (after a first call, which may touch the token). */
  async function statementsFor(n: number): Promise<number> {
    const me = await customer();
    const items = (await itemsOf('grocery', f.dubai)).slice(10, 10 + n);
    const stores = (await storesOf('grocery', f.dubai)).slice(0, n);
    expect([items.length, stores.length]).toEqual([n, n]);
    for (const target of [...items.map((i) => `item_id=${i.id}`), ...stores.map((s) => `store_id=${s.id}`)]) expect((await add(me, target)).statusCode).toBe(200);
    await wishlist(me, f.headers('grocery'));
    // Every statement goes through the executor: the builders' and the prepared ones run on the database object.
    const spy = vi.spyOn(t.db.getExecutor(), 'executeQuery');
    try {
      const list = await wishlist(me, f.headers('grocery'));
      expect([list.item.length, list.store.length]).toEqual([n, n]);
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  it('asks as many statements for five wished items and stores as for one', async () => {
    expect(await statementsFor(5)).toBe(await statementsFor(1));
  });

  it('shows an add or a remove made elsewhere at once, though its cards are kept', async () => {
    const me = await customer();
    const { id: userId } = await t.db.selectFrom('personal_access_tokens').select('user_id as id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const [first, second] = (await itemsOf('food', f.dubai)).slice(20, 22);
    await add(me, `item_id=${first!.id}`);
    expect((await wishlist(me)).item.map((i) => i.id)).toEqual([first!.id]);
    // Another instance's add: a row this instance never saw written.
    await t.db.insertInto('wishlists').values({ user_id: userId, item_id: second!.id, store_id: null, created_at: new Date(SEED_NOW.getTime() + 60_000).toISOString() }).execute();
    expect((await wishlist(me)).item.map((i) => i.id)).toEqual([second!.id, first!.id]);
    await t.db.deleteFrom('wishlists').where('user_id', '=', userId).where('item_id', '=', first!.id).execute();
    expect((await wishlist(me)).item.map((i) => i.id)).toEqual([second!.id]);
  });
});
