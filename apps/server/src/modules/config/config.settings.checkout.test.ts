import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TEXTS, type ConsoleSettings } from '@storefront/contract';
import { logIn } from '../../../test/accounts.js';
import type { TestApp } from '../../../test/helpers.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';
import { checkoutApp, guestWithCartOf, message, type CheckoutTest } from '../checkout/checkout.test-app.js';

/** What the storefront and checkout do once the console saves a setting: no cache to wait for. */
let t: TestApp;
let f: CheckoutTest['f'];
let o: CheckoutTest['o'];
let admin: StaffSession;

beforeAll(async () => {
  ({ t, f, o } = await checkoutApp());
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
});
afterAll(() => t.close());
const guestWithCart = guestWithCartOf(() => ({ t, f, o }));

const current = async () => (await admin.call('GET', 'settings')).json() as ConsoleSettings;
async function save(change: (s: ConsoleSettings) => Partial<ConsoleSettings>): Promise<void> {
  const s = await current();
  const res = await admin.call('PUT', 'settings', { version: s.version, ...change(s) });
  expect(res.statusCode, res.body).toBe(200);
}

const preview = async (guest: string, body: Record<string, unknown>) => t.app.inject({
  method: 'POST', url: '/api/v1/customer/order/preview', headers: f.headers('grocery'), payload: { guest_id: guest, ...body },
});

