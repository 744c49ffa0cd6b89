import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleSettings } from '@storefront/contract';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';

let t: TestApp;
let admin: StaffSession;
let operations: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, [{ role: 'admin', storeId: null }]);
  operations = await staffSession(t, [{ role: 'operations', storeId: null }]);
});
afterAll(() => t.close());

const storefrontConfig = async (lang = 'en') => (await t.app.inject({ url: '/api/v1/config', headers: { 'x-localization': lang } })).json();
const current = async () => (await admin.call('GET', 'settings')).json() as ConsoleSettings;
const save = async (body: Record<string, unknown>) => admin.call('PUT', 'settings', { version: (await current()).version, ...body });
const auditOf = () => t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'settings').where('entity_id', '=', 'settings').orderBy('id').execute();

describe('business settings in the console', () => {
  it('answers every section as GET /config has it, for those who may see them', async () => {
    const res = await operations.call('GET', 'settings');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json() as ConsoleSettings;
    const config = await storefrontConfig();
    expect(s.version).toBe(1);
    expect(s.payments).toMatchObject({ cash_on_delivery: config.cash_on_delivery, offline_payment_status: config.offline_payment_status === 1 });
    expect(s.payments.offline_methods.map((m) => m.name)).toEqual(['Bank transfer', 'Cheque on delivery']);
    expect(s.payments.offline_methods[0]!.fields).toContainEqual({ name: 'sender_name', placeholder: 'Account holder name', required: true });
    expect(s.checkout.guest_checkout_status).toBe(config.guest_checkout_status === 1);
    expect(s.charges).toMatchObject({ additional_charge: config.additional_charge, additional_charge_name: { en: config.additional_charge_name } });
    expect(s.loyalty.loyalty_point_exchange_rate).toBe(config.loyalty_point_exchange_rate);
    expect(s.referral.ref_earning_exchange_rate).toBe(config.ref_earning_exchange_rate);
    expect(s.map).toEqual({ map_tile_url: config.map_tile_url, map_attribution: config.map_attribution });
  });

  it('saves each section; GET /config answers it at once, texts in the visitor\'s language', async () => {
    expect((await storefrontConfig('ar')).maintenance_mode).toBe(false); // cached from here on
    const before = await current();
    const res = await save({
      checkout: { guest_checkout_status: false, customer_verification: true, order_delivery_verification: true },
      wallet: { customer_wallet_status: true, add_fund_status: false },
      loyalty: { loyalty_point_status: true, loyalty_point_exchange_rate: 20, loyalty_point_minimum_point: 50, loyalty_point_item_purchase_point: 2.5 },
      referral: {
        ref_earning_status: true, ref_earning_exchange_rate: 7.5, new_customer_discount_status: true, new_customer_discount_amount_type: 'amount',
        new_customer_discount_amount: 12.25, new_customer_discount_validity_days: 14,
      },
      charges: { default_tax: 5, additional_charge_status: true, additional_charge_name: { en: 'Platform fee', ar: 'رسوم المنصة' }, additional_charge: 3.5 },
      map: { map_tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png', map_attribution: '© Example' },
      maintenance: { maintenance_mode: true, maintenance_message: { en: 'Back at noon.', fr: 'De retour à midi.' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: before.version + 1, maintenance: { maintenance_message: { en: 'Back at noon.', ar: '', fr: 'De retour à midi.' } } });
    const ar = await storefrontConfig('ar');
    expect(ar).toMatchObject({
      guest_checkout_status: 0, customer_verification: true, order_delivery_verification: true, customer_wallet_status: 1, add_fund_status: 0,
      loyalty_point_status: 1, loyalty_point_exchange_rate: 20, loyalty_point_minimum_point: 50, loyalty_point_item_purchase_point: 2.5,
      ref_earning_status: 1, ref_earning_exchange_rate: 7.5, new_customer_discount_status: 1, new_customer_discount_amount_type: 'amount',
      new_customer_discount_amount: 12.25, new_customer_discount_validity_days: 14,
      default_tax: 5, additional_charge_status: 1, additional_charge_name: 'رسوم المنصة', additional_charge: 3.5,
      map_tile_url: 'https://tiles.example.com/{z}/{x}/{y}.png', map_attribution: '© Example',
      maintenance_mode: true, maintenance_message: 'Back at noon.',
    });
    expect((await storefrontConfig('fr')).maintenance_message).toBe('De retour à midi.');
    // The footer's translated address is kept beside the new texts.
    expect((await storefrontConfig('ar')).address).toBe((await t.app.services.configConsole.footer()).address.ar || (await storefrontConfig()).address);
    const amounts = await t.db.selectFrom('settings').select(['key', 'value']).where('key', 'in', ['additional_charge', 'ref_earning_exchange_rate', 'new_customer_discount_amount']).execute();
    expect(Object.fromEntries(amounts.map((r) => [r.key, JSON.parse(r.value)]))).toEqual({ additional_charge: 350, ref_earning_exchange_rate: 750, new_customer_discount_amount: 1225 });
  });

  it('writes one audit entry per save with the fields changed, before and after; a save changing nothing writes none', async () => {
    const before = await auditOf();
    const s = await current();
    const res = await save({ map: { ...s.map, map_attribution: 'Audited attribution' } });
    expect(res.statusCode, res.body).toBe(200);
    const entries = await auditOf();
    expect(entries).toHaveLength(before.length + 1);
    const entry = entries.at(-1)!;
    expect(entry).toMatchObject({ action: 'settings.update', operator_id: admin.id });
    expect(JSON.parse(entry.before!)).toEqual({ 'map.map_attribution': s.map.map_attribution, version: s.version });
    expect(JSON.parse(entry.after!)).toEqual({ 'map.map_attribution': 'Audited attribution', version: s.version + 1 });
    const same = await save({ map: { ...s.map, map_attribution: 'Audited attribution' } });
    expect(same.json().version).toBe(s.version + 1);
    expect(await auditOf()).toHaveLength(before.length + 1);
  });

  it('edits the offline methods: adds, changes and removes; the checkout lists them at once', async () => {
    const s = await current();
    const [bank, cheque] = s.payments.offline_methods;
    const methods = [
      { ...bank!, name: 'Bank wire', information: [{ label: 'IBAN', value: 'AE00 1111' }] },
      { id: null, name: 'Cash at the desk', on: true, information: [], fields: [{ name: 'receipt_no', placeholder: 'Receipt number', required: true }] },
    ];
    const res = await save({ payments: { ...s.payments, offline_methods: methods } });
    expect(res.statusCode, res.body).toBe(200);
    const saved = (res.json() as ConsoleSettings).payments.offline_methods;
    expect(saved.map((m) => m.name)).toEqual(['Bank wire', 'Cash at the desk']);
    expect(saved.find((m) => m.id === cheque!.id)).toBeUndefined();
    const listed = (await t.app.inject({ url: '/api/v1/offline_payment_method_list' })).json();
    expect(listed).toEqual([
      { id: bank!.id, method_name: 'Bank wire', method_fields: [{ input_name: 'IBAN', input_data: 'AE00 1111' }], method_informations: bank!.fields.map((f) => ({ customer_input: f.name, customer_placeholder: f.placeholder, is_required: f.required ? 1 : 0 })) },
      { id: saved[1]!.id, method_name: 'Cash at the desk', method_fields: [], method_informations: [{ customer_input: 'receipt_no', customer_placeholder: 'Receipt number', is_required: 1 }] },
    ]);
    const off = await save({ payments: { ...s.payments, offline_methods: saved.map((m) => ({ ...m, on: m.name === 'Bank wire' })) } });
    expect(off.statusCode, off.body).toBe(200);
    expect(((await t.app.inject({ url: '/api/v1/offline_payment_method_list' })).json() as { method_name: string }[]).map((m) => m.method_name)).toEqual(['Bank wire']);
  });

  it('refuses a stale save with 409, the settings as they are and the fields changed since', async () => {
    const s = await current();
    expect((await save({ map: { ...s.map, map_attribution: 'First' } })).statusCode).toBe(200);
    const stale = await admin.call('PUT', 'settings', { version: s.version, map: { ...s.map, map_attribution: 'Second' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { version: s.version + 1, map: { map_attribution: 'First' } }, changed: ['map.map_attribution'] });
    expect((await storefrontConfig()).map_attribution).toBe('First');
  });

  it('answers bad input with 400 naming the field, never 500, and keeps the settings as they were', async () => {
    const s = await current();
    const cases: [Record<string, unknown>, string][] = [
      [{ loyalty: { ...s.loyalty, loyalty_point_exchange_rate: 0 } }, 'loyalty.loyalty_point_exchange_rate'],
      [{ loyalty: { ...s.loyalty, loyalty_point_item_purchase_point: 101 } }, 'loyalty.loyalty_point_item_purchase_point'],
      [{ charges: { ...s.charges, additional_charge: -1 } }, 'charges.additional_charge'],
      [{ charges: { ...s.charges, default_tax: 150 } }, 'charges.default_tax'],
      [{ charges: { ...s.charges, additional_charge_name: { en: ' ' } } }, 'charges.additional_charge_name.en'],
      [{ referral: { ...s.referral, ref_earning_exchange_rate: -5 } }, 'referral.ref_earning_exchange_rate'],
      [{ referral: { ...s.referral, new_customer_discount_amount_type: 'percent', new_customer_discount_amount: 120 } }, 'referral.new_customer_discount_amount'],
      [{ map: { ...s.map, map_tile_url: 'http://tiles.example.com/{z}/{x}/{y}.png' } }, 'map.map_tile_url'],
      [{ map: { ...s.map, map_tile_url: 'https://tiles.example.com/tile.png' } }, 'map.map_tile_url'],
      [{ payments: { ...s.payments, partial_payment_method: 'cheque' } }, 'payments.partial_payment_method'],
      [{ payments: { ...s.payments, partial_payment_status: true }, wallet: { ...s.wallet, customer_wallet_status: false } }, 'payments.partial_payment_status'],
      [{ payments: { ...s.payments, offline_payment_status: true, offline_methods: s.payments.offline_methods.map((m) => ({ ...m, on: false })) } }, 'payments.offline_payment_status'],
      [{ payments: { ...s.payments, offline_methods: [{ id: 9999, name: 'Gone', on: true, information: [], fields: [{ name: 'x', placeholder: 'X', required: false }] }] } }, 'payments.offline_methods'],
      [{ payments: { ...s.payments, offline_methods: [{ id: null, name: 'Bad', on: true, information: [], fields: [{ name: 'Has Space', placeholder: 'X', required: false }] }] } }, 'payments.offline_methods.0.fields.0.name'],
      [{ checkout: { ...s.checkout, guest_checkout_status: 'yes' } }, 'checkout.guest_checkout_status'],
    ];
    for (const [body, field] of cases) {
      const res = await save(body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(expectEnvelope(res.json()).map((e) => e.code), res.body).toContain(field);
    }
    expect(await current()).toEqual(s);
  });

  it('lets those with settings.view read but not save', async () => {
    const s = await current();
    const res = await operations.call('PUT', 'settings', { version: s.version, map: s.map });
    expect(res.statusCode).toBe(403);
  });
});
