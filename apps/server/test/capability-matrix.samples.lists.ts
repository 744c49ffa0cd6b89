import { picture } from './capability-matrix.samples.catalogue.js';
import type { MatrixWorld, SampleOf } from './capability-matrix.samples.js';

let copies = 0;

/** A new running cashback offer, switched off so that no order of the matrix earns it (version 1), for a call that changes one. */
async function freshCashback(w: MatrixWorld): Promise<number> {
  const row = {
    title: `Matrix cashback ${++copies}`, cashback_type: 'amount' as const, cashback_amount: 100, min_purchase: 0, max_discount: 0,
    start_date: '2026-01-01', end_date: '2027-12-31', same_user_limit: 0, status: 0, created_at: '2026-11-01T00:00:00.000Z',
  };
  return (await w.t.db.insertInto('cashbacks').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** A new parcel category of the first one's module (version 1). */
async function freshParcelCategory(w: MatrixWorld): Promise<number> {
  const { module_id } = await w.t.db.selectFrom('parcel_categories').select('module_id').orderBy('id').executeTakeFirstOrThrow();
  const row = { module_id, name: `Matrix parcel ${++copies}`, parcel_per_km_shipping_charge: 100, parcel_minimum_shipping_charge: 500, position: 50, status: 1, created_at: '2026-11-01T00:00:00.000Z' };
  return (await w.t.db.insertInto('parcel_categories').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** A new unit or attribute (version 1). */
async function freshTerm(w: MatrixWorld, table: 'units' | 'attributes'): Promise<number> {
  const row = { name: `Matrix ${table} ${++copies}`, position: 0, status: 1, created_at: '2026-11-01T00:00:00.000Z' };
  return (await w.t.db.insertInto(table).values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Samples of the business's lists: cashback offers, parcel categories, units and attributes. New names carry a counter: each call makes its own. */
export const LISTS_SAMPLES: Record<string, SampleOf> = {
  'GET /api/v1/console/cashbacks': async () => ({ query: 'state=running&limit=5' }),
  'GET /api/v1/console/cashbacks/{cashbackId}': async (w) => ({ params: { cashbackId: await freshCashback(w) } }),
  'POST /api/v1/console/cashbacks': async () => ({
    body: { title: { en: 'Matrix cashback', ar: 'استرداد' }, cashback_type: 'percentage', cashback_amount: 5, start_date: '2026-01-01', end_date: '2026-01-02', on: false },
  }),
  'PUT /api/v1/console/cashbacks/{cashbackId}': async (w) => ({ params: { cashbackId: await freshCashback(w) }, body: { version: 1, cashback_amount: 3 } }),
  'GET /api/v1/console/parcel-categories': async () => ({ query: 'limit=5' }),
  'GET /api/v1/console/parcel-categories/{parcelCategoryId}': async (w) => ({ params: { parcelCategoryId: await freshParcelCategory(w) } }),
  'POST /api/v1/console/parcel-categories': async () => ({ body: { name: { en: 'Matrix parcel', ar: 'طرد' }, per_km_charge: 1, minimum_charge: 5, on: false } }),
  'PUT /api/v1/console/parcel-categories/{parcelCategoryId}': async (w) => ({ params: { parcelCategoryId: await freshParcelCategory(w) }, body: { version: 1, per_km_charge: 2.5 } }),
  'PUT /api/v1/console/parcel-categories/{parcelCategoryId}/image': async (w) => picture({ parcelCategoryId: await freshParcelCategory(w) }),
  'GET /api/v1/console/units': async () => ({ query: 'limit=5' }),
  'GET /api/v1/console/units/{unitId}': async (w) => ({ params: { unitId: await freshTerm(w, 'units') } }),
  'POST /api/v1/console/units': async () => ({ body: { name: { en: `Matrix unit ${++copies}`, ar: 'وحدة' } } }),
  'PUT /api/v1/console/units/{unitId}': async (w) => ({ params: { unitId: await freshTerm(w, 'units') }, body: { version: 1, position: 3 } }),
  'GET /api/v1/console/attributes': async () => ({ query: 'limit=5' }),
  'GET /api/v1/console/attributes/{attributeId}': async (w) => ({ params: { attributeId: await freshTerm(w, 'attributes') } }),
  'POST /api/v1/console/attributes': async () => ({ body: { name: { en: `Matrix attribute ${++copies}`, fr: 'Attribut' } } }),
  'PUT /api/v1/console/attributes/{attributeId}': async (w) => ({ params: { attributeId: await freshTerm(w, 'attributes') }, body: { version: 1, position: 3 } }),
};
