import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WalletBonus, WalletTransactionList } from '@storefront/contract';
import { bearer, logIn } from '../../../test/accounts.js';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';
import { expectLedgersMatch } from '../../../test/wallet.js';
import { walletCalls } from './wallet.test-calls.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let o: ReturnType<typeof orderFixture>;
let demo: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
  o = orderFixture(t, (m) => f.headers(m));
  demo = await logIn(t.app);
});
afterAll(() => t.close());

afterEach(() => expectLedgersMatch(t));

const { get, post, info, userOf, setSetting, ledger, placeOrder } = walletCalls(() => ({ t, f, o, demo }));

/** Starts an add-fund of `amount` (major units) and answers the test gateway's session id. */
async function startFund(amount: number, token = demo) {
  const res = await post('customer/wallet/add-fund', { amount, payment_method: 'digital_payment', payment_return_path: '/wallet' }, token);
  expect(res.statusCode, res.body).toBe(200);
  const { redirect_link } = res.json() as { redirect_link: string };
  expect(redirect_link).toMatch(/^http:\/\/storefront\.test\/payment\/test-gateway\/[A-Za-z0-9_-]{24}$/);
  return new URL(redirect_link).pathname.split('/').pop()!;
}
/** The signed callback the test gateway's page sends the browser to. */
async function callbackOf(session: string, outcome: 'paid' | 'failed' | 'canceled') {
  const chosen = await t.app.inject({
    method: 'POST', url: `/payment/test-gateway/${session}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `outcome=${outcome}`,
  });
  expect(chosen.statusCode).toBe(303);
  return chosen.headers.location as string;
}

describe('the wallet ledger', () => {
  it('lists the seeded history, newest first, with the type filter', async () => {
    const all = (await get('customer/wallet/transactions?limit=10&offset=1')).json() as WalletTransactionList;
    expect(all.total_size).toBe(4);
    // An opening balance, a top-up with its bonus, and points turned into money: AED 250 in all.
    expect(all.data.map((r) => [r.transaction_type, r.credit, r.balance])).toEqual([
      ['loyalty_point', 10, 250], ['add_fund_bonus', 5, 240], ['add_fund', 100, 235], ['opening_balance', 135, 135],
    ]);
    const funds = (await get('customer/wallet/transactions?type=add_fund')).json() as WalletTransactionList;
    expect(funds.data.every((r) => r.transaction_type === 'add_fund' || r.transaction_type === 'add_fund_bonus')).toBe(true);
    expect((await get('customer/wallet/transactions?type=nope')).statusCode).toBe(400);
  });

  it('an order paid with the wallet is a debit row; cancelling it is a refund row', async () => {
    const me = await userOf(demo);
    const before = (await info()).wallet_balance;
    const id = await placeOrder(demo, { payment_method: 'wallet' });
    const order = await t.db.selectFrom('orders').select(['order_amount', 'wallet_amount']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(order.wallet_amount).toBe(order.order_amount);
    expect((await ledger(me)).at(-1)).toEqual({ transaction_type: 'order_place', credit: 0, debit: order.order_amount, reference: `order:${id}` });
    const cancel = await t.app.inject({ method: 'PUT', url: '/api/v1/customer/order/cancel', headers: bearer(demo), payload: { order_id: id, reason: 'Changed my mind' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await ledger(me)).at(-1)).toEqual({ transaction_type: 'order_refund', credit: order.order_amount, debit: 0, reference: `order:${id}` });
    expect((await info()).wallet_balance).toBe(before);
    const refunds = (await get('customer/wallet/transactions?type=refund')).json() as WalletTransactionList;
    expect(refunds.data[0]).toMatchObject({ transaction_type: 'order_refund', reference: `order:${id}` });
  });
});

describe('adding fund', () => {
  it('lists the running bonuses', async () => {
    const bonuses = (await get('customer/wallet/bonuses')).json() as WalletBonus[];
    expect(bonuses.map((b) => b.title)).toEqual(['Top-up treat', 'Big top-up']);
    expect(bonuses[0]).toMatchObject({ bonus_type: 'percent', bonus_amount: 5, minimum_add_amount: 100, maximum_bonus_amount: 25 });
  });

  it('credits the amount and its bonus once, however often the callback comes back, even all at once', async () => {
    const me = await userOf(demo);
    const before = (await info()).wallet_balance;
    const session = await startFund(200);
    expect((await info()).wallet_balance).toBe(before);
    const callback = await callbackOf(session, 'paid');
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'GET', url: callback })));
    for (const a of answers) expect(a.headers.location).toBe('/wallet?flag=success');
    // AED 200 and the 5% bonus (AED 10, under the AED 25 cap).
    expect((await info()).wallet_balance).toBe(before + 210);
    const rows = (await ledger(me)).filter((r) => r.reference === `payment:${session}`);
    expect(rows).toEqual([
      { transaction_type: 'add_fund', credit: 20000, debit: 0, reference: `payment:${session}` },
      { transaction_type: 'add_fund_bonus', credit: 1000, debit: 0, reference: `payment:${session}` },
    ]);
  });

  it('a failed or cancelled payment credits nothing', async () => {
    const before = (await info()).wallet_balance;
    for (const outcome of ['failed', 'canceled'] as const) {
      const session = await startFund(150);
      const back = await t.app.inject({ method: 'GET', url: await callbackOf(session, outcome) });
      expect(back.headers.location).toBe(`/wallet?flag=${outcome === 'failed' ? 'fail' : 'cancel'}`);
      // A forged success for the same attempt afterwards is refused, the attempt being closed.
      await t.app.inject({ method: 'GET', url: await callbackOf(session, 'paid') });
    }
    expect((await info()).wallet_balance).toBe(before);
  });

  it("takes the public client's form: the active gateway's name as payment_method, the amount as text, its callback fields ignored", async () => {
    const me = await userOf(demo);
    const before = (await info()).wallet_balance;
    const res = await post('customer/wallet/add-fund', { amount: '40', payment_method: 'test', callback: 'https://elsewhere.example/profile?page=wallet', payment_platform: 'web' });
    expect(res.statusCode, res.body).toBe(200);
    const session = new URL((res.json() as { redirect_link: string }).redirect_link).pathname.split('/').pop()!;
    await t.app.inject({ method: 'GET', url: await callbackOf(session, 'paid') });
    expect((await info()).wallet_balance).toBe(before + 40);
    expect((await ledger(me)).at(-1)).toMatchObject({ transaction_type: 'add_fund', credit: 4000 });
    // A gateway this server does not run is refused with what it takes.
    for (const payment_method of ['stripe', 'paypal', '']) {
      const refused = await post('customer/wallet/add-fund', { amount: 40, payment_method });
      expect(refused.statusCode, payment_method).toBe(400);
      expect(expectEnvelope(refused.json())[0]!.code).toBe('payment_method');
    }
    const unknown = await post('customer/wallet/add-fund', { amount: 40, payment_method: 'paypal' });
    expect(expectEnvelope(unknown.json())[0]!.message).toBe('This payment method is not available. Choose one of: digital_payment, test.');
  });

  it('refuses amounts out of bounds', async () => {
    for (const amount of [0, -5, 100_001]) {
      const res = await post('customer/wallet/add-fund', { amount, payment_method: 'digital_payment' });
      expect(res.statusCode).toBe(400);
      expectEnvelope(res.json());
    }
  });
});

describe('switched off', () => {
  afterEach(async () => {
    for (const key of ['customer_wallet_status', 'add_fund_status', 'loyalty_point_status']) await setSetting(key, 1);
  });

  it('answers 403 with a code naming the switch', async () => {
    await setSetting('customer_wallet_status', 0);
    for (const res of [await get('customer/wallet/transactions'), await get('customer/wallet/bonuses'), await post('customer/wallet/add-fund', { amount: 10, payment_method: 'digital_payment' })]) {
      expect(res.statusCode).toBe(403);
      expect(expectEnvelope(res.json())[0]!.code).toBe('wallet_disabled');
    }
    await setSetting('customer_wallet_status', 1);
    await setSetting('add_fund_status', 0);
    const fund = await post('customer/wallet/add-fund', { amount: 10, payment_method: 'digital_payment' });
    expect(fund.statusCode).toBe(403);
    expect(expectEnvelope(fund.json())[0]!.code).toBe('add_fund_disabled');
    await setSetting('loyalty_point_status', 0);
    for (const res of [await get('customer/loyalty-point/transactions'), await post('customer/loyalty-point/point-transfer', { point: 100 })]) {
      expect(res.statusCode).toBe(403);
      expect(expectEnvelope(res.json())[0]!.code).toBe('loyalty_point_disabled');
    }
  });

  it('asks for a sign-in first', async () => {
    for (const url of ['customer/wallet/transactions', 'customer/wallet/bonuses', 'customer/loyalty-point/transactions']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}` });
      expect(res.statusCode).toBe(401);
      expect(expectEnvelope(res.json())[0]!.message).toBe('You are not logged in');
    }
  });
});
