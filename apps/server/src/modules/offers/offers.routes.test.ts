import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, SEED_NOW, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
});
afterAll(() => t.close());

describe('coupons', () => {
  it('list the coupons valid today in the zones, in major units', async () => {
    const list = (await f.get('coupon/list', f.headers('food'))).json();
    const codes = list.map((c: { code: string }) => c.code).sort();
    expect(codes).toEqual(['DINNER10', 'FREEDEL', 'PIZZA15', 'WELCOME20']);
    expect(list.find((c: { code: string }) => c.code === 'DINNER10')).toMatchObject({ discount: 10, discount_type: 'amount', min_purchase: 60, coupon_type: 'default' });
    expect(list.find((c: { code: string }) => c.code === 'PIZZA15')).toMatchObject({ coupon_type: 'store_wise', store_name: 'Pizza Corner' });
  });

  it('show zone-wise coupons in their zone only, and store-wise ones where the store is', async () => {
    const codes = (await f.get('coupon/list', f.headers('food', f.sharjah))).json().map((c: { code: string }) => c.code).sort();
    expect(codes).toEqual(['DINNER10', 'FREEDEL', 'SHJ5', 'WELCOME20']);
  });

  it('drop coupons after they expire', async () => {
    t.app.services.clock.set(new Date(SEED_NOW.getTime() + 100 * 86_400_000));
    try {
      expect((await f.get('coupon/list', f.headers('food'))).json()).toEqual([]);
    } finally {
      t.app.services.clock.set(SEED_NOW);
    }
  });
});

describe('cashback and tips', () => {
  it('list running cashback offers', async () => {
    const list = (await f.get('cashback/list', f.headers(null))).json();
    expect(list.map((c: { title: string }) => c.title)).toEqual(['AED 10 back on big baskets', '5% back on every order']);
    expect(list[0]).toMatchObject({ cashback_type: 'amount', cashback_amount: 10, min_purchase: 150 });
  });

  it('give the most chosen tip', async () => {
    expect((await f.get('most-tips')).json()).toEqual({ most_tips_amount: 10 });
  });
});
