import { describe, expect, it } from 'vitest';
import type { ConsoleItemConflict } from '@storefront/contract';
import { auditOf, menuApp, newItem } from '../../../test/menu.js';
import { staffSession } from '../../../test/staff.js';

const w = menuApp();
const items = (storeId: number) => `stores/${storeId}/items`;

describe('the console item editor', () => {
  it('creates a food item with names and descriptions in three languages, option groups and add-ons, audited as items.create', async () => {
    const { food, ok, t } = w;
    const created = await ok('POST', items(food.storeId), newItem(food.categoryId, 'Saffron Rice Bowl', {
      description: { en: 'Rice with saffron', ar: 'أرز بالزعفران', fr: 'Riz au safran' },
      discount: 10, discount_type: 'percent', maximum_cart_quantity: 5, available_time_starts: '11:00', available_time_ends: '22:30', veg: true, is_halal: true,
      food_variations: [
        { name: 'Size', type: 'single', min: 1, max: 1, required: true, options: [{ label: 'Regular', price: 0 }, { label: 'Large', price: 4.5 }] },
        { name: 'Extras', type: 'multi', min: 0, max: 2, required: false, options: [{ label: 'Egg', price: 2, stock: null }, { label: 'Nuts', price: 1.25, stock: 8 }, { label: 'Raisins', price: 1 }, { label: 'Dates', price: 1, stock: 0 }] },
      ],
      add_on_ids: food.addOnIds.slice(0, 2),
    }));
    expect(created).toMatchObject({
      version: 1, store_id: food.storeId, price: 12.5, discount: 10, discount_type: 'percent', maximum_cart_quantity: 5, veg: true, is_halal: true, organic: false,
      name: { en: 'Saffron Rice Bowl', ar: 'Saffron Rice Bowl بالعربية', fr: 'Saffron Rice Bowl en français' },
      description: { en: 'Rice with saffron', ar: 'أرز بالزعفران', fr: 'Riz au safran' },
      available_time_starts: '11:00', available_time_ends: '22:30', active: true, stock: 0, variations: [], add_on_ids: food.addOnIds.slice(0, 2), images: [],
    });
    // null is no limit (as the editor sends an empty stock), 0 is none left: the request's type coercion changes neither.
    expect(created.food_variations[1]!.options).toEqual([{ label: 'Egg', price: 2, stock: null }, { label: 'Nuts', price: 1.25, stock: 8 }, { label: 'Raisins', price: 1, stock: null }, { label: 'Dates', price: 1, stock: 0 }]);
    expect(await ok('GET', `${items(food.storeId)}/${created.id}`)).toEqual(created);
    // The storefront reads the same rows: its card in Arabic, with the groups and add-ons.
    const card = (await w.f.get(`items/details/${created.id}`, w.f.headers('food', w.f.dubai, { 'X-localization': 'ar' }))).json();
    expect(card).toMatchObject({ name: 'Saffron Rice Bowl بالعربية', description: 'أرز بالزعفران', price: 12.5 });
    expect(card.food_variations.map((g: { name: string }) => g.name)).toEqual(['Size', 'Extras']);
    expect(card.add_ons.map((a: { id: number }) => a.id)).toEqual(food.addOnIds.slice(0, 2));
    const [entry] = await auditOf(t, created.id);
    expect(entry).toMatchObject({ action: 'items.create', operator_id: w.staff.id, store_id: food.storeId, before: null });
    expect(entry!.after).toMatchObject({ version: 1, price: 12.5, name: created.name, add_on_ids: created.add_on_ids });
  });

  it('creates a grocery item with variations, whose stock is theirs', async () => {
    const { grocery, ok } = w;
    const created = await ok('POST', items(grocery.storeId), newItem(grocery.categoryId, 'Cotton Tee', {
      stock: 999, organic: true, variations: [{ type: 'Red-M', price: 20, stock: 3 }, { type: 'Red-L', price: 22.75, stock: 4 }],
    }));
    expect(created).toMatchObject({ stock: 7, organic: true, variations: [{ type: 'Red-M', price: 20, stock: 3 }, { type: 'Red-L', price: 22.75, stock: 4 }] });
    const card = (await w.f.get(`items/details/${created.id}`, w.f.headers('grocery'))).json();
    expect(card.variations).toEqual([{ type: 'Red-M', price: 20, stock: 3 }, { type: 'Red-L', price: 22.75, stock: 4 }]);
  });

  it('saves only the fields sent, raises the version and audits the changed fields before and after', async () => {
    const { grocery, ok, t } = w;
    const item = await ok('POST', items(grocery.storeId), newItem(grocery.categoryId, 'Olive Oil', { stock: 5 }));
    const saved = await ok('PUT', `${items(grocery.storeId)}/${item.id}`, {
      version: 1, price: 15, name: { en: 'Olive Oil', ar: 'زيت زيتون', fr: '' }, variations: [{ type: '500ml', price: 15, stock: 2 }, { type: '1L', price: 27, stock: 6 }],
    });
    expect(saved).toMatchObject({ version: 2, price: 15, stock: 8, name: { en: 'Olive Oil', ar: 'زيت زيتون', fr: '' }, description: item.description, category_id: item.category_id });
    const [, entry] = await auditOf(t, item.id);
    expect(entry).toMatchObject({ action: 'items.update', before: { version: 1, price: 12.5, stock: 5 }, after: { version: 2, price: 15, stock: 8 } });
    expect(Object.keys(entry!.after).sort()).toEqual(['name', 'price', 'stock', 'variations', 'version']);
    // French falls back to the English name on the storefront.
    expect((await w.f.get(`items/details/${item.id}`, w.f.headers('grocery', w.f.dubai, { 'X-localization': 'fr' }))).json().name).toBe('Olive Oil');
    // The same values again change nothing: no new version, no entry.
    const again = await ok('PUT', `${items(grocery.storeId)}/${item.id}`, { version: 2, price: 15 });
    expect(again.version).toBe(2);
    expect(await auditOf(t, item.id)).toHaveLength(2);
  });

  it('refuses a save of an older version with 409, the item now and the fields changed since, and keeps the item as it was', async () => {
    const { grocery, ok, staff, t } = w;
    const item = await ok('POST', items(grocery.storeId), newItem(grocery.categoryId, 'Basmati Rice', { stock: 9 }));
    await ok('PUT', `${items(grocery.storeId)}/${item.id}`, { version: 1, price: 30 });
    await ok('PUT', `${items(grocery.storeId)}/${item.id}/stock`, { version: 2, stock: 4 });
    const stale = await staff.call('PUT', `${items(grocery.storeId)}/${item.id}`, { version: 1, discount: 5, organic: true });
    expect(stale.statusCode).toBe(409);
    const body = stale.json() as ConsoleItemConflict;
    expect(body.errors[0]!.code).toBe('stale_version');
    expect(body.changed).toEqual(['price', 'stock']);
    expect(body.current).toMatchObject({ id: item.id, version: 3, price: 30, stock: 4, organic: false, discount: 0 });
    expect(await auditOf(t, item.id)).toHaveLength(3);
    // Saved again from the version it now has, it goes through.
    expect((await ok('PUT', `${items(grocery.storeId)}/${item.id}`, { version: 3, discount: 5, organic: true })).version).toBe(4);
  });

  it('checks the item\'s rules, naming the field', async () => {
    const { food, grocery, staff } = w;
    const refused = async (storeId: number, body: unknown, field: string) => {
      const res = await staff.call('POST', items(storeId), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].code).toBe(field);
    };
    await refused(grocery.storeId, newItem(food.categoryId, 'Wrong module'), 'category_id');
    await refused(grocery.storeId, newItem(grocery.categoryId, 'Too cheap', { discount: 20, discount_type: 'amount', price: 10 }), 'discount');
    await refused(grocery.storeId, newItem(grocery.categoryId, 'Cents', { price: 1.234 }), 'price');
    await refused(grocery.storeId, newItem(grocery.categoryId, 'Twice', { variations: [{ type: 'A', price: 1, stock: 1 }, { type: 'a', price: 2, stock: 1 }] }), 'variations.1');
    await refused(grocery.storeId, newItem(grocery.categoryId, 'Groups', { food_variations: [{ name: 'S', type: 'single', min: 1, max: 1, required: true, options: [{ label: 'x', price: 0 }] }] }), 'food_variations');
    await refused(food.storeId, newItem(food.categoryId, 'Variations', { variations: [{ type: 'A', price: 1, stock: 1 }] }), 'variations');
    await refused(food.storeId, newItem(food.categoryId, 'Single', { food_variations: [{ name: 'S', type: 'single', min: 0, max: 2, required: false, options: [{ label: 'x', price: 0 }, { label: 'y', price: 0 }] }] }), 'food_variations.0.max');
    await refused(food.storeId, newItem(food.categoryId, 'Add-on', { add_on_ids: [999_999] }), 'add_on_ids.0');
    const blank = await staff.call('POST', items(grocery.storeId), { ...newItem(grocery.categoryId, 'x'), name: { en: '', ar: '', fr: '' } });
    expect(blank.statusCode).toBe(400);
  });

  it('answers 404 for another store\'s item, and 403 to staff of another store', async () => {
    const { food, grocery, ok, staff, t } = w;
    const item = await ok('POST', items(grocery.storeId), newItem(grocery.categoryId, 'Walnuts'));
    // The manager holds both stores: the item is reached only through its own.
    expect((await staff.call('GET', `${items(food.storeId)}/${item.id}`)).statusCode).toBe(404);
    expect((await staff.call('PUT', `${items(food.storeId)}/${item.id}`, { version: 1, price: 1 })).statusCode).toBe(404);
    expect((await staff.call('PUT', `${items(food.storeId)}/${item.id}/active`, { version: 1, active: false })).statusCode).toBe(404);
    const outsider = await staffSession(t, [{ role: 'owner', storeId: food.storeId }]);
    expect((await outsider.call('GET', `${items(grocery.storeId)}/${item.id}`)).statusCode).toBe(403);
    const cashier = await staffSession(t, [{ role: 'staff', storeId: grocery.storeId }]);
    expect((await cashier.call('GET', `${items(grocery.storeId)}/${item.id}`)).statusCode).toBe(200);
    expect((await cashier.call('PUT', `${items(grocery.storeId)}/${item.id}`, { version: 1, price: 1 })).statusCode).toBe(403);
    expect((await ok('GET', `${items(grocery.storeId)}/${item.id}`)).price).toBe(12.5);
  });

  it('answers the editor\'s choices: the module\'s categories and the store\'s add-ons', async () => {
    const { food, ok } = w;
    const choices = await ok<{ module_type: string; stock_kept: boolean; categories: { id: number }[]; add_ons: { id: number }[] }>('GET', `${items(food.storeId)}/choices`);
    expect(choices).toMatchObject({ module_type: 'food', stock_kept: false });
    expect(choices.categories.map((c) => c.id)).toContain(food.categoryId);
    expect(choices.add_ons.map((a) => a.id)).toEqual(food.addOnIds);
  });
});
