import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp } from '../../../test/accounts.js';
import type { TestApp } from '../../../test/helpers.js';
import { checkoutApp, guestWithCartOf, message, type CheckoutTest } from './checkout.test-app.js';

let t: TestApp;
let f: CheckoutTest['f'];
let o: CheckoutTest['o'];

beforeAll(async () => ({ t, f, o } = await checkoutApp()));
afterAll(() => t.close());
const guestWithCart = guestWithCartOf(() => ({ t, f, o }));

describe('coupons', () => {
  const foodOrder = async (code: string, owner: { guest?: string; token?: string }) => {
    const item = await o.stockedItem(f.modules.grocery!, f.dubai, 500);
    await o.addToCart(owner, 'grocery', { item_id: item.id, quantity: 1 });
    const address = { ...(await o.near(item.store_id)), ...o.contact };
    return o.place(owner, 'grocery', { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact, coupon_code: code });
  };

  it('answers the minimum purchase text, expiry, and unknown codes', async () => {
    const guest = await o.guest();
    const min = await foodOrder('FRESH10', { guest });
    expect(message(min)).toBe('To apply this coupon, total item amount should be minimum AED100.00');
    await t.db.updateTable('coupons').set({ module_id: f.modules.grocery!, expire_date: '2026-01-01' }).where('code', '=', 'OLD25').execute();
    expect(message(await foodOrder('OLD25', { guest }))).toBe('This coupon has expired');
    expect(message(await foodOrder('NOPE', { guest }))).toBe('Coupon not found');
  });

  it('takes a percentage up to its maximum, and counts uses per customer and in total', async () => {
    await t.db.updateTable('coupons').set({ min_purchase: 0, usage_limit: 1, total_limit: 2, discount: 50, max_discount: 300 }).where('code', '=', 'FRESH10').execute();
    const first = await foodOrder('FRESH10', { guest: await o.guest() });
    expect(first.statusCode, first.body).toBe(200);
    const totals = first.json().totals;
    expect(totals.coupon_discount).toBe(Math.min(3, Math.round((totals.item_amount - totals.item_discount) * 50) / 100));
    const customer = await signUp(t.app);
    expect((await foodOrder('FRESH10', { token: customer.token })).statusCode).toBe(200);
    expect(message(await foodOrder('FRESH10', { token: customer.token }))).toBe('You have already used this coupon the maximum number of times');
    expect(message(await foodOrder('FRESH10', { guest: await o.guest() }))).toBe('This coupon has been used up');
  });

  it('free delivery takes the delivery charge off; first-order coupons only on a first order', async () => {
    await t.db.updateTable('coupons').set({ module_id: f.modules.grocery!, min_purchase: 0 }).where('code', 'in', ['FREEDEL', 'FIRSTCART']).execute();
    const free = (await foodOrder('FREEDEL', { guest: await o.guest() })).json();
    expect(free.totals.delivery_charge).toBe(0);
    expect(free.totals.original_delivery_charge).toBeGreaterThan(0);
    const customer = await signUp(t.app);
    expect((await foodOrder('FIRSTCART', { token: customer.token })).statusCode).toBe(200);
    await t.db.updateTable('coupons').set({ usage_limit: 5 }).where('code', '=', 'FIRSTCART').execute();
    expect(message(await foodOrder('FIRSTCART', { token: customer.token }))).toBe('This coupon is only for your first order');
    expect(message(await foodOrder('FIRSTCART', { guest: await o.guest() }))).toBe('This coupon is only for your first order');
  });
});

describe('wallet', () => {
  it('pays from the wallet and refuses more than it holds', async () => {
    const token = await logIn(t.app);
    const user = await t.db.selectFrom('users').select(['id', 'wallet_balance']).where('email', '=', 'customer@souqly.test').executeTakeFirstOrThrow();
    const item = await o.stockedItem(f.modules.grocery!, f.dubai, 500);
    await o.addToCart({ token }, 'grocery', { item_id: item.id, quantity: 1 });
    const res = await o.place({ token }, 'grocery', { order_type: 'take_away', payment_method: 'wallet' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment_status).toBe('paid');
    const after = await t.db.selectFrom('users').select('wallet_balance').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(after.wallet_balance).toBe(user.wallet_balance - Math.round(res.json().totals.order_amount * 100));

    await t.db.updateTable('users').set({ wallet_balance: 1 }).where('id', '=', user.id).execute();
    await o.addToCart({ token }, 'grocery', { item_id: item.id, quantity: 1 });
    const poor = await o.place({ token }, 'grocery', { order_type: 'take_away', payment_method: 'wallet' });
    expect(message(poor)).toBe('Your wallet balance is not enough for this order');
    expect((await t.db.selectFrom('users').select('wallet_balance').where('id', '=', user.id).executeTakeFirstOrThrow()).wallet_balance).toBe(1);
  });
});

describe('offline payment', () => {
  it('needs a method and its required fields, and keeps what the customer gave', async () => {
    const { guest, address } = await guestWithCart();
    const methods = (await t.app.inject({ method: 'GET', url: '/api/v1/offline_payment_method_list' })).json() as { id: number; method_name: string }[];
    const bank = methods.find((m) => m.method_name === 'Bank transfer')!;
    const body = { order_type: 'delivery', payment_method: 'offline_payment', address, contact: o.contact };
    expect(message(await o.place({ guest }, 'grocery', body))).toBe('Choose how you will pay offline');
    const missing = await o.place({ guest }, 'grocery', { ...body, offline_payment: { method_id: bank.id, fields: { transaction_id: 'TX-1' } } });
    expect(missing.statusCode).toBe(400);
    expect(message(missing)).toBe('Account holder name is required');
    const ok = await o.place({ guest }, 'grocery', { ...body, offline_payment: { method_id: bank.id, fields: { transaction_id: ' TX-1 ', sender_name: 'Guest Buyer', extra: 'dropped' } } });
    expect(ok.statusCode, ok.body).toBe(200);
    const row = await t.db.selectFrom('orders').select(['offline_payment', 'payment_status']).where('id', '=', ok.json().order_id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.offline_payment!)).toEqual({ method_id: bank.id, method_name: 'Bank transfer', fields: { transaction_id: 'TX-1', sender_name: 'Guest Buyer' } });
    expect(row.payment_status).toBe('unpaid');
  });
});
