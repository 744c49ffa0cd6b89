import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insertable } from 'kysely';
import { COUPON_REFUSALS, fillText, ORDER_TEXTS, type CouponRefusal } from '@storefront/contract';
import { catalogFixture } from '../../../test/catalog.js';
import { bearer, signUp } from '../../../test/accounts.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';
import type { CouponsTable } from '../offers/offers.table.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let o: ReturnType<typeof orderFixture>;
let item: { id: number; store_id: number };
let store: { id: number; zone_id: number };

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
  o = orderFixture(t, (m) => f.headers(m));
  item = await o.stockedItem(f.modules.grocery!, f.dubai, 1000);
  store = await t.db.selectFrom('stores').select(['id', 'zone_id']).where('id', '=', item.store_id).executeTakeFirstOrThrow();
});
afterAll(() => t.close());

/** Each refusal met here, to check that every code of COUPON_REFUSALS is answered by some case. */
const seen = new Set<CouponRefusal>();

async function coupon(code: string, over: Partial<Insertable<CouponsTable>> = {}) {
  await t.db.insertInto('coupons').values({
    title: code, code, coupon_type: 'default', module_id: f.modules.grocery!, store_id: null, zone_id: null, discount: 10, discount_type: 'percent',
    min_purchase: 0, max_discount: 0, usage_limit: null, start_date: '2000-01-01', expire_date: '2999-12-31', status: 1, created_at: '2026-11-01T00:00:00.000Z', ...over,
  }).execute();
}

type Owner = { guest?: string; token?: string };

/** An owner with the item in the cart. */
async function withCart(given?: Owner): Promise<Owner> {
  const owner = given ?? { guest: await o.guest() };
  const added = await o.addToCart(owner, 'grocery', { item_id: item.id, quantity: 1 });
  expect(added.statusCode, added.body).toBe(200);
  return owner;
}

const orderBody = async (code: string) => ({
  order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(item.store_id)), ...o.contact }, contact: o.contact, coupon_code: code,
});

const authOf = (owner: Owner) => (owner.token ? bearer(owner.token) : {});

const apply = (owner: Owner, code: string) => t.app.inject({
  method: 'POST', url: '/api/v1/coupon/apply', headers: { ...f.headers('grocery'), ...authOf(owner) }, payload: { code, store_id: item.store_id, guest_id: owner.guest },
});

const preview = async (owner: Owner, code: string) => t.app.inject({
  method: 'POST', url: '/api/v1/customer/order/preview', headers: { ...f.headers('grocery'), ...authOf(owner) }, payload: { ...(await orderBody(code)), guest_id: owner.guest },
});

const place = async (owner: Owner, code: string) => o.place(owner, 'grocery', await orderBody(code));

/** The status and top code stay those of a business rule (422); the detail names the refusal, beside the same text as before. */
function expectRefusal(res: { statusCode: number; body: string; json(): unknown }, code: CouponRefusal, message: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(expectEnvelope(res.json())).toEqual([{ code, message }]);
  seen.add(code);
}

describe('coupon refusals: each has its own detail code, on coupon/apply, the preview and placing alike', () => {
  const beforeWriting: [CouponRefusal, string, Partial<Insertable<CouponsTable>> | null, string][] = [
    ['coupon_not_found', 'NOPE', null, ORDER_TEXTS.coupon_not_found],
    ['coupon_not_found', 'OFF1', { status: 0 }, ORDER_TEXTS.coupon_not_found],
    ['coupon_expired', 'GONE1', { expire_date: '2000-01-02' }, ORDER_TEXTS.coupon_expired],
    ['coupon_not_started', 'SOON1', { start_date: '2999-01-01' }, ORDER_TEXTS.coupon_not_applicable],
    ['coupon_first_order', 'FIRST1', { coupon_type: 'first_order' }, ORDER_TEXTS.coupon_first_order],
    ['coupon_min_purchase', 'BIG1', { min_purchase: 1_000_000 }, fillText(ORDER_TEXTS.coupon_min_purchase, { amount: 'AED10000.00' })],
  ];

  it.each(beforeWriting)('%s (%s)', async (code, couponCode, row, message) => {
    if (row) await coupon(couponCode, row);
    const owner = await withCart();
    expectRefusal(await apply(owner, couponCode), code, message);
    expectRefusal(await preview(owner, couponCode), code, message);
    expectRefusal(await place(owner, couponCode), code, message);
  });

  it('coupon_module, coupon_store and coupon_zone: a coupon of another module, store or zone', async () => {
    await coupon('FOOD1', { module_id: f.modules.food! });
    const other = await t.db.selectFrom('stores').select('id').where('id', '!=', store.id).executeTakeFirstOrThrow();
    await coupon('STORE1', { coupon_type: 'store_wise', store_id: other.id });
    const zone = await t.db.selectFrom('zones').select('id').where('id', '!=', store.zone_id).executeTakeFirstOrThrow();
    await coupon('ZONE1', { coupon_type: 'zone_wise', zone_id: zone.id });
    const owner = await withCart();
    for (const [couponCode, code] of [['FOOD1', 'coupon_module'], ['STORE1', 'coupon_store'], ['ZONE1', 'coupon_zone']] as const) {
      expectRefusal(await apply(owner, couponCode), code, ORDER_TEXTS.coupon_not_applicable);
      expectRefusal(await preview(owner, couponCode), code, ORDER_TEXTS.coupon_not_applicable);
      expectRefusal(await place(owner, couponCode), code, ORDER_TEXTS.coupon_not_applicable);
    }
  });

  it('coupon_used_up and coupon_exhausted: the uses per customer and in total, counted when the order is written', async () => {
    await coupon('ONCE1', { usage_limit: 1, total_limit: 2 });
    const customer = { token: (await signUp(t.app)).token };
    await withCart(customer);
    expect((await place(customer, 'ONCE1')).statusCode).toBe(200);
    await withCart(customer);
    expectRefusal(await place(customer, 'ONCE1'), 'coupon_used_up', ORDER_TEXTS.coupon_used_up);
    expect((await place(await withCart(), 'ONCE1')).statusCode).toBe(200);
    expectRefusal(await place(await withCart(), 'ONCE1'), 'coupon_exhausted', ORDER_TEXTS.coupon_exhausted);
  });

  it('every code of COUPON_REFUSALS is answered by one of the cases above', () => {
    expect([...seen].sort()).toEqual([...COUPON_REFUSALS].sort());
  });
});
