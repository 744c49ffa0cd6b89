import { formData } from './accounts.js';
import type { MatrixWorld, SampleOf } from './capability-matrix.samples.js';
import { PNG } from './operators.js';

let copies = 0;
const DAYS = { start_date: '2026-11-01', end_date: '2027-12-31' };

/** Store A's module: the module of the new campaigns and sales, and one of its items (not on any flash sale). */
async function place(w: MatrixWorld) {
  const store = await w.t.db.selectFrom('stores').select(['id', 'module_id']).where('id', '=', w.storeId).executeTakeFirstOrThrow();
  const item = await w.t.db.selectFrom('items').select(['id', 'price']).where('store_id', '=', store.id)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('flash_sale_items as f').select('f.id').whereRef('f.item_id', '=', 'items.id'))))
    .orderBy('id').executeTakeFirstOrThrow();
  return { moduleId: store.module_id, storeId: store.id, item };
}

/** A new basic campaign (version 1) of store A's module, for a call that changes one. */
async function freshCampaign(w: MatrixWorld): Promise<number> {
  const { moduleId } = await place(w);
  const row = { title: `Matrix campaign ${++copies}`, module_id: moduleId, ...DAYS, start_time: '00:00', end_time: '23:59', status: 1, created_at: '2026-11-01T00:00:00.000Z' };
  return (await w.t.db.insertInto('campaigns').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

async function freshItemCampaign(w: MatrixWorld): Promise<number> {
  const { item } = await place(w);
  const found = await w.t.db.selectFrom('items').select(['store_id', 'module_id', 'zone_id']).where('id', '=', item.id).executeTakeFirstOrThrow();
  const row = {
    item_id: item.id, ...found, title: `Matrix item campaign ${++copies}`, price: item.price, discount: 0, discount_type: 'percent' as const,
    ...DAYS, start_time: '00:00', end_time: '23:59', status: 1, created_at: '2026-11-01T00:00:00.000Z',
  };
  return (await w.t.db.insertInto('item_campaigns').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** A new flash sale (version 1), switched off so that its lines never meet another sale's. */
async function freshSale(w: MatrixWorld): Promise<number> {
  const { moduleId } = await place(w);
  const row = { title: `Matrix sale ${++copies}`, module_id: moduleId, start_date: '2026-11-01T00:00:00.000Z', end_date: '2027-12-31T00:00:00.000Z', status: 0, created_at: '2026-11-01T00:00:00.000Z' };
  return (await w.t.db.insertInto('flash_sales').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Samples of the campaigns' and flash sales' editors. */
export const CAMPAIGN_SAMPLES: Record<string, SampleOf> = {
  'GET /api/v1/console/campaigns/basic': async () => ({ query: 'state=running&limit=5' }),
  'GET /api/v1/console/campaigns/basic/{campaignId}': async (w) => ({ params: { campaignId: await freshCampaign(w) } }),
  'POST /api/v1/console/campaigns/basic': async (w) => {
    const { moduleId, storeId } = await place(w);
    return { body: { title: { en: 'Matrix campaign', ar: 'حملة' }, module_id: moduleId, ...DAYS, store_ids: [storeId] } };
  },
  'PUT /api/v1/console/campaigns/basic/{campaignId}': async (w) => ({ params: { campaignId: await freshCampaign(w) }, body: { version: 1, on: false } }),
  'PUT /api/v1/console/campaigns/basic/{campaignId}/image': async (w) => {
    const form = formData({ version: '1', image: PNG });
    return { params: { campaignId: await freshCampaign(w) }, body: form.payload, headers: form.headers };
  },
  'GET /api/v1/console/campaigns/choices/stores': async (w) => ({ query: `module_id=${(await place(w)).moduleId}` }),
  'GET /api/v1/console/campaigns/choices/items': async (w) => ({ query: `module_id=${(await place(w)).moduleId}&search=a` }),
  'GET /api/v1/console/campaigns/items': async () => ({ query: 'limit=5' }),
  'GET /api/v1/console/campaigns/items/{campaignId}': async (w) => ({ params: { campaignId: await freshItemCampaign(w) } }),
  'POST /api/v1/console/campaigns/items': async (w) => {
    const { item } = await place(w);
    return { body: { title: { en: 'Matrix deal' }, item_id: item.id, price: item.price / 100, ...DAYS } };
  },
  'PUT /api/v1/console/campaigns/items/{campaignId}': async (w) => ({ params: { campaignId: await freshItemCampaign(w) }, body: { version: 1, on: false } }),
  'GET /api/v1/console/flash-sales': async () => ({ query: 'limit=5' }),
  'GET /api/v1/console/flash-sales/{flashSaleId}': async (w) => ({ params: { flashSaleId: await freshSale(w) } }),
  'POST /api/v1/console/flash-sales': async (w) => ({
    body: { title: { en: 'Matrix sale' }, module_id: (await place(w)).moduleId, start_date: '2026-12-01T00:00:00Z', end_date: '2026-12-02T00:00:00Z', on: false },
  }),
  'PUT /api/v1/console/flash-sales/{flashSaleId}': async (w) => ({ params: { flashSaleId: await freshSale(w) }, body: { version: 1, title: { en: 'Matrix sale, edited' } } }),
  'PUT /api/v1/console/flash-sales/{flashSaleId}/items/{itemId}': async (w) => ({
    params: { flashSaleId: await freshSale(w), itemId: (await place(w)).item.id }, body: { version: 1, discount: 10, discount_type: 'percent', stock: 5 },
  }),
  'DELETE /api/v1/console/flash-sales/{flashSaleId}/items/{itemId}': async (w) => {
    const flashSaleId = await freshSale(w);
    const { item } = await place(w);
    await w.t.db.insertInto('flash_sale_items').values({ flash_sale_id: flashSaleId, item_id: item.id, stock: 5, sold: 0, discount: 10, discount_type: 'percent', price: item.price, status: 1 }).execute();
    return { params: { flashSaleId, itemId: item.id }, query: 'version=1' };
  },
};
