import { describe, expect, it } from 'vitest';
import { MAX_BULK_ROWS, type ConsoleBulkRefused, type ConsoleItem } from '@storefront/contract';
import { auditOf, menuApp, newItem } from '../../../test/menu.js';

const w = menuApp();
const bulk = (storeId: number, rows: unknown[]) => w.staff.call('POST', `stores/${storeId}/items/bulk`, { rows });

/** Items of the grocery store made for one test: a plain one, one 10 % off, one with variations. */
async function threeItems() {
  const { grocery, ok } = w;
  const path = `stores/${grocery.storeId}/items`;
  const plain = await ok('POST', path, newItem(grocery.categoryId, 'Bulk Plain', { stock: 10, price: 20 }));
  const percent = await ok('POST', path, newItem(grocery.categoryId, 'Bulk Percent', { stock: 4, price: 8, discount: 10, discount_type: 'percent' as const }));
  const varied = await ok('POST', path, newItem(grocery.categoryId, 'Bulk Varied', { variations: [{ type: 'One', price: 5, stock: 1 }] }));
  return { plain, percent, varied };
}

const snapshot = (ids: number[]) => w.t.db.selectFrom('items').select(['id', 'price', 'stock', 'discount', 'version']).where('id', 'in', ids).orderBy('id').execute();

describe('the CSV bulk update', () => {
  it('refuses the whole file when any row is wrong, reporting every refused row, and changes nothing', async () => {
    const { plain, percent, varied } = await threeItems();
    const { food, ok } = w;
    const foreign = await ok<ConsoleItem>('POST', `stores/${food.storeId}/items`, newItem(food.categoryId, 'Not here'));
    const ids = [plain.id, percent.id, varied.id, foreign.id];
    const before = await snapshot(ids);
    const audited = (await auditOf(w.t, plain.id)).length;
    const res = await bulk(w.grocery.storeId, [
      { id: plain.id, price: 25, stock: 7 },
      { id: percent.id, discount: 9 },
      { id: foreign.id, price: 1 },
      { id: varied.id, stock: 3 },
      { id: plain.id, price: 26 },
      { id: 999_999_9, price: 1 },
      { id: percent.id + 100_000, stock: 1.5 },
      { id: percent.id, price: -1, discount: 99 },
      { id: 1.5 },
    ]);
    expect(res.statusCode).toBe(422);
    const body = res.json() as ConsoleBulkRefused;
    expect(body.errors[0]!.code).toBe('bulk_refused');
    expect(body.report).toEqual([
      { row: 3, id: foreign.id, field: 'id', message: 'No such item in this store' },
      { row: 4, id: varied.id, field: 'stock', message: expect.stringContaining('variations') },
      { row: 5, id: plain.id, field: 'id', message: 'The item is named on an earlier row too' },
      { row: 6, id: 999_999_9, field: 'id', message: 'No such item in this store' },
      { row: 7, id: percent.id + 100_000, field: 'id', message: 'No such item in this store' },
      { row: 8, id: percent.id, field: 'id', message: 'The item is named on an earlier row too' },
      { row: 9, id: 1.5, field: 'id', message: 'No such item in this store' },
    ]);
    expect(await snapshot(ids)).toEqual(before);
    expect(await auditOf(w.t, plain.id)).toHaveLength(audited);
  });

  it('checks each number against its item: a price in cents, a whole stock, a discount within the price or 100 %, the version when given', async () => {
    const { plain, percent } = await threeItems();
    const res = await bulk(w.grocery.storeId, [
      { id: plain.id, price: 1.005, stock: -1, version: 1 },
      { id: percent.id, discount: 150, version: 7 },
    ]);
    expect(res.statusCode).toBe(422);
    expect((res.json() as ConsoleBulkRefused).report.map((r) => [r.row, r.field])).toEqual([[1, 'price'], [1, 'stock'], [2, 'version'], [2, 'discount']]);
  });

  it('applies every row in one go: new values, a new version and one audit entry per changed item; the storefront shows them at once', async () => {
    const { plain, percent, varied } = await threeItems();
    const { f, grocery } = w;
    expect((await f.get(`items/details/${plain.id}`, f.headers('grocery'))).json()).toMatchObject({ price: 20, stock: 10 });
    const res = await bulk(grocery.storeId, [
      { id: plain.id, price: 18.5, stock: 0, version: 1 },
      { id: percent.id, discount: 2.5 },
      { id: varied.id, price: 12.5 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rows: 3, changed: 2, unchanged: 1 });
    expect(await snapshot([plain.id, percent.id, varied.id])).toEqual([
      { id: plain.id, price: 1850, stock: 0, discount: 0, version: 2 },
      { id: percent.id, price: 800, stock: 4, discount: 2.5, version: 2 },
      { id: varied.id, price: 1250, stock: 1, discount: 0, version: 1 },
    ]);
    const [, entry] = await auditOf(w.t, plain.id);
    expect(entry).toMatchObject({ action: 'items.bulk_update', operator_id: w.staff.id, before: { price: 20, stock: 10, version: 1 }, after: { price: 18.5, stock: 0, version: 2 } });
    expect((await auditOf(w.t, percent.id))[1]).toMatchObject({ before: { discount: 10, version: 1 }, after: { discount: 2.5, version: 2 } });
    expect(await auditOf(w.t, varied.id)).toHaveLength(1);
    expect((await f.get(`items/details/${plain.id}`, f.headers('grocery'))).json()).toMatchObject({ price: 18.5, stock: 0 });
    // An editor that read version 1 of the plain item now meets a conflict naming what the file changed.
    const stale = await w.staff.call('PUT', `stores/${grocery.storeId}/items/${plain.id}`, { version: 1, organic: true });
    expect(stale.json().changed).toEqual(['price', 'stock']);
  });

  it(`takes up to ${MAX_BULK_ROWS} rows`, async () => {
    const { plain } = await threeItems();
    const many = Array.from({ length: MAX_BULK_ROWS }, (_, n) => (n === 0 ? { id: plain.id, stock: 11 } : { id: 10_000_000 + n }));
    const refused = await bulk(w.grocery.storeId, many);
    expect(refused.statusCode).toBe(422);
    expect((refused.json() as ConsoleBulkRefused).report).toHaveLength(MAX_BULK_ROWS - 1);
    expect((await bulk(w.grocery.storeId, [...many, { id: plain.id }])).statusCode).toBe(400);
    expect((await bulk(w.grocery.storeId, [])).statusCode).toBe(400);
  });
});
