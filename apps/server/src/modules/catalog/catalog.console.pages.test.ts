import { CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, type CatalogueSort, type ConsoleCataloguePage } from '@storefront/contract';
import { sqlitePlan, testDbKind } from '../../../test/helpers.js';
import { menuApp } from '../../../test/menu.js';
import { withRole, type StaffSession } from '../../../test/staff.js';
import { menuSearchTerms, PROBED_ABOVE } from './catalog.console.paging.js';
import { menuIds, menuIdsQuery, type MenuFilter } from './catalog.console.repository.js';

/** More items named with one word than a search's pages are probed above (and than it counts). */
const MANY = PROBED_ABOVE + 9;
const SORTS: CatalogueSort[] = ['newest', 'name', 'price', 'stock', 'changed'];

const w = menuApp();
let admin: StaffSession;
const filter = (f: Partial<MenuFilter>): MenuFilter => ({ storeId: null, categoryIds: null, state: undefined, terms: null, ...f });

describe('the admin\'s item pages over many matches and several categories', () => {
  let sub: number;

  beforeAll(async () => {
    admin = await withRole(w.t, 'catalogue', null);
    const db = w.t.db;
    const base = await db.selectFrom('items').selectAll().where('store_id', '=', w.grocery.storeId).orderBy('id').executeTakeFirstOrThrow();
    sub = (await db.insertInto('categories').values({
      parent_id: w.grocery.categoryId, position: 1, name: 'Nebula Shelf', translations: '{}', slug: `nebula-shelf-${Date.now()}`,
      image: null, module_id: w.f.modules.grocery!, featured: 0, priority: 0, status: 1, created_at: new Date().toISOString(),
    }).returning('id').executeTakeFirstOrThrow()).id;
    const { id: _id, ...row } = base;
    const rows = Array.from({ length: MANY }, (_, n) => ({
      ...row, name: `Nebula ${n}`, translations: '{}', sku: `nebula-${n}`, slug: `nebula-${n}-${Date.now()}`, price: 1 + (n % 37), stock: n % 11,
      status: n % 13 === 0 ? 0 : 1, category_id: n % 3 === 0 ? sub : w.grocery.categoryId, updated_at: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
    }));
    for (let at = 0; at < rows.length; at += 100) await db.insertInto('items').values(rows.slice(at, at + 100)).execute();
  });

  it('answers the same page whether a search\'s matches are sorted or probed, in every sort, narrowed or not', async () => {
    const terms = menuSearchTerms('nebula');
    for (const sort of SORTS) {
      for (const f of [{}, { moduleId: w.f.modules.grocery! }, { state: 'inactive' as const }, { storeId: w.grocery.storeId }]) {
        for (const skip of [0, 40]) {
          const matched = await menuIds(w.t.db, filter({ ...f, terms, sort }), 20, skip, 'matches');
          const probed = await menuIds(w.t.db, filter({ ...f, terms, sort }), 20, skip, 'probe');
          expect(matched.length, `${sort} ${JSON.stringify(f)} ${skip}`).toBeGreaterThan(0);
          expect(probed, `${sort} ${JSON.stringify(f)} ${skip}`).toEqual(matched);
        }
      }
    }
  });

  it('pages a search of more matches than it counts in the sort\'s order, saying the count is not exact', async () => {
    const page = async (query: string) => {
      const res = await admin.call('GET', `items?search=nebula&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ConsoleCataloguePage;
    };
    const expected = Array.from({ length: MANY }, (_, n) => `Nebula ${n}`).sort();
    const first = await page('sort=name&limit=20');
    expect(first.items.map((i) => i.name)).toEqual(expected.slice(0, 20));
    expect([first.total_size, first.total_exact]).toEqual([SEARCH_COUNT_CAP, false]);
    expect((await page('sort=name&limit=20&offset=3')).items.map((i) => i.name)).toEqual(expected.slice(40, 60));
    // Beyond the count: the matches are sorted, and the last page tells the count.
    const last = await page(`sort=name&limit=20&offset=${Math.floor(MANY / 20) + 1}`);
    expect(last.items.map((i) => i.name)).toEqual(expected.slice(Math.floor(MANY / 20) * 20));
    expect([last.total_size, last.total_exact]).toEqual([MANY, true]);
  });

  it('pages and counts a narrowed search from one reading of its matches, a page past them empty with the count', async () => {
    const inactive = Array.from({ length: MANY }, (_, n) => n).filter((n) => n % 13 === 0).length;
    const res = await admin.call('GET', `items?search=nebula&state=inactive&module_id=${w.f.modules.grocery!}&sort=price&limit=20&offset=2`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as ConsoleCataloguePage;
    const expected = await menuIds(w.t.db, filter({ terms: menuSearchTerms('nebula'), state: 'inactive', moduleId: w.f.modules.grocery!, sort: 'price' }), 20, 20);
    expect(page.items.map((i) => i.id)).toEqual(expected);
    expect([page.total_size, page.total_exact]).toEqual([inactive, true]);
    const past = (await admin.call('GET', `items?search=nebula&state=inactive&module_id=${w.f.modules.grocery!}&limit=20&offset=40`)).json() as ConsoleCataloguePage;
    expect([past.items.length, past.total_size, past.total_exact]).toEqual([0, inactive, true]);
  });

  it('finds an item by a name it was given after it was made, in any language, and no longer by the one it lost', async () => {
    const db = w.t.db;
    const item = await db.selectFrom('items').select('id').where('sku', '=', 'nebula-7').executeTakeFirstOrThrow();
    const found = async (word: string) => {
      const [matched, probed] = await Promise.all((['matches', 'probe'] as const).map((use) => menuIds(db, filter({ terms: menuSearchTerms(word) }), 5, 0, use)));
      expect(probed, word).toEqual(matched);
      return matched;
    };
    await db.updateTable('items').set({ name: 'Quokka Crisps', translations: JSON.stringify({ ar: { name: 'رقائق كووكاا' }, fr: { name: 'Chips Kouokka' } }) })
      .where('id', '=', item.id).execute();
    for (const word of ['quokka', 'كووكاا', 'kouokka']) expect(await found(word), word).toEqual([item.id]);
    expect(await found('nebula 7')).not.toContain(item.id);
  });

  it('merges a category\'s and its sub-categories\' items into the page the sort asks for, each category read in order', async () => {
    const categoryIds = [w.grocery.categoryId, sub];
    for (const sort of SORTS) {
      for (const skip of [0, 30, 1500]) {
        const merged = (await menuIdsQuery(w.t.db, filter({ categoryIds, sort }), 25, skip).execute()).map((r) => r.id);
        // More categories than are merged (ids no category has) are read together and sorted: the same rows.
        const many = [...categoryIds, ...Array.from({ length: 30 }, (_, n) => -1 - n)];
        const together = (await menuIdsQuery(w.t.db, filter({ categoryIds: many, sort }), 25, skip).execute()).map((r) => r.id);
        expect(merged.length, `${sort} ${skip}`).toBe(25);
        expect(merged, `${sort} ${skip}`).toEqual(together);
      }
    }
  });

  it.runIf(testDbKind === 'sqlite')('probes a search as the sort\'s index is read, and reads a category\'s items from its index of the sort (SQLite plans)', async () => {
    const plan = async (f: Partial<MenuFilter>, use: 'matches' | 'probe' = 'matches') =>
      (await sqlitePlan(w.t.db, menuIdsQuery(w.t.db, filter(f), 20, 40, use).compile())).join('\n');
    const terms = menuSearchTerms('nebula');
    for (const [sort, column] of [['name', 'name'], ['price', 'price'], ['changed', 'updated_at']] as const) {
      const probed = await plan({ terms, sort }, 'probe');
      expect(probed, sort).toMatch(new RegExp(`INDEX items_by_${column}\\b`));
      expect(probed, sort).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      expect(await plan({ categoryIds: [sub], sort }), sort).toMatch(new RegExp(`INDEX items_category_by_${column}\\b`));
      expect(await plan({ categoryIds: [sub], sort }), sort).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
      expect(await plan({ categoryIds: [w.grocery.categoryId, sub], sort }), sort).toMatch(new RegExp(`INDEX items_category_by_${column}\\b`));
    }
    expect(await plan({ categoryIds: [sub] })).toMatch(/INDEX items_category_newest\b/);
  });

  it.runIf(testDbKind === 'postgres')('probes a search with a hashed set of the names\' matches as the sort\'s index is read (PostgreSQL plans)', async () => {
    const compiled = menuIdsQuery(w.t.db, filter({ terms: menuSearchTerms('nebula'), sort: 'name' }), 20, 40, 'probe').compile();
    const lines = (await w.t.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]))).rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(lines).toMatch(/hashed SubPlan/);
    expect(lines).toMatch(/item_names/);
  });
});