describe('settings saved in the console, as checkout and the storefront go by them', () => {
  it('a changed service fee and default tax show in the checkout preview at once', async () => {
    const { item, guest, address } = await guestWithCart();
    await t.db.updateTable('items').set({ tax: 0 }).where('id', '=', item.id).execute();
    const body = { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact };
    const first = await preview(guest, body);
    expect(first.statusCode, first.body).toBe(200);
    await save((s) => ({ charges: { ...s.charges, default_tax: 10, additional_charge_status: true, additional_charge: 4.25 } }));
    const res = await preview(guest, body);
    expect(res.statusCode, res.body).toBe(200);
    const was = first.json().totals;
    const now = res.json().totals;
    const paid = now.item_amount - now.item_discount;
    expect(now.tax_amount).toBe(Math.round(paid * 10) / 100);
    expect(now.additional_charge).toBe(4.25);
    expect(now.order_amount).toBeCloseTo(was.order_amount - was.tax_amount - was.additional_charge + now.tax_amount + 4.25, 2);
    // An item's own tax stands before the business's default.
    await t.db.updateTable('items').set({ tax: 3, tax_type: 'percent' }).where('id', '=', item.id).execute();
    expect((await preview(guest, body)).json().totals.tax_amount).toBe(Math.round(paid * 3) / 100);
    await save((s) => ({ charges: { ...s.charges, default_tax: 0 } }));
  });

  it('guest checkout off: a guest\'s order is refused; on again: it is placed', async () => {
    const { guest, address } = await guestWithCart();
    const body = { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact };
    await save((s) => ({ checkout: { ...s.checkout, guest_checkout_status: false } }));
    const refused = await o.place({ guest }, 'grocery', body);
    expect(refused.statusCode).toBe(401);
    expect(message(refused)).toBe(ORDER_TEXTS.guest_checkout_off);
    await save((s) => ({ checkout: { ...s.checkout, guest_checkout_status: true } }));
    const placed = await o.place({ guest }, 'grocery', body);
    expect(placed.statusCode, placed.body).toBe(200);
  });

  it('cash on delivery off: checkout refuses cash and still takes another way to pay', async () => {
    const { guest, address } = await guestWithCart();
    const body = { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact };
    await save((s) => ({ payments: { ...s.payments, cash_on_delivery: false } }));
    expect((await t.app.inject({ url: '/api/v1/config' })).json().cash_on_delivery).toBe(false);
    const refused = await o.place({ guest }, 'grocery', body);
    expect(refused.statusCode).toBe(422);
    expect(message(refused)).toBe(ORDER_TEXTS.payment_not_allowed);
    const [bank] = (await current()).payments.offline_methods;
    const offline = { method_id: bank!.id, fields: Object.fromEntries(bank!.fields.map((field) => [field.name, 'X-1'])) };
    const other = await o.place({ guest }, 'grocery', { ...body, payment_method: 'offline_payment', offline_payment: offline });
    expect(other.statusCode, other.body).toBe(200);
    await save((s) => ({ payments: { ...s.payments, cash_on_delivery: true } }));
  });

  it('wallet off: paying with the wallet is refused; on: it pays', async () => {
    const token = await logIn(t.app);
    const item = await o.stockedItem(f.modules.grocery!, f.dubai, 500);
    await save((s) => ({ payments: { ...s.payments, partial_payment_status: false }, wallet: { ...s.wallet, customer_wallet_status: false } }));
    await o.addToCart({ token }, 'grocery', { item_id: item.id, quantity: 1 });
    const refused = await o.place({ token }, 'grocery', { order_type: 'take_away', payment_method: 'wallet' });
    expect(message(refused)).toBe(ORDER_TEXTS.payment_not_allowed);
    await save((s) => ({ wallet: { ...s.wallet, customer_wallet_status: true } }));
    const paid = await o.place({ token }, 'grocery', { order_type: 'take_away', payment_method: 'wallet' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payment_status).toBe('paid');
  });

  it('an offline method\'s new required field is asked of the customer at once', async () => {
    const { guest, address } = await guestWithCart();
    await save((s) => ({
      payments: { ...s.payments, offline_payment_status: true, offline_methods: s.payments.offline_methods.map((m, n) => (n === 0 ? { ...m, fields: [...m.fields, { name: 'branch', placeholder: 'Your branch', required: true }] } : m)) },
    }));
    const [bank] = (await current()).payments.offline_methods;
    const given = Object.fromEntries(bank!.fields.filter((field) => field.name !== 'branch').map((field) => [field.name, 'X-1']));
    const body = { order_type: 'delivery', payment_method: 'offline_payment', address, contact: o.contact };
    const missing = await o.place({ guest }, 'grocery', { ...body, offline_payment: { method_id: bank!.id, fields: given } });
    expect(missing.statusCode).toBe(400);
    expect(message(missing)).toBe('Your branch is required');
    const ok = await o.place({ guest }, 'grocery', { ...body, offline_payment: { method_id: bank!.id, fields: { ...given, branch: 'Deira' } } });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('maintenance on: GET /config says so with the message, in the visitor\'s language', async () => {
    expect((await t.app.inject({ url: '/api/v1/config' })).json().maintenance_mode).toBe(false);
    await save(() => ({ maintenance: { maintenance_mode: true, maintenance_message: { en: 'Closed for an update.', ar: 'مغلق للتحديث.', fr: '' } } }));
    const en = (await t.app.inject({ url: '/api/v1/config' })).json();
    expect(en).toMatchObject({ maintenance_mode: true, maintenance_message: 'Closed for an update.' });
    const ar = (await t.app.inject({ url: '/api/v1/config', headers: { 'x-localization': 'ar' } })).json();
    expect(ar.maintenance_message).toBe('مغلق للتحديث.');
    await save(() => ({ maintenance: { maintenance_mode: false, maintenance_message: { en: '', ar: '', fr: '' } } }));
  });

  it('maintenance on: no order is placed (503 with the message); off again: the same order is placed', async () => {
    const { guest, address } = await guestWithCart();
    const body = { order_type: 'delivery', payment_method: 'cash_on_delivery', address, contact: o.contact };
    await save(() => ({ maintenance: { maintenance_mode: true, maintenance_message: { en: 'Closed for an update.', ar: '', fr: '' } } }));
    const refused = await o.place({ guest }, 'grocery', body);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().errors).toEqual([{ code: 'maintenance', message: 'Closed for an update.' }]);
    const orders = await t.db.selectFrom('orders').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    // Without a message of the business's own, the refusal still says why.
    await save(() => ({ maintenance: { maintenance_mode: true, maintenance_message: { en: '', ar: '', fr: '' } } }));
    expect(message(await o.place({ guest }, 'grocery', body))).toBe(ORDER_TEXTS.maintenance);
    expect(await t.db.selectFrom('orders').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(orders);
    await save(() => ({ maintenance: { maintenance_mode: false, maintenance_message: { en: '', ar: '', fr: '' } } }));
    const placed = await o.place({ guest }, 'grocery', body);
    expect(placed.statusCode, placed.body).toBe(200);
  });
});
