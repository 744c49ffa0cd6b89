import { afterAll, beforeAll, expect } from 'vitest';
import type { ConsoleItem, ConsoleItemCreate } from '@storefront/contract';
import { catalogFixture, type CatalogFixture } from './catalog.js';
import type { AppConfig } from '../src/config.js';
import { createTestApp, type TestApp } from './helpers.js';
import { staffSession, type StaffSession } from './staff.js';

/** A store of the module in the Dubai zones, listed and open for business, with a category of its module. */
async function storeOf(t: TestApp, moduleId: number, zoneIds: number[], withAddOns = false) {
  let q = t.db.selectFrom('stores as s').select(['s.id', 's.zone_id']).where('s.module_id', '=', moduleId).where('s.zone_id', 'in', zoneIds)
    .where('s.status', '=', 1).where('s.active', '=', 1);
  if (withAddOns) q = q.where((eb) => eb.exists(eb.selectFrom('add_ons as a').select('a.id').whereRef('a.store_id', '=', 's.id').where('a.status', '=', 1)));
  const store = await q.orderBy('s.id').executeTakeFirstOrThrow();
  const categories = await t.db.selectFrom('categories').select('id').where('module_id', '=', moduleId).where('parent_id', 'is', null).orderBy('id').limit(2).execute();
  const addOns = await t.db.selectFrom('add_ons').select('id').where('store_id', '=', store.id).orderBy('id').execute();
  return { storeId: store.id, categoryId: categories[0]!.id, otherCategoryId: categories[1]!.id, addOnIds: addOns.map((a) => a.id) };
}

export interface MenuWorld {
  t: TestApp;
  f: CatalogFixture;
  grocery: Awaited<ReturnType<typeof storeOf>>;
  food: Awaited<ReturnType<typeof storeOf>>;
  /** A manager of both stores. */
  staff: StaffSession;
  /** A console call of the manager's that must answer 200; answers the body. */
  ok<T = ConsoleItem>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T>;
}

/**
 * A test file's app over the demo seed, a grocery store and a food store (with add-ons) of the Dubai
 * zones, and a manager of both: made before the file's tests, closed after them.
 */
export function menuApp(overrides: Partial<AppConfig> = {}): MenuWorld {
  const w = {} as MenuWorld;
  beforeAll(async () => {
    const t = await createTestApp(overrides);
    const f = await catalogFixture(t);
    const grocery = await storeOf(t, f.modules.grocery!, f.dubai);
    const food = await storeOf(t, f.modules.food!, f.dubai, true);
    const staff = await staffSession(t, [{ role: 'manager', storeId: grocery.storeId }, { role: 'manager', storeId: food.storeId }]);
    const ok = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
      const res = await staff.call(method, path, body);
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(200);
      return res.json() as T;
    };
    Object.assign(w, { t, f, grocery, food, staff, ok });
  });
  afterAll(() => w.t.close());
  return w;
}

/** A new item's body: a name in three languages and what else the test gives. */
export const newItem = (categoryId: number, name: string, extra: Partial<ConsoleItemCreate> = {}): ConsoleItemCreate => ({
  name: { en: name, ar: `${name} بالعربية`, fr: `${name} en français` }, category_id: categoryId, price: 12.5, ...extra,
});

/** The audit entries of an item, oldest first, their before and after parsed. */
export async function auditOf(t: TestApp, itemId: number) {
  const rows = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'item').where('entity_id', '=', String(itemId)).orderBy('id').execute();
  return rows.map((r) => ({ ...r, before: r.before === null ? null : JSON.parse(r.before), after: r.after === null ? null : JSON.parse(r.after) }));
}
