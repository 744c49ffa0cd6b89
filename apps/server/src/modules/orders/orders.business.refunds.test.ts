import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleRefund, ConsoleRefundPage } from '@storefront/contract';
import { bearer, formData, signUp } from '../../../test/accounts.js';
import { catalogApp } from '../../../test/catalog.js';
import { expectEnvelope } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';
import { expectLedgersMatch } from '../../../test/wallet.js';
import type { TestGateway } from '../payments/payments.test-gateway.js';

const { t, f } = catalogApp();
const o = orderFixture(t, (m) => f.headers(m));
let finance: StaffSession;
let support: StaffSession;

beforeAll(async () => {
  finance = await staffSession(t, [{ role: 'finance', storeId: null }]);
  support = await staffSession(t, [{ role: 'support', storeId: null }]);
});

const gateway = () => t.app.services.payments.gateway as TestGateway;
const sessionOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/**
 * A new customer's delivered order (cash, or paid online through the test gateway) with its refund
 * request, asked as the storefront asks it.
 */
async function requested(payment: 'cash_on_delivery' | 'digital_payment') {
  const customer = await signUp(t.app);
  const item = await o.stockedItem(f.modules.grocery!, f.dubai, 50);
  const res = await o.place({ token: customer.token }, 'grocery', {
    order_type: 'delivery', payment_method: payment, source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 },
    address: { ...(await o.near(item.store_id)), ...o.contact }, payment_return_path: '/orders',
  });
  expect(res.statusCode, res.body).toBe(200);
  const orderId = res.json().order_id as number;
  if (payment === 'digital_payment') {
    const chosen = await t.app.inject({
      method: 'POST', url: `/payment/test-gateway/${sessionOf(res.json().payment_url)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=paid',
    });
    expect((await t.app.inject({ method: 'GET', url: chosen.headers.location as string })).statusCode).toBe(303);
  }
  // Delivered (how is not what these tests are about), and paid: cash is collected at the door.
  await t.db.updateTable('orders').set({ order_status: 'delivered', payment_status: 'paid' }).where('id', '=', orderId).execute();
  const form = formData({ order_id: String(orderId), reason: 'Damaged' });
  const asked = await t.app.inject({ method: 'POST', url: '/api/v1/customer/order/refund-request', headers: { ...form.headers, ...bearer(customer.token) }, payload: form.payload });
  expect(asked.statusCode, asked.body).toBe(200);
  const { id } = await t.db.selectFrom('refund_requests').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const order = await t.db.selectFrom('orders').select(['order_amount', 'user_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
  return { refundId: id, orderId, userId: order.user_id!, amount: order.order_amount };
}

const ledger = (userId: number) => t.db.selectFrom('wallet_transactions').select(['transaction_type', 'credit', 'reference']).where('user_id', '=', userId).execute();
const balance = async (userId: number) => (await t.db.selectFrom('users').select('wallet_balance').where('id', '=', userId).executeTakeFirstOrThrow()).wallet_balance;
const orderStatus = async (id: number) => (await t.db.selectFrom('orders').select('order_status').where('id', '=', id).executeTakeFirstOrThrow()).order_status;
const approve = (refundId: number, body: Record<string, unknown>) => finance.call('PUT', `refunds/${refundId}/approve`, body);
const audited = (refundId: number) => t.db.selectFrom('audit_log').select(['action', 'operator_id', 'after']).where('entity', '=', 'refund_request').where('entity_id', '=', String(refundId)).execute();

describe('refund requests in the console', () => {
  it('lists them by state, newest first, with what approving pays back and whether the gateway may', async () => {
    const cash = await requested('cash_on_delivery');
    const page = (await finance.call('GET', 'refunds?status=pending&limit=100')).json() as ConsoleRefundPage;
    const row = page.refunds.find((r) => r.id === cash.refundId);
    expect(row).toMatchObject({ order_id: cash.orderId, status: 'pending', reason: 'Damaged', amount: cash.amount / 100, gateway_allowed: false, destination: null });
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.refunds.every((r) => r.status === 'pending')).toBe(true);
    expect(((await finance.call('GET', 'refunds?status=approved')).json() as ConsoleRefundPage).refunds.map((r) => r.id)).not.toContain(cash.refundId);
    const details = (await finance.call('GET', `orders/${cash.orderId}`)).json();
    expect(details.refund_request).toMatchObject({ id: cash.refundId, status: 'pending' });
  });

  it('approved to the wallet, pays back once with a ledger row, the order refunded, audited', async () => {
    const r = await requested('cash_on_delivery');
    const res = await approve(r.refundId, { destination: 'wallet', note: 'Sorry' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as ConsoleRefund).toMatchObject({ status: 'approved', destination: 'wallet', decision_note: 'Sorry' });
    expect(await ledger(r.userId)).toEqual([{ transaction_type: 'refund', credit: r.amount, reference: `order:${r.orderId}` }]);
    expect(await balance(r.userId)).toBe(r.amount);
    expect(await orderStatus(r.orderId)).toBe('refunded');
    expect(await audited(r.refundId)).toEqual([expect.objectContaining({ action: 'refunds.approve', operator_id: finance.id })]);
    // Approved again later: 409, nothing more paid.
    expect((await approve(r.refundId, { destination: 'wallet' })).statusCode).toBe(409);
    expect(await balance(r.userId)).toBe(r.amount);
    // The customer was told: an order_status push of the refunded order.
    const pushes = await t.db.selectFrom('customer_messages').select('data').where('user_id', '=', r.userId).execute();
    expect(pushes.some((p) => String(p.data).includes('"refunded"'))).toBe(true);
    await expectLedgersMatch(t);
  });

  it('pays back once even when approved twice at the same moment: one 200, one 409, one ledger row', async () => {
    const r = await requested('cash_on_delivery');
    const answers = await Promise.all([approve(r.refundId, { destination: 'wallet' }), approve(r.refundId, { destination: 'wallet' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expectEnvelope(answers.find((a) => a.statusCode === 409)!.json());
    expect(await ledger(r.userId)).toHaveLength(1);
    expect(await balance(r.userId)).toBe(r.amount);
    expect(await audited(r.refundId)).toHaveLength(1);
    await expectLedgersMatch(t);
  });

  it('through the gateway for an order paid online: the gateway pays back once, even approved twice at once; nothing goes to the wallet', async () => {
    const r = await requested('digital_payment');
    const row = ((await finance.call('GET', 'refunds?status=pending&limit=100')).json() as ConsoleRefundPage).refunds.find((x) => x.id === r.refundId);
    expect(row?.gateway_allowed).toBe(true);
    const answers = await Promise.all([approve(r.refundId, { destination: 'gateway' }), approve(r.refundId, { destination: 'gateway' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const kept = await t.db.selectFrom('payment_refunds').selectAll().where('order_id', '=', r.orderId).execute();
    expect(kept).toEqual([expect.objectContaining({ refund_request_id: r.refundId, amount: r.amount, gateway: 'test', external_id: `test_refund_refund-request-${r.refundId}` })]);
    expect(gateway().refunds.get(`refund-request-${r.refundId}`)).toMatchObject({ amount: r.amount });
    expect(await ledger(r.userId)).toEqual([]);
    expect(await orderStatus(r.orderId)).toBe('refunded');
  });

  it('refuses the gateway for an order not paid online (422, nothing changed), and a refusal of the gateway leaves it pending', async () => {
    const r = await requested('cash_on_delivery');
    const res = await approve(r.refundId, { destination: 'gateway' });
    expect(res.statusCode).toBe(422);
    expect(expectEnvelope(res.json())[0]!.message).toContain('destination');
    const online = await requested('digital_payment');
    const refund = gateway().refund.bind(gateway());
    gateway().refund = () => Promise.reject(new Error('card expired'));
    try {
      expect((await approve(online.refundId, { destination: 'gateway' })).statusCode).toBe(502);
    } finally {
      gateway().refund = refund;
    }
    for (const x of [r, online]) expect(await orderStatus(x.orderId)).toBe('refund_requested');
    expect(await t.db.selectFrom('payment_refunds').select('id').where('order_id', '=', online.orderId).execute()).toEqual([]);
    expect((await approve(online.refundId, { destination: 'wallet' })).statusCode).toBe(200);
    expect(await balance(online.userId)).toBe(online.amount);
  });

  it('refused with a reason: the order is delivered again, nothing paid, audited; a reason is required', async () => {
    const r = await requested('cash_on_delivery');
    const bare = await finance.call('PUT', `refunds/${r.refundId}/refuse`, { reason: '  ' });
    expect(bare.statusCode).toBe(400);
    const res = await finance.call('PUT', `refunds/${r.refundId}/refuse`, { reason: 'Used item' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', decision_note: 'Used item', destination: null });
    expect(await orderStatus(r.orderId)).toBe('delivered');
    expect(await ledger(r.userId)).toEqual([]);
    expect((await audited(r.refundId)).map((a) => a.action)).toEqual(['refunds.refuse']);
    expect((await approve(r.refundId, { destination: 'wallet' })).statusCode).toBe(409);
  });

  it('is for those who decide refunds: support reads orders but is refused here (403); an unknown request is 404', async () => {
    const r = await requested('cash_on_delivery');
    expect((await support.call('GET', 'refunds')).statusCode).toBe(403);
    expect((await support.call('PUT', `refunds/${r.refundId}/approve`, { destination: 'wallet' })).statusCode).toBe(403);
    expect((await support.call('PUT', `refunds/${r.refundId}/refuse`, { reason: 'No' })).statusCode).toBe(403);
    expect(await orderStatus(r.orderId)).toBe('refund_requested');
    expect((await approve(999999, { destination: 'wallet' })).statusCode).toBe(404);
    expect((await approve(r.refundId, { destination: 'bank' })).statusCode).toBe(400);
  });
});
