import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_TEXTS, type Customer, type LoyaltyTransactionList, type WalletBonus, type WalletTransactionList } from '@storefront/contract';
import { bearer, logIn, signUp } from '../../../test/accounts.js';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { deliverOrder, operatorLogin } from '../../../test/operators.js';
import { orderFixture } from '../../../test/orders.js';
import { expectLedgersMatch } from '../../../test/wallet.js';

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

const get = (url: string, token = demo) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });
const post = (url: string, payload: Record<string, unknown>, token = demo) => t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: bearer(token), payload });
const info = async (token = demo) => (await get('customer/info', token)).json() as Customer;
const userOf = async (token: string) => (await info(token)).id;

async function setSetting(key: string, value: unknown) {
  await t.db.updateTable('settings').set({ value: JSON.stringify(value) }).where('key', '=', key).execute();
  t.app.services.config.invalidate();
}

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
const ledger = async (userId: number) =>
  t.db.selectFrom('wallet_transactions').select(['transaction_type', 'credit', 'debit', 'reference']).where('user_id', '=', userId).orderBy('id').execute();

/** A cash order of the customer's for a stocked grocery item, placed through the API. */
async function placeOrder(token: string, extra: Record<string, unknown> = {}) {
  const item = await o.stockedItem(f.modules.grocery!, f.dubai, 50);
  const res = await o.place({ token }, 'grocery', {
    order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(item.store_id)), ...o.contact },
    source: 'buy_now', buy_now: { item_id: item.id, quantity: 2 }, ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { order_id: number }).order_id;
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

