import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleItemImportRow, ConsoleItemsImportRefused } from '@storefront/contract';
import { itemsByKeysQuery } from './catalog.console.items.repository.js';
import { sqlitePlan, testDbKind } from '../../../test/helpers.js';
import { auditOf, menuApp, newItem } from '../../../test/menu.js';
import { withRole, type StaffSession } from '../../../test/staff.js';

const w = menuApp();
let admin: StaffSession;

const importRows = (rows: Partial<ConsoleItemImportRow>[]) => admin.call('POST', 'items/import', { rows });
const csvRows = (text: string) => Papa.parse<ConsoleItemImportRow>(text, { header: true, skipEmptyLines: true }).data;
const exportOf = async (query: string) => (await admin.call('GET', `items/export?${query}`)).body;
/** What a file changes of items: their rows and their audit entries. */
const state = async () => ({
  items: await w.t.db.selectFrom('items').select(['id', 'sku', 'name', 'translations', 'price', 'discount', 'stock', 'status', 'version', 'updated_at']).orderBy('id').execute(),
  audit: (await w.t.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
});

describe('the CSV import of items', () => {
  beforeAll(async () => {
    admin = await withRole(w.t, 'catalogue', null);
  });

  it('creates and updates items across two stores in one go, each audited, stock set, the storefront showing them in the visitor\'s language', async () => {
    const { grocery, food, ok, f } = w;
    const kept = await ok('POST', `stores/${grocery.storeId}/items`, newItem(grocery.categoryId, 'Quillon Kept', { price: 10, stock: 3, unit_type: 'Sack' }));
    const res = await importRows([
      { key: `item-${kept.id}`, store_id: String(grocery.storeId), price: '11,5', stock: '8', name_fr: 'Quillon gardé', organic: '1' },
      {
        key: 'QX-1', store_id: String(grocery.storeId), category_id: String(grocery.categoryId), name_en: 'Quillon Tea', name_ar: 'شاي كويلون', name_fr: 'Thé Quillon',
        description_en: 'Loose leaf', price: '4.25', discount: '0.5', discount_type: 'amount', unit: 'box', stock: '12', state: 'active', halal: '1', recommended: '1',
      },
      { key: 'QX-1', store_id: String(food.storeId), category_id: String(food.categoryId), name_en: 'Quillon Wrap', price: '6', state: 'inactive', veg: 'yes' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rows: 3, created: 2, updated: 1, unchanged: 0 });
    const made = await w.t.db.selectFrom('items').selectAll().where('sku', '=', 'QX-1').orderBy('store_id').execute();
    const tea = made.find((i) => i.store_id === grocery.storeId)!;
    const wrap = made.find((i) => i.store_id === food.storeId)!;
    expect(tea).toMatchObject({
      name: 'Quillon Tea', description: 'Loose leaf', price: 425, discount: 50, discount_type: 'amount', unit_type: 'box', stock: 12, status: 1, is_halal: 1, recommended: 1,
      module_id: f.modules.grocery, version: 1,
    });
    expect(JSON.parse(tea.translations)).toEqual({ ar: { name: 'شاي كويلون' }, fr: { name: 'Thé Quillon' } });
    expect(wrap).toMatchObject({ name: 'Quillon Wrap', status: 0, veg: 1, stock: 0, module_id: f.modules.food });
    expect(await w.t.db.selectFrom('items').select(['price', 'stock', 'organic', 'version', 'unit_type']).where('id', '=', kept.id).executeTakeFirstOrThrow())
      .toEqual({ price: 1150, stock: 8, organic: 1, version: 2, unit_type: 'Sack' });
    const [created] = await auditOf(w.t, tea.id);
    expect(created).toMatchObject({ action: 'items.import_create', operator_id: admin.id, store_id: grocery.storeId, before: null, after: { key: 'QX-1', price: 4.25, stock: 12, version: 1 } });
    expect((await auditOf(w.t, kept.id)).at(-1)).toMatchObject({
      action: 'items.import_update', before: { price: 10, stock: 3, organic: 0, version: 1 }, after: { price: 11.5, stock: 8, organic: 1, version: 2 },
    });
    const card = await f.get(`items/details/${tea.id}`, f.headers('grocery', f.dubai, { 'X-localization': 'ar' }));
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toMatchObject({ name: 'شاي كويلون', price: 4.25, stock: 12 });
    expect((await f.get(`items/details/${tea.id}`, f.headers('grocery', f.dubai, { 'X-localization': 'fr' }))).json()).toMatchObject({ name: 'Thé Quillon' });
    expect((await f.get(`items/details/${kept.id}`, f.headers('grocery', f.dubai, { 'X-localization': 'fr' }))).json()).toMatchObject({ name: 'Quillon gardé', price: 11.5 });
  });

  it('changes nothing when an unchanged export is imported again', async () => {
    const file = await exportOf('search=quillon');
    const rows = csvRows(file);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const before = await state();
    const res = await importRows(rows);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rows: rows.length, created: 0, updated: 0, unchanged: rows.length });
    expect(await state()).toEqual(before);
    // A formula-like text comes back as it was written.
    const formula = await w.ok('POST', `stores/${w.grocery.storeId}/items`, newItem(w.grocery.categoryId, '=SUM(A1) Quillon', { description: { en: '-dash', ar: '', fr: '@at' } }));
    const again = await importRows(csvRows(await exportOf('search=quillon')));
    expect(again.json()).toMatchObject({ created: 0, updated: 0 });
    expect(await w.t.db.selectFrom('items').select(['name', 'description', 'version']).where('id', '=', formula.id).executeTakeFirstOrThrow())
      .toEqual({ name: '=SUM(A1) Quillon', description: '-dash', version: 1 });
  });

  it('refuses a file with any bad row, reporting each with its field and message, and writes nothing', async () => {
    const { grocery, food } = w;
    const good = { store_id: String(grocery.storeId), category_id: String(grocery.categoryId), price: '2' };
    const before = await state();
    const res = await importRows([
      { ...good, key: 'OK-1', name_en: 'Fine Row' },
      { ...good, key: 'BAD-STORE', name_en: 'Nowhere', store_id: '9999999' },
      { ...good, key: 'BAD-CAT', name_en: 'Lost', category_id: '9999999' },
      { ...good, key: 'OTHER-MODULE', name_en: 'Food shelf', category_id: String(food.categoryId) },
      { ...good, key: 'BAD-PRICE', name_en: 'Dear', price: 'ten' },
      { ...good, key: 'OK-1', name_en: 'Twice' },
      { ...good, key: 'NO-NAME', name_en: '', name_ar: 'بلا اسم' },
      { ...good, key: 'CENTS', name_en: 'Tiny', price: '1.234' },
      { ...good, key: 'item-123456', name_en: 'Given key' },
      { key: 'FOOD-STOCK', store_id: String(food.storeId), category_id: String(food.categoryId), price: '3', name_en: 'Soup', stock: '5' },
    ]);
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json() as ConsoleItemsImportRefused;
    expect(body.errors[0]).toMatchObject({ code: 'import_refused' });
    expect(body.report).toEqual([
      { row: 2, key: 'BAD-STORE', field: 'store_id', message: 'No such store' },
      { row: 3, key: 'BAD-CAT', field: 'category_id', message: 'No such category' },
      { row: 4, key: 'OTHER-MODULE', field: 'category_id', message: 'The category is not one of the store\'s module' },
      { row: 5, key: 'BAD-PRICE', field: 'price', message: 'A price from 0 to 1000000' },
      { row: 6, key: 'OK-1', field: 'key', message: 'The item is named on an earlier row too' },
      { row: 7, key: 'NO-NAME', field: 'name_en', message: 'The English name is required' },
      { row: 8, key: 'CENTS', field: 'price', message: 'price must have at most two decimals' },
      { row: 9, key: 'item-123456', field: 'key', message: expect.stringContaining('item-<number>') },
      { row: 10, key: 'FOOD-STOCK', field: 'stock', message: 'Food items keep no stock' },
    ]);
    expect(await state()).toEqual(before);
    expect(await w.t.db.selectFrom('items').select('id').where('sku', '=', 'OK-1').execute()).toEqual([]);
  });

  it('refuses a row without its key or store, and a body that is not rows, as bad input', async () => {
    const res = await importRows([{ name_en: 'Keyless' }]);
    expect(res.statusCode).toBe(422);
    expect((res.json() as ConsoleItemsImportRefused).report.map((r) => r.field)).toEqual(['key', 'store_id']);
    expect((await admin.call('POST', 'items/import', { rows: [] })).statusCode).toBe(400);
    expect((await admin.call('POST', 'items/import', { rows: ['key,price'] })).statusCode).toBe(400);
  });

  it.runIf(testDbKind === 'sqlite')('finds the named items by one index probe a pair, not by reading every item (SQLite plan)', async () => {
    const plan = (await sqlitePlan(w.t.db, itemsByKeysQuery(w.t.db, [{ storeId: w.grocery.storeId, key: 'A-1' }, { storeId: w.food.storeId, key: 'B-2' }]).compile())).join('\n');
    expect(plan).toMatch(/SEARCH i USING (COVERING )?INDEX items_store_sku \(store_id=\? AND sku=\?\)/);
    expect(plan).not.toMatch(/SCAN i\b/);
  });
});
