import { formData } from './accounts.js';
import type { TestApp } from './helpers.js';
import { PNG } from './operators.js';
import type { StaffSession } from './staff.js';

/** What the capability matrix builds once: a store A its staff act for, another store B, and ways to make fresh rows. */
export interface MatrixWorld {
  t: TestApp;
  storeId: number;
  otherStoreId: number;
  /** An order of store A that stays where it is (read-only calls). */
  orderId: number;
  /** A new pending cash order of store A (for a call that moves one). */
  placeOrder(): Promise<number>;
}

export interface Sample {
  /** Path parameters besides storeId (always store A). */
  params?: Record<string, string | number>;
  query?: string;
  /** A JSON body, or a ready payload (a multipart form) sent with `headers`. */
  body?: unknown;
  headers?: Record<string, string>;
}

let copies = 0;

/** A new item of store A, a copy of its first one without variations (version 1), for a call that changes one. */
async function freshItem(w: MatrixWorld): Promise<number> {
  const { id: _id, version: _version, slug, ...row } = await w.t.db.selectFrom('items as i').selectAll('i').where('i.store_id', '=', w.storeId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('item_variations as v').select('v.id').whereRef('v.item_id', '=', 'i.id'))))
    .orderBy('i.id').executeTakeFirstOrThrow();
  copies += 1;
  return (await w.t.db.insertInto('items').values({ ...row, slug: `${slug}-matrix-${copies}` }).returning('id').executeTakeFirstOrThrow()).id;
}

/** A category of store A's module, for a new item. */
async function storeCategory(w: MatrixWorld): Promise<number> {
  const store = await w.t.db.selectFrom('stores').select('module_id').where('id', '=', w.storeId).executeTakeFirstOrThrow();
  return (await w.t.db.selectFrom('categories').select('id').where('module_id', '=', store.module_id).orderBy('id').executeTakeFirstOrThrow()).id;
}

/**
 * How to call each console operation ("METHOD /path" as the OpenAPI document names it) so that a caller
 * allowed to make it succeeds. Called once for every caller, so a sample that changes a row makes a
 * fresh one. A console operation missing here fails the matrix: add its sample with the route.
 */
export const SAMPLES: Record<string, (w: MatrixWorld, caller: StaffSession | null) => Promise<Sample>> = {
  'GET /api/v1/console/me': async () => ({}),
  'GET /api/v1/console/audit': async () => ({ query: 'limit=5' }),
  'GET /api/v1/console/stores/{storeId}/orders': async () => ({ query: 'status=all' }),
  'GET /api/v1/console/stores/{storeId}/orders/{id}': async (w) => ({ params: { id: w.orderId } }),
  'PUT /api/v1/console/stores/{storeId}/orders/{id}/status': async (w) => ({ params: { id: await w.placeOrder() }, body: { status: 'confirmed', processing_time: 15 } }),
  'GET /api/v1/console/stores/{storeId}/items': async () => ({ query: 'limit=5&state=active' }),
  'GET /api/v1/console/stores/{storeId}/items/choices': async () => ({}),
  'GET /api/v1/console/stores/{storeId}/items/{id}': async (w) => ({ params: { id: await freshItem(w) } }),
  'POST /api/v1/console/stores/{storeId}/items': async (w) => ({ body: { name: { en: 'Matrix item', ar: '', fr: '' }, category_id: await storeCategory(w), price: 3 } }),
  'PUT /api/v1/console/stores/{storeId}/items/{id}': async (w) => ({ params: { id: await freshItem(w) }, body: { version: 1, price: 4.5 } }),
  'PUT /api/v1/console/stores/{storeId}/items/{id}/stock': async (w) => ({ params: { id: await freshItem(w) }, body: { version: 1, stock: 321 } }),
  'PUT /api/v1/console/stores/{storeId}/items/{id}/active': async (w) => ({ params: { id: await freshItem(w) }, body: { version: 1, active: false } }),
  'POST /api/v1/console/stores/{storeId}/items/bulk': async (w) => ({ body: { rows: [{ id: await freshItem(w), price: 7.25 }] } }),
  'POST /api/v1/console/stores/{storeId}/items/{id}/images': async (w) => {
    const form = formData({ version: '1', image: PNG });
    return { params: { id: await freshItem(w) }, body: form.payload, headers: form.headers };
  },
};