describe('loyalty points', () => {
  it('converts points to wallet money at the rate, refusing fewer than the minimum', async () => {
    const me = await userOf(demo);
    const start = await info();
    const few = await post('customer/loyalty-point/point-transfer', { point: 50 });
    expect(few.statusCode).toBe(422);
    expect(expectEnvelope(few.json())[0]!.message).toBe('You have to transfer at least 100 points.');
    const res = await post('customer/loyalty-point/point-transfer', { point: 100 });
    expect(res.statusCode, res.body).toBe(200);
    // 10 points are worth AED 1.
    expect(res.json()).toEqual({ message: WALLET_TEXTS.point_transferred, wallet_balance: start.wallet_balance + 10, loyalty_point: start.loyalty_point - 100 });
    const points = (await get('customer/loyalty-point/transactions')).json() as LoyaltyTransactionList;
    expect(points.data[0]).toMatchObject({ transaction_type: 'point_to_wallet', credit: 0, debit: 100, balance: start.loyalty_point - 100 });
    expect((await ledger(me)).at(-1)).toEqual({ transaction_type: 'loyalty_point', credit: 1000, debit: 0, reference: points.data[0]!.reference });
  });

  it('two transfers of all the points at once convert them once', async () => {
    const token = (await signUp(t.app)).token;
    const me = await userOf(token);
    await t.app.services.loyalty.earn(t.db, { id: 999_001, user_id: me, order_amount: 1_000_000 }, new Date().toISOString(), await t.app.services.config.config());
    const points = (await info(token)).loyalty_point;
    expect(points).toBe(5000);
    const answers = await Promise.all([0, 1].map(() => post('customer/loyalty-point/point-transfer', { point: points }, token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(await info(token)).toMatchObject({ loyalty_point: 0, wallet_balance: 500 });
  });

  it('a delivered order earns points once; a cancelled one earns none', async () => {
    const token = (await signUp(t.app)).token;
    const me = await userOf(token);
    const delivered = await placeOrder(token);
    await deliverOrder(t, delivered);
    const amount = (await t.db.selectFrom('orders').select('order_amount').where('id', '=', delivered).executeTakeFirstOrThrow()).order_amount;
    // 5% of the order back, at 10 points per AED.
    const earned = Math.floor((amount * 5 * 10) / 10000);
    expect(earned).toBeGreaterThan(0);
    expect((await info(token)).loyalty_point).toBe(earned);
    const canceled = await placeOrder(token);
    await t.app.inject({ method: 'PUT', url: '/api/v1/customer/order/cancel', headers: bearer(token), payload: { order_id: canceled, reason: 'No' } });
    expect((await info(token)).loyalty_point).toBe(earned);
    const rows = await t.db.selectFrom('loyalty_point_transactions').select(['transaction_type', 'credit', 'reference']).where('user_id', '=', me).execute();
    expect(rows).toEqual([{ transaction_type: 'order_place', credit: earned, reference: `order:${delivered}` }]);
  });

  it('a delivery with no settings in memory still earns its points (they are read before its transaction, not inside it)', async () => {
    // The demo autopilot delivers on a quiet server, after the settings kept in memory have expired: the
    // delivery read them inside its transaction, which on SQLite waited for ever for its own connection.
    const token = (await signUp(t.app)).token;
    const order = await placeOrder(token);
    const flow = t.app.services.orderFlow;
    for (const status of ['confirmed', 'processing', 'handover', 'picked_up'] as const) await flow.moveById(order, status, 'system', null);
    t.app.services.config.invalidate();
    await flow.moveById(order, 'delivered', 'system', null);
    expect((await info(token)).loyalty_point).toBeGreaterThan(0);
  });
});

describe('a refunded order', () => {
  it('gives back the points it earned, and its money comes back to the wallet less the cashback it paid', async () => {
    const token = (await signUp(t.app)).token;
    const me = await userOf(token);
    const id = await placeOrder(token);
    await deliverOrder(t, id);
    const earned = (await info(token)).loyalty_point;
    expect(earned).toBeGreaterThan(0);
    const form = new FormData();
    form.set('order_id', String(id));
    form.set('reason', 'Damaged');
    const body = new Response(form);
    const asked = await t.app.inject({
      method: 'POST', url: '/api/v1/customer/order/refund-request', headers: { ...bearer(token), 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const order = await t.db.selectFrom('orders').select(['store_id', 'order_amount']).where('id', '=', id).executeTakeFirstOrThrow();
    const store = await operatorLogin(t, `store${order.store_id}@souqly.test`);
    expect((await store.put(`store/orders/${id}/refund`, { decision: 'approve' })).statusCode).toBe(200);
    // Cashback on delivery, then the refund of the rest: the wallet holds what the order cost, no more.
    expect(await info(token)).toMatchObject({ loyalty_point: 0, wallet_balance: order.order_amount / 100 });
    expect((await ledger(me)).map((r) => r.transaction_type)).toEqual(['cashback', 'refund']);
    const rows = await t.db.selectFrom('loyalty_point_transactions').select(['transaction_type', 'credit', 'debit']).where('user_id', '=', me).orderBy('id').execute();
    expect(rows).toEqual([{ transaction_type: 'order_place', credit: earned, debit: 0 }, { transaction_type: 'order_refund', credit: 0, debit: earned }]);
  });
});

describe('referral', () => {
  it('a new customer with a code has the discount until its first order; the referrer earns once, when the first order is delivered', async () => {
    const referrer = (await info()).id;
    const code = (await info()).ref_code;
    const invited = await signUp(t.app, { ref_code: code });
    const fresh = await info(invited.token);
    expect(fresh).toMatchObject({ is_valid_for_discount: true, discount_amount: 10, discount_amount_type: 'percent' });
    expect(Date.parse(fresh.validity!)).toBeGreaterThan(Date.now() - 86_400_000);
    const referrals = async () => (await ledger(referrer)).filter((r) => r.transaction_type === 'referrer');

    const first = await placeOrder(invited.token);
    expect((await info(invited.token)).is_valid_for_discount).toBe(false);
    const second = await placeOrder(invited.token);
    expect(await referrals()).toEqual([]);
    await deliverOrder(t, first);
    await deliverOrder(t, second);
    expect(await referrals()).toEqual([{ transaction_type: 'referrer', credit: 1000, debit: 0, reference: `referral:${invited.user.id}` }]);
    const message = await t.db.selectFrom('customer_messages').select(['type', 'body']).where('user_id', '=', referrer).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(message.type).toBe('referral_code');
    expect(message.body).toContain('10.00');
  });

  it('earns nothing while referral earning is switched off', async () => {
    const referrer = (await info()).id;
    const invited = await signUp(t.app, { ref_code: (await info()).ref_code });
    await setSetting('ref_earning_status', 0);
    try {
      await deliverOrder(t, await placeOrder(invited.token));
    } finally {
      await setSetting('ref_earning_status', 1);
    }
    expect((await ledger(referrer)).filter((r) => r.reference === `referral:${invited.user.id}`)).toEqual([]);
  });

  it('a cancelled first order earns the referrer nothing', async () => {
    const referrer = (await info()).id;
    const invited = await signUp(t.app, { ref_code: (await info()).ref_code });
    const order = await placeOrder(invited.token);
    await t.app.inject({ method: 'PUT', url: '/api/v1/customer/order/cancel', headers: bearer(invited.token), payload: { order_id: order, reason: 'No' } });
    expect((await ledger(referrer)).filter((r) => r.reference === `referral:${invited.user.id}`)).toEqual([]);
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
