import { describe, expect, it } from 'vitest';
import type { ConsoleItem, ConsoleItemRow } from '@storefront/contract';
import { auditOf, menuApp, newItem } from '../../../test/menu.js';

const w = menuApp();
const items = (storeId: number) => `stores/${storeId}/items`;

describe('the quick switches of the menu list', () => {
  it('set the stock and switch an item off and on, each a new version and an audit entry', async () => {
    const { grocery, ok, t } = w;
    const item = await ok('POST', items(grocery.storeId), newItem(grocery.categoryId, 'Dates Box', { stock: 12 }));
    const stocked = await ok<ConsoleItemRow>('PUT', `${items(grocery.storeId)}/${item.id}/stock`, { stock: 3, version: 1 });
    expect(stocked).toMatchObject({ id: item.id, stock: 3, active: true, version: 2, has_variations: false, name: 'Dates Box' });
    const off = await ok<ConsoleItemRow>('PUT', `${items(grocery.storeId)}/${item.id}/active`, { active: false, version: 2 });
    expect(off).toMatchObject({ active: false, stock: 3, version: 3 });
    // Asking for what the item already is changes nothing.
    expect(await ok<ConsoleItemRow>('PUT', `${items(grocery.storeId)}/${item.id}/active`, { active: false, version: 3 })).toMatchObject({ version: 3 });
    expect((await auditOf(t, item.id)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['items.create', null, expect.objectContaining({ stock: 12, version: 1 })],
      ['stock.update', { stock: 12, version: 1 }, { stock: 3, version: 2 }],
      ['items.active', { active: true, version: 2 }, { active: false, version: 3 }],
    ]);
  });

  it('refuse an older version with 409 and the item as it is now', async () => {
    const { grocery, ok, staff } = w;
    const item = await ok('POST', items(grocery.storeId), newItem(grocery.categoryId, 'Green Tea', { stock: 4 }));
    await ok('PUT', `${items(grocery.storeId)}/${item.id}/active`, { active: false, version: 1 });
    const stale = await staff.call('PUT', `${items(grocery.storeId)}/${item.id}/stock`, { stock: 50, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ changed: ['active'], current: { id: item.id, version: 2, stock: 4, active: false } });
    expect((await ok('GET', `${items(grocery.storeId)}/${item.id}`)).stock).toBe(4);
  });

  it('let one of two racing saves of the same version through; the other answers 409', async () => {
    const { grocery, ok, staff, t } = w;
    const item = await ok('POST', items(grocery.storeId), newItem(grocery.categoryId, 'Racing Rice', { stock: 10 }));
    const answers = await Promise.all([
      staff.call('PUT', `${items(grocery.storeId)}/${item.id}/stock`, { stock: 1, version: 1 }),
      staff.call('PUT', `${items(grocery.storeId)}/${item.id}`, { version: 1, price: 99 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const now = await ok('GET', `${items(grocery.storeId)}/${item.id}`);
    expect(now.version).toBe(2);
    expect(await auditOf(t, item.id)).toHaveLength(2);
  });

  it('refuse a stock for a food item or an item with variations (422)', async () => {
    const { food, grocery, ok, staff } = w;
    const meal = await ok('POST', items(food.storeId), newItem(food.categoryId, 'Falafel Wrap'));
    const tee = await ok('POST', items(grocery.storeId), newItem(grocery.categoryId, 'Linen Tee', { variations: [{ type: 'S', price: 10, stock: 2 }] }));
    const foodStock = await staff.call('PUT', `${items(food.storeId)}/${meal.id}/stock`, { stock: 5, version: 1 });
    expect([foodStock.statusCode, foodStock.json().errors[0].code]).toEqual([422, 'stock_not_kept']);
    const variationStock = await staff.call('PUT', `${items(grocery.storeId)}/${tee.id}/stock`, { stock: 5, version: 1 });
    expect([variationStock.statusCode, variationStock.json().errors[0].code]).toEqual([422, 'stock_of_variations']);
  });
});

describe('the storefront after a console change', () => {
  it('shows a new stock, price or switch at once, in item details and the store\'s item list, however recently they were asked for', async () => {
    const { f, grocery, ok } = w;
    const item = await ok<ConsoleItem>('POST', items(grocery.storeId), newItem(grocery.categoryId, 'Saffron Threads', { stock: 6 }));
    const details = async () => f.get(`items/details/${item.id}`, f.headers('grocery'));
    const storeList = async () => (await f.get(`items/latest?store_id=${grocery.storeId}&limit=50`, f.headers('grocery'))).json().products as { id: number; price: number; stock: number }[];
    const listed = async () => (await storeList()).find((p) => p.id === item.id);
    expect((await details()).json()).toMatchObject({ stock: 6, price: 12.5 });
    expect(await listed()).toMatchObject({ stock: 6, price: 12.5 });

    await ok('PUT', `${items(grocery.storeId)}/${item.id}/stock`, { stock: 0, version: 1 });
    expect((await details()).json()).toMatchObject({ stock: 0 });
    expect(await listed()).toMatchObject({ stock: 0 });

    await ok('PUT', `${items(grocery.storeId)}/${item.id}`, { version: 2, price: 9.75 });
    expect((await details()).json()).toMatchObject({ price: 9.75, discounted_price: 9.75 });
    expect(await listed()).toMatchObject({ price: 9.75 });

    await ok('PUT', `${items(grocery.storeId)}/${item.id}/active`, { active: false, version: 3 });
    expect((await details()).statusCode).toBe(404);
    expect(await listed()).toBeUndefined();
  });

  it('finds a new item\'s name in every language by search at once', async () => {
    const { f, grocery, ok } = w;
    const item = await ok<ConsoleItem>('POST', items(grocery.storeId), newItem(grocery.categoryId, 'Quokkaberry Jam', {
      name: { en: 'Quokkaberry Jam', ar: 'مربى كوكابيري', fr: 'Confiture quokkabérie' },
    }));
    for (const [word, lang] of [['quokkaberry', 'en'], ['كوكابيري', 'ar'], ['quokkaberie', 'fr']] as const) {
      const found = (await f.get(`items/search?name=${encodeURIComponent(word)}`, f.headers('grocery', f.dubai, { 'X-localization': lang }))).json();
      expect(found.products.map((p: { id: number }) => p.id), word).toContain(item.id);
    }
  });
});
