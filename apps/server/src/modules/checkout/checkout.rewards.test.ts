import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TEXTS, type CashbackOffer, type OrderTotals } from '@storefront/contract';
import { bearer, signUp } from '../../../test/accounts.js';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { deliverOrder } from '../../../test/operators.js';
import { orderFixture } from '../../../test/orders.js';
import { expectLedgersMatch } from '../../../test/wallet.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let o: ReturnType<typeof orderFixture>;
let item: { id: number; store_id: number; price: number };

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
  o = orderFixture(t, (m) => f.headers(m));
  item = await o.stockedItem(f.modules.grocery!, f.dubai, 500);
});
afterAll(() => t.close());
afterEach(() => expectLedgersMatch(t));

/** Enough units of the item to make at least `aed` of items. */
const unitsFor = (aed: number) => Math.max(1, Math.ceil((aed * 100) / item.price));

async function order(token: string, quantity: number, path: 'preview' | 'place') {
  const res = await t.app.inject({
    method: 'POST', url: `/api/v1/customer/order/${path}`, headers: { ...f.headers('grocery'), ...bearer(token) },
    payload: {
      order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(item.store_id)), ...o.contact },
      source: 'buy_now', buy_now: { item_id: item.id, quantity },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { order_id: number; totals: OrderTotals };
}
const wallet = (userId: number) =>
  t.db.selectFrom('wallet_transactions').select(['transaction_type', 'credit', 'reference']).where('user_id', '=', userId).orderBy('id').execute();

describe('cashback', () => {
  it('getCashback answers the offer that pays the most on an amount', async () => {
    const offer = async (amount: number) => (await t.app.inject({ method: 'GET', url: `/api/v1/getCashback?amount=${amount}` })).json() as CashbackOffer;
    expect(await offer(20)).toEqual({ offer: null, cashback: 0 });
    expect(await offer(100)).toMatchObject({ offer: { title: '5% back on every order' }, cashback: 5 });
    // 5% of 300 is 15, more than the flat AED 10 of the other running offer.
    expect(await offer(300)).toMatchObject({ offer: { title: '5% back on every order' }, cashback: 15 });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/getCashback?amount=-1' })).statusCode).toBe(400);
  });

  it('is shown before placing, credited to the wallet once when the order is delivered, and each offer only as often as it allows', async () => {
    const { token, user } = await signUp(t.app);
    const quantity = unitsFor(120);
    const preview = await order(token, quantity, 'preview');
    const placed = await order(token, quantity, 'place');
    expect(placed.totals.cashback_amount).toBe(preview.totals.cashback_amount);
    expect(placed.totals.cashback_amount).toBeGreaterThan(0);
    expect(await wallet(user.id)).toEqual([]);
    await deliverOrder(t, placed.order_id);
    expect(await wallet(user.id)).toEqual([{ transaction_type: 'cashback', credit: Math.round(placed.totals.cashback_amount * 100), reference: `order:${placed.order_id}` }]);
    // The 5% offer allows one order per customer: a second order of the same size earns nothing from it.
    const again = await order(token, quantity, 'preview');
    expect(again.totals.cashback_amount).toBe(0);
  });

  it('a guest, who has no wallet, earns none', async () => {
    const guest = await o.guest();
    const res = await o.place({ guest }, 'grocery', {
      order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(item.store_id)), ...o.contact }, contact: o.contact,
      source: 'buy_now', buy_now: { item_id: item.id, quantity: unitsFor(120) },
    });
    expect((res.json() as { totals: OrderTotals }).totals.cashback_amount).toBe(0);
  });
});

describe('the new customer\'s referral discount', () => {
  it('is applied by the server to the first order only, and comes back when that order is cancelled', async () => {
    const referrer = await t.db.selectFrom('users').select('ref_code').where('email', '=', 'customer@souqly.test').executeTakeFirstOrThrow();
    const { token } = await signUp(t.app, { ref_code: referrer.ref_code });
    const quantity = unitsFor(40);
    const preview = await order(token, quantity, 'preview');
    const subtotal = Math.round((preview.totals.item_amount - preview.totals.item_discount) * 100);
    expect(Math.round(preview.totals.referral_discount * 100)).toBe(Math.round(subtotal / 10));
    const first = await order(token, quantity, 'place');
    expect(first.totals.referral_discount).toBe(preview.totals.referral_discount);
    expect(first.totals.order_amount).toBeCloseTo(preview.totals.order_amount, 2);
    expect((await order(token, quantity, 'preview')).totals.referral_discount).toBe(0);

    const cancel = await t.app.inject({ method: 'PUT', url: '/api/v1/customer/order/cancel', headers: bearer(token), payload: { order_id: first.order_id, reason: 'No' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await order(token, quantity, 'preview')).totals.referral_discount).toBe(preview.totals.referral_discount);
  });

  it('a customer without a referral code has none', async () => {
    const { token } = await signUp(t.app);
    expect((await order(token, unitsFor(40), 'preview')).totals.referral_discount).toBe(0);
  });
});

describe('coupon/apply', () => {
  const apply = (owner: { guest: string }, code: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/coupon/apply', headers: f.headers('grocery'), payload: { code, store_id: item.store_id, guest_id: owner.guest } });

  it('answers what the coupon takes off the cart, or the spec\'s refusal', async () => {
    const owner = { guest: await o.guest() };
    expect((await o.addToCart(owner, 'grocery', { item_id: item.id, quantity: 1 })).statusCode).toBe(200);
    const small = await apply(owner, 'FRESH10');
    expect(small.statusCode).toBe(422);
    expect(expectEnvelope(small.json())[0]!.message.startsWith(ORDER_TEXTS.coupon_min_purchase.split('{amount}')[0]!)).toBe(true);

    const cart = (await t.app.inject({ method: 'GET', url: `/api/v1/customer/cart/list?guest_id=${owner.guest}`, headers: f.headers('grocery') })).json() as { id: number }[];
    const update = await t.app.inject({
      method: 'POST', url: '/api/v1/customer/cart/update', headers: f.headers('grocery'),
      payload: { guest_id: owner.guest, cart_id: cart[0]!.id, item_id: item.id, quantity: unitsFor(150) },
    });
    expect(update.statusCode, update.body).toBe(200);
    const big = await apply(owner, 'fresh10');
    expect(big.statusCode, big.body).toBe(200);
    const subtotal = (item.price * unitsFor(150)) / 100;
    // 10%, at most AED 20.
    expect(big.json()).toMatchObject({ code: 'FRESH10', discount_type: 'percent', discount: 10, coupon_discount: Math.min(20, Math.round(subtotal * 10) / 100) });
    expect((await apply(owner, 'NOPE')).statusCode).toBe(422);
  });
});
