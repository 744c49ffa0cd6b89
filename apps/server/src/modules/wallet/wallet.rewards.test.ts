import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_TEXTS, type LoyaltyTransactionList } from '@storefront/contract';
import { bearer, logIn, signUp } from '../../../test/accounts.js';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { deliverOrder, operatorLogin } from '../../../test/operators.js';
import { orderFixture } from '../../../test/orders.js';
import { expectLedgersMatch } from '../../../test/wallet.js';
import { walletCalls } from './wallet.test-calls.js';

/** Loyalty points and referral earnings, and what a refund takes back of them, as the wallet sees them. */
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
