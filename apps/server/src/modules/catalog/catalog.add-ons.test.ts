import { describe, expect, it } from 'vitest';
import type { ConsoleAddOn, ConsoleAddOnConflict, ConsoleAddOnList, ConsoleAddOnRemoved, ConsoleItem } from '@storefront/contract';
import type { TestApp } from '../../../test/helpers.js';
import { menuApp, newItem } from '../../../test/menu.js';
import { staffSession } from '../../../test/staff.js';

const w = menuApp();
const addOns = (storeId: number) => `stores/${storeId}/add-ons`;

/** The audit entries of an add-on, oldest first, their before and after parsed. */
async function auditOfAddOn(t: TestApp, addOnId: number) {
  const rows = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'add_on').where('entity_id', '=', String(addOnId)).orderBy('id').execute();
  return rows.map((r) => ({ ...r, before: r.before === null ? null : JSON.parse(r.before), after: r.after === null ? null : JSON.parse(r.after) }));
}

/** A food item of the food store offering `addOnIds`. */
const itemWith = (addOnIds: number[], name: string) => w.ok<ConsoleItem>('POST', `stores/${w.food.storeId}/items`, newItem(w.food.categoryId, name, { add_on_ids: addOnIds }));

/** The storefront's item details, in `lang`. */
async function card(itemId: number, lang = 'en') {
  const res = await w.f.get(`items/details/${itemId}`, w.f.headers('food', w.f.dubai, { 'X-localization': lang }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { add_ons: { id: number; name: string; price: number }[] };
}

describe('the console\'s add-ons of a store', () => {
  it('lists the store\'s add-ons with their names in every language, price, state, version and how many items offer each', async () => {
    const { food, ok } = w;
    const list = await ok<ConsoleAddOnList>('GET', addOns(food.storeId));
    expect(list.add_ons.map((a) => a.id)).toEqual(food.addOnIds);
    const [first] = list.add_ons;
    expect(first).toMatchObject({ version: 1, active: true, name: { en: expect.any(String), ar: expect.any(String), fr: expect.any(String) } });
    const offered = await w.t.db.selectFrom('item_add_ons').select((eb) => eb.fn.countAll<number>().as('n')).where('add_on_id', '=', first!.id).executeTakeFirstOrThrow();
    expect(first!.items_count).toBe(Number(offered.n));
    expect((await ok<ConsoleAddOnList>('GET', addOns(w.grocery.storeId))).add_ons.every((a) => !food.addOnIds.includes(a.id))).toBe(true);
  });

  it('creates one, audited as add_ons.create; the item editor may then offer it and the storefront shows it', async () => {
    const { food, ok, t } = w;
    const created = await ok<ConsoleAddOn>('POST', addOns(food.storeId), { name: { en: '  Extra Cheese ', ar: 'جبنة إضافية' }, price: 3.5 });
    expect(created).toMatchObject({ version: 1, name: { en: 'Extra Cheese', ar: 'جبنة إضافية', fr: '' }, price: 3.5, active: true, items_count: 0 });
    const [entry] = await auditOfAddOn(t, created.id);
    expect(entry).toMatchObject({ action: 'add_ons.create', operator_id: w.staff.id, store_id: food.storeId, before: null, after: { version: 1, price: 3.5 } });
    const item = await itemWith([created.id], 'Cheese Fries');
    expect((await card(item.id, 'ar')).add_ons).toEqual([{ id: created.id, name: 'جبنة إضافية', price: 3.5 }]);
    // French falls back to the English name.
    expect((await card(item.id, 'fr')).add_ons[0]!.name).toBe('Extra Cheese');
    expect((await ok<ConsoleAddOnList>('GET', addOns(food.storeId))).add_ons.find((a) => a.id === created.id)!.items_count).toBe(1);
  });

  it('saves the fields sent, raises the version, audits them and the storefront shows the new name and price at once; switched off it is not offered', async () => {
    const { food, ok, t } = w;
    const addOn = await ok<ConsoleAddOn>('POST', addOns(food.storeId), { name: { en: 'Garlic Dip', ar: 'صلصة الثوم', fr: 'Sauce à l\'ail' }, price: 1 });
    const item = await itemWith([addOn.id], 'Falafel Wrap');
    expect((await card(item.id)).add_ons).toEqual([{ id: addOn.id, name: 'Garlic Dip', price: 1 }]);
    const saved = await ok<ConsoleAddOn>('PUT', `${addOns(food.storeId)}/${addOn.id}`, { version: 1, name: { en: 'Garlic Sauce', fr: '' }, price: 1.75 });
    // Arabic left out keeps its name; French emptied shows the English.
    expect(saved).toMatchObject({ version: 2, name: { en: 'Garlic Sauce', ar: 'صلصة الثوم', fr: '' }, price: 1.75, active: true, items_count: 1 });
    expect((await card(item.id)).add_ons).toEqual([{ id: addOn.id, name: 'Garlic Sauce', price: 1.75 }]);
    expect((await card(item.id, 'fr')).add_ons[0]!.name).toBe('Garlic Sauce');
    const [, entry] = await auditOfAddOn(t, addOn.id);
    expect(entry).toMatchObject({
      action: 'add_ons.update', before: { version: 1, price: 1, name: { en: 'Garlic Dip', fr: 'Sauce à l\'ail' } }, after: { version: 2, price: 1.75, name: { en: 'Garlic Sauce', fr: '' } },
    });
    expect(Object.keys(entry!.after).sort()).toEqual(['name', 'price', 'version']);
    // The same values again change nothing: no new version, no entry.
    expect((await ok<ConsoleAddOn>('PUT', `${addOns(food.storeId)}/${addOn.id}`, { version: 2, price: 1.75 })).version).toBe(2);
    expect(await auditOfAddOn(t, addOn.id)).toHaveLength(2);

    expect((await ok<ConsoleAddOn>('PUT', `${addOns(food.storeId)}/${addOn.id}`, { version: 2, active: false })).active).toBe(false);
    expect((await card(item.id)).add_ons).toEqual([]);
    // Still linked: switched on again, it is offered again.
    expect((await ok<ConsoleAddOn>('PUT', `${addOns(food.storeId)}/${addOn.id}`, { version: 3, active: true })).items_count).toBe(1);
    expect((await card(item.id)).add_ons.map((a) => a.id)).toEqual([addOn.id]);
  });

  it('refuses a save of an older version with 409, the add-on now and the fields saved since, and keeps it as it was', async () => {
    const { food, ok, staff, t } = w;
    const addOn = await ok<ConsoleAddOn>('POST', addOns(food.storeId), { name: { en: 'Olives' }, price: 2 });
    await ok('PUT', `${addOns(food.storeId)}/${addOn.id}`, { version: 1, price: 2.5 });
    await ok('PUT', `${addOns(food.storeId)}/${addOn.id}`, { version: 2, active: false });
    const stale = await staff.call('PUT', `${addOns(food.storeId)}/${addOn.id}`, { version: 1, name: { en: 'Black Olives' } });
    expect(stale.statusCode).toBe(409);
    const body = stale.json() as ConsoleAddOnConflict;
    expect(body.errors[0]!.code).toBe('stale_version');
    expect(body.changed).toEqual(['active', 'price']);
    expect(body.current).toMatchObject({ id: addOn.id, version: 3, price: 2.5, active: false, name: { en: 'Olives' } });
    expect(await auditOfAddOn(t, addOn.id)).toHaveLength(3);
    expect((await ok<ConsoleAddOn>('PUT', `${addOns(food.storeId)}/${addOn.id}`, { version: 3, name: { en: 'Black Olives' } })).version).toBe(4);
  });

  it('checks names and price, answering 400 naming the field', async () => {
    const { food, staff, t } = w;
    const refused = async (method: 'POST' | 'PUT', path: string, body: unknown, field: string) => {
      const res = await staff.call(method, path, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: field, message: expect.any(String) });
    };
    const before = await t.db.selectFrom('add_ons').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await refused('POST', addOns(food.storeId), { name: { en: '   ' }, price: 1 }, 'name.en');
    await refused('POST', addOns(food.storeId), { name: { en: '' }, price: 1 }, 'name.en');
    await refused('POST', addOns(food.storeId), { name: { en: 'x'.repeat(101) }, price: 1 }, 'name.en');
    await refused('POST', addOns(food.storeId), { name: { en: 'Long', ar: 'ب'.repeat(101) }, price: 1 }, 'name.ar');
    await refused('POST', addOns(food.storeId), { price: 1 }, 'name');
    await refused('POST', addOns(food.storeId), { name: { en: 'Free?' }, price: -1 }, 'price');
    await refused('POST', addOns(food.storeId), { name: { en: 'Gold' }, price: 1_000_001 }, 'price');
    await refused('POST', addOns(food.storeId), { name: { en: 'Cents' }, price: 1.234 }, 'price');
    await refused('PUT', `${addOns(food.storeId)}/${food.addOnIds[0]}`, { price: 1 }, 'version');
    await refused('PUT', `${addOns(food.storeId)}/${food.addOnIds[0]}`, { version: 1, name: { en: ' ' } }, 'name.en');
    const after = await t.db.selectFrom('add_ons').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('removes one, taking it from every item that offered it in the same change, audited with those items', async () => {
    const { food, ok, staff, t } = w;
    const addOn = await ok<ConsoleAddOn>('POST', addOns(food.storeId), { name: { en: 'Pickles' }, price: 0.5 });
    const one = await itemWith([addOn.id], 'Shawarma Plate');
    const two = await itemWith([food.addOnIds[0]!, addOn.id], 'Chicken Platter');
    const removed = await staff.call('DELETE', `${addOns(food.storeId)}/${addOn.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ id: addOn.id, unlinked_items: 2 } satisfies ConsoleAddOnRemoved);
    expect((await ok<ConsoleAddOnList>('GET', addOns(food.storeId))).add_ons.map((a) => a.id)).not.toContain(addOn.id);
    expect((await ok<ConsoleItem>('GET', `stores/${food.storeId}/items/${one.id}`)).add_on_ids).toEqual([]);
    expect((await ok<ConsoleItem>('GET', `stores/${food.storeId}/items/${two.id}`)).add_on_ids).toEqual([food.addOnIds[0]]);
    expect((await card(two.id)).add_ons.map((a) => a.id)).toEqual([food.addOnIds[0]]);
    const entries = await auditOfAddOn(t, addOn.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'add_ons.delete', store_id: food.storeId, after: null, before: { name: { en: 'Pickles' }, price: 0.5, active: true, version: 1, item_ids: [one.id, two.id].sort((a, b) => a - b) },
    });
    expect((await staff.call('DELETE', `${addOns(food.storeId)}/${addOn.id}`)).statusCode).toBe(404);
    expect((await staff.call('PUT', `${addOns(food.storeId)}/${addOn.id}`, { version: 1, price: 1 })).statusCode).toBe(404);
  });

  it('answers 404 for another store\'s add-on and changes nothing; 403 to staff without menu.edit or of another store', async () => {
    const { food, grocery, ok, staff, t } = w;
    const addOnId = food.addOnIds[0]!;
    // The manager holds both stores: the add-on is reached only through its own.
    expect((await staff.call('PUT', `${addOns(grocery.storeId)}/${addOnId}`, { version: 1, price: 9 })).statusCode).toBe(404);
    expect((await staff.call('DELETE', `${addOns(grocery.storeId)}/${addOnId}`)).statusCode).toBe(404);
    const cashier = await staffSession(t, [{ role: 'staff', storeId: food.storeId }]);
    expect((await cashier.call('GET', addOns(food.storeId))).statusCode).toBe(200);
    expect((await cashier.call('POST', addOns(food.storeId), { name: { en: 'Nope' }, price: 1 })).statusCode).toBe(403);
    expect((await cashier.call('DELETE', `${addOns(food.storeId)}/${addOnId}`)).statusCode).toBe(403);
    const outsider = await staffSession(t, [{ role: 'owner', storeId: grocery.storeId }]);
    expect((await outsider.call('GET', addOns(food.storeId))).statusCode).toBe(403);
    const now = (await ok<ConsoleAddOnList>('GET', addOns(food.storeId))).add_ons.find((a) => a.id === addOnId);
    expect(now).toMatchObject({ id: addOnId, version: 1 });
    expect(await auditOfAddOn(t, addOnId)).toEqual([]);
  });
});
