import { formData } from './accounts.js';
import type { MatrixWorld, SampleOf } from './capability-matrix.samples.js';
import { PNG } from './operators.js';

let copies = 0;

/** A new banner copied from the first one (version 1), for a call that changes one. */
async function freshBanner(w: MatrixWorld): Promise<number> {
  const { id: _id, version: _version, ...row } = await w.t.db.selectFrom('banners').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const { id } = await w.t.db.insertInto('banners').values({ ...row, title: `Matrix banner ${++copies}` }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Where the first banner shows: a module and a zone a new banner may name. */
const bannerPlace = (w: MatrixWorld) => w.t.db.selectFrom('banners').select(['module_id', 'zone_id']).orderBy('id').executeTakeFirstOrThrow();

/** A new running coupon of the first banner's module (version 1), for a call that changes one. */
async function freshCoupon(w: MatrixWorld): Promise<number> {
  const { module_id } = await bannerPlace(w);
  const code = `MATRIX${++copies}`;
  const row = {
    title: code, code, coupon_type: 'default' as const, module_id, store_id: null, zone_id: null, discount: 5, discount_type: 'percent' as const,
    min_purchase: 0, max_discount: 0, usage_limit: null, start_date: '2026-01-01', expire_date: '2027-12-31', status: 1, created_at: '2026-11-01T00:00:00.000Z',
  };
  return (await w.t.db.insertInto('coupons').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

/** Samples of the business's promotions: home banners, coupons and the newsletter's subscribers. */
export const PROMOTION_SAMPLES: Record<string, SampleOf> = {
  'GET /api/v1/console/banners': async () => ({ query: 'limit=5' }),
  'GET /api/v1/console/newsletter': async () => ({ query: 'search=a&limit=5' }),
  'GET /api/v1/console/newsletter/export': async () => ({}),
  'GET /api/v1/console/banners/{bannerId}': async (w) => ({ params: { bannerId: await freshBanner(w) } }),
  'POST /api/v1/console/banners': async (w) => ({ body: { title: { en: 'Matrix banner', ar: 'لافتة' }, type: 'default', ...(await bannerPlace(w)) } }),
  'PUT /api/v1/console/banners/{bannerId}/image': async (w) => {
    const form = formData({ version: '1', image: PNG });
    return { params: { bannerId: await freshBanner(w) }, body: form.payload, headers: form.headers };
  },
  'PUT /api/v1/console/banners/{bannerId}': async (w) => ({ params: { bannerId: await freshBanner(w) }, body: { version: 1, featured: true, title: { en: 'Matrix banner, edited' } } }),
  'GET /api/v1/console/coupons': async () => ({ query: 'state=running&limit=5' }),
  'GET /api/v1/console/coupons/{couponId}': async (w) => ({ params: { couponId: await freshCoupon(w) } }),
  'POST /api/v1/console/coupons': async (w) => ({
    body: { title: { en: 'Matrix coupon', ar: 'قسيمة' }, code: `MATRIXNEW${++copies}`, coupon_type: 'default', module_id: (await bannerPlace(w)).module_id, discount: 5, start_date: '2026-01-01', expire_date: '2027-12-31' },
  }),
  'PUT /api/v1/console/coupons/{couponId}': async (w) => ({ params: { couponId: await freshCoupon(w) }, body: { version: 1, discount: 7, on: false } }),
};
