import { describe, expect, it } from 'vitest';
import { ITEM_COUNT_CAP, SEARCH_COUNT_CAP, type ConsoleItemPage } from '@storefront/contract';
import { sqlitePlan, testDbKind } from '../../../test/helpers.js';
import { menuApp, newItem } from '../../../test/menu.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';
import { menuSearchTerms } from './catalog.console.paging.js';
import { menuIdsQuery, type MenuFilter } from './catalog.console.repository.js';

const w = menuApp();

/** A new store like the grocery store of the world, empty, and a manager of it. */
async function emptyStore(name: string): Promise<{ storeId: number; staff: StaffSession }> {
  const { id: _id, version: _v, ...row } = await w.t.db.selectFrom('stores').selectAll().where('id', '=', w.grocery.storeId).executeTakeFirstOrThrow();
  const { id } = await w.t.db.insertInto('stores').values({ ...row, name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}` }).returning('id').executeTakeFirstOrThrow();
  return { storeId: id, staff: await staffSession(w.t, [{ role: 'manager', storeId: id }]) };
}

const page = async (staff: StaffSession, storeId: number, query: string, lang = 'en') => {
  const res = await w.t.app.inject({ method: 'GET', url: `/api/v1/console/stores/${storeId}/items?${query}`, headers: { ...staff.headers, 'X-localization': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConsoleItemPage;
};
const names = (p: ConsoleItemPage) => p.items.map((i) => i.name);

describe('the console menu list', () => {
  let storeId: number;
  let staff: StaffSession;
  let child: number;

  it('lists a store\'s items newest first, a page at a time, with the rows the list shows', async () => {
    ({ storeId, staff } = await emptyStore('List Test Grocer'));
    const { grocery } = w;
    child = (await w.t.db.insertInto('categories').values({
      parent_id: grocery.categoryId, position: 1, name: 'Test Shelf', translations: JSON.stringify({ ar: { name: 'رف التجربة' } }), slug: `test-shelf-${Date.now()}`,
      image: null, module_id: w.f.modules.grocery!, featured: 0, priority: 0, status: 1, created_at: new Date().toISOString(),
    }).returning('id').executeTakeFirstOrThrow()).id;
    const make = (name: string, extra = {}) => staff.call('POST', `stores/${storeId}/items`, newItem(grocery.categoryId, name, { stock: 5, ...extra }));
    for (let n = 1; n <= 12; n += 1) expect((await make(`Plain Item ${n}`)).statusCode).toBe(200);
    await make('Empty Shelf Biscuits', { stock: 0 });
    await make('Switched Off Honey', { active: false });
    await make('Shelf Crackers', { category_id: child, discount: 2, discount_type: 'amount' });
    await make('Other Aisle Soap', { category_id: grocery.otherCategoryId, variations: [{ type: 'Lavender', price: 3, stock: 0 }] });

    const first = await page(staff, storeId, 'limit=5');
    expect(first).toMatchObject({ total_size: 16, total_exact: true, limit: 5, offset: 1, stock_kept: true });
    expect(names(first)).toEqual(['Other Aisle Soap', 'Shelf Crackers', 'Switched Off Honey', 'Empty Shelf Biscuits', 'Plain Item 12']);
    expect(first.items[0]).toMatchObject({ has_variations: true, stock: 0, category: { id: grocery.otherCategoryId }, version: 1, image: null });
    expect(first.items[1]).toMatchObject({ discount: 2, discount_type: 'amount', price: 12.5, category: { id: child, name: 'Test Shelf' }, active: true });
    const last = await page(staff, storeId, 'limit=5&offset=4');
    expect(names(last)).toEqual(['Plain Item 1']);
    expect(last.total_size).toBe(16);
    expect((await page(staff, storeId, 'limit=5&offset=9')).items).toEqual([]);
    // In Arabic: the item's and the category's Arabic names.
    const ar = await page(staff, storeId, 'limit=2', 'ar');
    expect(ar.items.map((i) => [i.name, i.category.name])).toEqual([['Other Aisle Soap بالعربية', expect.any(String)], ['Shelf Crackers بالعربية', 'رف التجربة']]);
  });

  it('narrows by category (sub-categories included), by state and by words of the name in any language', async () => {
    expect(names(await page(staff, storeId, `category_id=${child}`))).toEqual(['Shelf Crackers']);
    expect((await page(staff, storeId, `category_id=${w.grocery.categoryId}`)).total_size).toBe(15);
    expect(names(await page(staff, storeId, 'state=inactive'))).toEqual(['Switched Off Honey']);
    expect(names(await page(staff, storeId, 'state=out_of_stock'))).toEqual(['Other Aisle Soap', 'Empty Shelf Biscuits']);
    expect((await page(staff, storeId, 'state=active')).total_size).toBe(15);
    expect(names(await page(staff, storeId, 'search=shel'))).toEqual(['Shelf Crackers', 'Empty Shelf Biscuits']);
    expect(names(await page(staff, storeId, `search=${encodeURIComponent('بالعربية crack')}`))).toEqual(['Shelf Crackers']);
    expect(names(await page(staff, storeId, 'search=FRANCAIS%20honey'))).toEqual(['Switched Off Honey']);
    expect(names(await page(staff, storeId, `search=shelf&category_id=${w.grocery.otherCategoryId}`))).toEqual([]);
    expect(names(await page(staff, storeId, 'search=item&state=active&limit=3'))).toEqual(['Plain Item 12', 'Plain Item 11', 'Plain Item 10']);
    expect((await page(staff, storeId, 'search=item&limit=3')).total_size).toBe(12);
    // A category of another module, or none, lists nothing; so does a search of no words.
    expect((await page(staff, storeId, `category_id=${w.food.categoryId}`)).items).toEqual([]);
    expect((await page(staff, storeId, 'search=%20%2C')).total_size).toBe(16);
  });

  it('never lists another store\'s items', async () => {
    const grocery = await page(w.staff, w.grocery.storeId, 'limit=100');
    expect(grocery.items.length).toBeGreaterThan(0);
    const own = new Set((await w.t.db.selectFrom('items').select('id').where('store_id', '=', w.grocery.storeId).execute()).map((r) => r.id));
    expect(grocery.items.every((i) => own.has(i.id))).toBe(true);
    expect((await page(staff, storeId, 'search=plain')).items.every((i) => i.name.startsWith('Plain'))).toBe(true);
    expect((await w.staff.call('GET', `stores/${storeId}/items`)).statusCode).toBe(403);
    expect((await page(w.staff, w.food.storeId, 'limit=1')).stock_kept).toBe(false);
  });

  it(`counts no further than ${ITEM_COUNT_CAP} (a search ${SEARCH_COUNT_CAP}), and says so`, async () => {
    const big = await emptyStore('Big Count Grocer');
    const { id: _id, slug: _slug, sku: _sku, ...row } = await w.t.db.selectFrom('items').selectAll().where('store_id', '=', storeId).orderBy('id').executeTakeFirstOrThrow();
    const rows = Array.from({ length: ITEM_COUNT_CAP + 10 }, (_, n) => ({ ...row, store_id: big.storeId, name: `Bulk ${n}`, slug: `bulk-${big.storeId}-${n}` }));
    for (let at = 0; at < rows.length; at += 200) await w.t.db.insertInto('items').values(rows.slice(at, at + 200)).execute();
    expect(await page(big.staff, big.storeId, 'limit=10')).toMatchObject({ total_size: ITEM_COUNT_CAP, total_exact: false });
    expect(await page(big.staff, big.storeId, 'search=bulk&limit=10')).toMatchObject({ total_size: SEARCH_COUNT_CAP, total_exact: false });
    // The last page, not full, tells the count; an empty one beyond it does not.
    expect(await page(big.staff, big.storeId, 'limit=100&offset=11')).toMatchObject({ total_size: ITEM_COUNT_CAP + 10, total_exact: true });
    expect(await page(big.staff, big.storeId, 'limit=100&offset=12')).toMatchObject({ total_size: ITEM_COUNT_CAP, total_exact: false, items: [] });
  });

  it.runIf(testDbKind === 'sqlite')('reads each narrowing\'s ids in id order from an index of the store alone, without sorting (SQLite plans)', async () => {
    const plan = async (f: Partial<MenuFilter>) => {
      const q = menuIdsQuery(w.t.db, { storeId, categoryIds: null, state: undefined, terms: null, ...f }, 25, 50);
      return (await sqlitePlan(w.t.db, q.compile())).join('\n');
    };
    for (const [filter, index] of [
      [{}, 'items_store_newest'], [{ categoryIds: [child] }, 'items_store_category_newest'], [{ state: 'inactive' as const }, 'items_store_status_newest'],
      [{ state: 'out_of_stock' as const }, 'items_store_out_of_stock'], [{ terms: menuSearchTerms('shelf') }, 'items_store_newest'],
    ] as const) {
      const text = await plan(filter);
      expect(text, JSON.stringify(filter)).toMatch(new RegExp(`USING COVERING INDEX ${index}`));
      expect(text, JSON.stringify(filter)).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    }
  });
});
