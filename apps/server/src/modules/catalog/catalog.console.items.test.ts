import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { ITEM_CSV_COLUMNS, type ConsoleCataloguePage, type ConsoleItem } from '@storefront/contract';
import { sqlitePlan, testDbKind } from '../../../test/helpers.js';
import { menuApp, newItem } from '../../../test/menu.js';
import { staffSession, withRole, type StaffSession } from '../../../test/staff.js';
import { menuSearchTerms } from './catalog.console.paging.js';
import { menuIdsQuery, type MenuFilter } from './catalog.console.repository.js';

const w = menuApp();
let admin: StaffSession;

const list = async (query: string, lang = 'en') => {
  const res = await w.t.app.inject({ method: 'GET', url: `/api/v1/console/items?${query}`, headers: { ...admin.headers, 'X-localization': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConsoleCataloguePage;
};
const names = (p: ConsoleCataloguePage) => p.items.map((i) => i.name);
const exported = async (query: string) => {
  const res = await admin.call('GET', `items/export?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('the admin\'s items over every store', () => {
  const made: Record<string, ConsoleItem> = {};
  let shelf: number;

  beforeAll(async () => {
    admin = await withRole(w.t, 'catalogue', null);
    const { grocery, food, ok } = w;
    shelf = (await w.t.db.insertInto('categories').values({
      parent_id: grocery.categoryId, position: 1, name: 'Zephyr Shelf', translations: '{}', slug: `zephyr-shelf-${Date.now()}`,
      image: null, module_id: w.f.modules.grocery!, featured: 0, priority: 0, status: 1, created_at: new Date().toISOString(),
    }).returning('id').executeTakeFirstOrThrow()).id;
    const add = async (storeId: number, categoryId: number, name: string, extra = {}) => {
      made[name] = await ok('POST', `stores/${storeId}/items`, { ...newItem(categoryId, name), ...extra });
    };
    await add(grocery.storeId, grocery.categoryId, 'Zephyr Apples', { price: 7, stock: 30 });
    await add(grocery.storeId, shelf, 'Zephyr Biscuits', { price: 3, stock: 0 });
    await add(grocery.storeId, grocery.categoryId, 'Zephyr Cider', { price: 9, stock: 4, active: false, name: { en: 'Zephyr Cider', ar: '', fr: '' } });
    await add(food.storeId, food.categoryId, 'Zephyr Dumplings', { price: 5, name: { en: 'Zephyr Dumplings', ar: 'زفير زلابية', fr: '' } });
    await add(food.storeId, food.categoryId, '=HYPERLINK("x") Zephyr', { price: 4, description: { en: '+1 spicy', ar: '', fr: '-minus' } });
  });

  it('lists every store\'s items newest first, with store, module, category, price, stock, state, missing languages and key', async () => {
    const page = await list('search=zephyr&limit=3');
    expect(page).toMatchObject({ total_size: 5, total_exact: true, limit: 3, offset: 1 });
    expect(names(page)).toEqual(['=HYPERLINK("x") Zephyr', 'Zephyr Dumplings', 'Zephyr Cider']);
    const dumplings = page.items[1]!;
    expect(dumplings).toMatchObject({
      id: made['Zephyr Dumplings']!.id, key: `item-${made['Zephyr Dumplings']!.id}`, store: { id: w.food.storeId }, module: { id: w.f.modules.food },
      category: { id: w.food.categoryId }, price: 5, stock: 0, active: true, out_of_stock: false, stock_kept: false, missing_languages: ['fr'],
    });
    expect(page.items[2]).toMatchObject({ active: false, missing_languages: ['ar', 'fr'], store: { id: w.grocery.storeId } });
    expect(names(await list('search=zephyr&limit=3&offset=2'))).toEqual(['Zephyr Biscuits', 'Zephyr Apples']);
  });

  it('narrows by module, store, category (with its sub-categories) and state', async () => {
    const { grocery, food, f } = w;
    expect(names(await list(`search=zephyr&module_id=${f.modules.food}`))).toEqual(['=HYPERLINK("x") Zephyr', 'Zephyr Dumplings']);
    expect(names(await list(`search=zephyr&store_id=${grocery.storeId}`))).toEqual(['Zephyr Cider', 'Zephyr Biscuits', 'Zephyr Apples']);
    expect(names(await list(`search=zephyr&category_id=${grocery.categoryId}`))).toEqual(['Zephyr Cider', 'Zephyr Biscuits', 'Zephyr Apples']);
    expect(names(await list(`search=zephyr&category_id=${shelf}`))).toEqual(['Zephyr Biscuits']);
    expect(names(await list(`search=zephyr&state=inactive`))).toEqual(['Zephyr Cider']);
    expect(names(await list(`search=zephyr&state=out_of_stock&store_id=${grocery.storeId}`))).toEqual(['Zephyr Biscuits']);
    expect(names(await list(`search=zephyr&state=active&store_id=${food.storeId}`))).toEqual(['=HYPERLINK("x") Zephyr', 'Zephyr Dumplings']);
    expect(await list(`module_id=${f.modules.food}&store_id=${grocery.storeId}`)).toMatchObject({ total_size: 0, items: [] });
  });

  it('sorts by name, price, stock and last change, a page at a time', async () => {
    expect(names(await list('search=zephyr&sort=name&store_id=' + w.grocery.storeId))).toEqual(['Zephyr Apples', 'Zephyr Biscuits', 'Zephyr Cider']);
    expect(names(await list('search=zephyr&sort=price'))).toEqual(['Zephyr Biscuits', '=HYPERLINK("x") Zephyr', 'Zephyr Dumplings', 'Zephyr Apples', 'Zephyr Cider']);
    expect(names(await list(`search=zephyr&sort=stock&store_id=${w.grocery.storeId}`))).toEqual(['Zephyr Biscuits', 'Zephyr Cider', 'Zephyr Apples']);
    expect(names(await list('search=zephyr&sort=price&limit=2&offset=2'))).toEqual(['Zephyr Dumplings', 'Zephyr Apples']);
    const clock = w.t.app.services.clock;
    clock.set(new Date(clock.now().getTime() + 60_000));
    await w.ok('PUT', `stores/${w.grocery.storeId}/items/${made['Zephyr Apples']!.id}`, { version: 1, organic: true });
    expect(names(await list('search=zephyr&sort=changed'))[0]).toBe('Zephyr Apples');
    // Without a search, over every store: each page follows the order and the next page goes on from it.
    const first = await list('sort=price&limit=20');
    const second = await list('sort=price&limit=20&offset=2');
    const prices = [...first.items, ...second.items].map((i) => i.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(40);
  });

  it('finds an item by a word of its Arabic name, and answers names in the visitor\'s language', async () => {
    const page = await list('search=زلابية', 'ar');
    expect(page.items.map((i) => i.id)).toEqual([made['Zephyr Dumplings']!.id]);
    expect(page.items[0]!.name).toBe('زفير زلابية');
    expect((await list('search=زلابية', 'fr')).items[0]!.name).toBe('Zephyr Dumplings');
  });

  it('is refused to roles without catalogue.view, store owners among them', async () => {
    const owner = await staffSession(w.t, [{ role: 'owner', storeId: w.grocery.storeId }]);
    for (const staff of [owner, await withRole(w.t, 'support', null), await withRole(w.t, 'finance', null)]) {
      expect((await staff.call('GET', 'items')).statusCode).toBe(403);
      expect((await staff.call('GET', 'items/export')).statusCode).toBe(403);
      expect((await staff.call('POST', 'items/import', { rows: [{ key: 'x', store_id: '1' }] })).statusCode).toBe(403);
    }
    const operations = await withRole(w.t, 'operations', null);
    expect((await operations.call('GET', 'items')).statusCode).toBe(200);
    expect((await operations.call('POST', 'items/import', { rows: [{ key: 'x', store_id: '1' }] })).statusCode).toBe(403);
  });

  it('exports the items the filters keep as CSV, oldest first, every column, formula-like texts written as text', async () => {
    const res = await exported('search=zephyr');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="items-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(ITEM_CSV_COLUMNS.join(','));
    const rows = Papa.parse<Record<string, string>>(res.body, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => r.name_en)).toEqual(['Zephyr Apples', 'Zephyr Biscuits', 'Zephyr Cider', 'Zephyr Dumplings', '\'=HYPERLINK("x") Zephyr']);
    const dumplings = made['Zephyr Dumplings']!;
    expect(rows[3]).toEqual({
      key: `item-${dumplings.id}`, store_id: String(w.food.storeId), store: expect.any(String), category_id: String(w.food.categoryId), category: expect.any(String),
      name_en: 'Zephyr Dumplings', name_ar: 'زفير زلابية', name_fr: '', description_en: '', description_ar: '', description_fr: '',
      price: '5', discount: '0', discount_type: 'percent', unit: '', stock: '0', state: 'active', veg: '0', recommended: '0', organic: '0', halal: '0', prescription: '0',
    });
    expect(rows[2]).toMatchObject({ state: 'inactive', stock: '4', price: '9' });
    expect(rows[4]).toMatchObject({ description_en: '\'+1 spicy', description_fr: '\'-minus' });
    const inactive = Papa.parse<Record<string, string>>((await exported(`search=zephyr&state=inactive`)).body, { header: true, skipEmptyLines: true }).data;
    expect(inactive.map((r) => r.name_en)).toEqual(['Zephyr Cider']);
    expect((await exported(`store_id=${w.grocery.storeId}&category_id=999999`)).body).toBe(`${ITEM_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('gives an item made in the store panel a key of its own, kept when it is renamed', async () => {
    const item = made['Zephyr Biscuits']!;
    await w.ok('PUT', `stores/${w.grocery.storeId}/items/${item.id}`, { version: 1, name: { en: 'Zephyr Cookies', ar: '', fr: '' } });
    const row = await w.t.db.selectFrom('items').select('sku').where('id', '=', item.id).executeTakeFirstOrThrow();
    expect(row.sku).toBe(`item-${item.id}`);
  });

  it('finds a name with accented capitals by its word in any case, accents or none, in the console and on the storefront', async () => {
    const item = await w.ok('POST', `stores/${w.food.storeId}/items`, { ...newItem(w.food.categoryId, 'ÉCLAIR Øresund'), name: { en: 'ÉCLAIR Øresund', ar: '', fr: 'Éclair Ærø' } });
    for (const word of ['eclair', 'ÉCLAIR', 'Éclair', 'éclair', 'ECLAIR', 'ærø', 'ÆRØ', 'øresund']) {
      expect((await list(`search=${encodeURIComponent(word)}`)).items.map((i) => i.id), word).toEqual([item.id]);
      const found = await w.f.get(`items/search?name=${encodeURIComponent(word)}`, w.f.headers('food'));
      expect((found.json().products as { id: number }[]).map((p) => p.id), `storefront: ${word}`).toContain(item.id);
    }
  });

  it.runIf(testDbKind === 'sqlite')('reads each sort over every store, or over a module, in order from an index, without sorting (SQLite plans)', async () => {
    const plan = async (f: Partial<MenuFilter>) => (await sqlitePlan(w.t.db, menuIdsQuery(w.t.db, { storeId: null, categoryIds: null, state: undefined, terms: null, ...f }, 25, 50).compile())).join('\n');
    for (const sort of ['name', 'price', 'stock', 'changed'] as const) {
      const column = sort === 'changed' ? 'updated_at' : sort;
      expect(await plan({ sort })).toMatch(new RegExp(`INDEX items_by_${column}\\b`));
      expect(await plan({ sort, moduleId: w.f.modules.grocery! })).toMatch(new RegExp(`INDEX items_module_by_${column}\\b`));
      expect(await plan({ sort })).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    }
    expect(await plan({ moduleId: w.f.modules.grocery! })).toMatch(/INDEX items_module_newest|INDEX items_module_listed/);
    expect(await plan({ terms: menuSearchTerms('zephyr'), sort: 'price' })).toMatch(/item_search/);
  });

  it.runIf(testDbKind === 'sqlite')('reads a page of the items switched off or out of stock, in each sort, from that state\'s own index (SQLite plans)', async () => {
    const plan = async (f: Partial<MenuFilter>) => (await sqlitePlan(w.t.db, menuIdsQuery(w.t.db, { storeId: null, categoryIds: null, state: undefined, terms: null, ...f }, 25, 50).compile())).join('\n');
    for (const sort of ['newest', 'name', 'price', 'stock', 'changed'] as const) {
      const by = sort === 'newest' ? 'newest' : `by_${sort === 'changed' ? 'updated_at' : sort}`;
      expect(await plan({ sort, state: 'inactive' }), sort).toMatch(new RegExp(`INDEX items_inactive_${by}\\b`));
      expect(await plan({ sort, state: 'inactive', moduleId: w.f.modules.grocery! }), sort).toMatch(new RegExp(`INDEX items_module_${sort === 'newest' ? 'listed' : `inactive_${by}`}\\b`));
      expect(await plan({ sort, state: 'inactive' })).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      if (sort === 'stock' || sort === 'newest') continue;
      expect(await plan({ sort, state: 'out_of_stock', moduleId: w.f.modules.grocery! }), sort).toMatch(/INDEX items_module_by_stock\b/);
      expect(await plan({ sort, state: 'out_of_stock' }), sort).toMatch(new RegExp(`INDEX items_out_of_stock_${by}\\b`));
      expect(await plan({ sort, state: 'out_of_stock' })).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    }
  });
});
