import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_TEXTS, type OrderPlaced, type ParcelQuote } from '@storefront/contract';
import { bearer, logIn } from '../../../test/accounts.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { expectLedgersMatch } from '../../../test/wallet.js';

let t: TestApp;
let guest: string;

beforeAll(async () => {
  t = await createTestApp();
  guest = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json().guest_id as string;
});
afterAll(() => t.close());

const DOWNTOWN = { address: 'Downtown Dubai, Boulevard', latitude: 25.1972, longitude: 55.2744, contact_person_name: 'Sam Sender', contact_person_number: '971501112233' };
const MARINA = { address: 'Dubai Marina Walk', latitude: 25.0805, longitude: 55.1403, contact_person_name: 'Rana Receiver', contact_person_number: '+971 55 999 8877' };
/** Abu Dhabi: no zone of the demo holds it. */
const NOWHERE = { ...MARINA, address: 'Corniche, Abu Dhabi', latitude: 24.4539, longitude: 54.3773 };

const message = (res: { json(): unknown }) => expectEnvelope(res.json())[0]!.message;
const category = async (name: string) => t.db.selectFrom('parcel_categories').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
const setConfig = async (key: string, value: unknown) => {
  await t.db.updateTable('settings').set({ value: JSON.stringify(value) }).where('key', '=', key).execute();
  t.app.services.config.invalidate();
};

const parcel = (categoryId: number, extra: Record<string, unknown> = {}) => ({
  order_type: 'parcel', parcel_category_id: categoryId, address: DOWNTOWN, receiver_details: MARINA, charge_payer: 'sender',
  payment_method: 'cash_on_delivery', guest_id: guest, ...extra,
});
const send = (path: 'place' | 'preview', body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/customer/order/${path}`, headers, payload: body });

/** What the server should charge: the geo service's distance (one decimal of km), max(minimum, km × per km), the sender's zone's surge. */
async function expectedCharge(perKm: number, minimum: number, surgePercent = 0) {
  const d = await t.app.services.location.distance({ origin_lat: DOWNTOWN.latitude, origin_lng: DOWNTOWN.longitude, destination_lat: MARINA.latitude, destination_lng: MARINA.longitude, mode: 'driving' });
  const km = Math.round(d.distance.value / 100) / 10;
  const fee = Math.max(minimum, Math.round(km * perKm));
  return { km, charge: Math.round(fee * (1 + surgePercent / 100)) / 100 };
}

describe('pricing a parcel', () => {
  it('charges the distance by the category\'s rates, ignoring a client amount and distance; preview equals place', async () => {
    const docs = await category('Documents');
    const { km, charge } = await expectedCharge(docs.parcel_per_km_shipping_charge, docs.parcel_minimum_shipping_charge);
    expect(charge).toBeGreaterThan(docs.parcel_minimum_shipping_charge / 100);
    const body = parcel(docs.id, { dm_tips: 3, order_amount: 0.5, distance: 0.1 });
    const preview = await send('preview', body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      parcel_category_id: docs.id, distance: km, per_km_charge: docs.parcel_per_km_shipping_charge / 100, minimum_charge: docs.parcel_minimum_shipping_charge / 100,
      delivery_charge: charge, dm_tips: 3, order_amount: charge + 3, charge_payer: 'sender', payment_methods: expect.arrayContaining(['cash_on_delivery']),
    } satisfies ParcelQuote);
    expect((preview.json() as ParcelQuote).payment_methods).not.toContain('wallet');
    expect(await t.db.selectFrom('orders').select('id').where('order_type', '=', 'parcel').execute()).toEqual([]);

    const placed = await send('place', body);
    expect(placed.statusCode, placed.body).toBe(200);
    const answer = placed.json() as OrderPlaced;
    expect(answer.totals).toMatchObject({ delivery_charge: charge, dm_tips: 3, order_amount: charge + 3, item_amount: 0 });
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', answer.order_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ order_type: 'parcel', store_id: null, parcel_category_id: docs.id, charge_payer: 'sender', order_status: 'pending', user_id: null, guest_id: guest });
    expect(Math.round(row.distance / 100) / 10).toBe(km);
    // Phones are kept with their plus.
    expect(JSON.parse(row.delivery_address).contact_person_number).toBe('+971501112233');
    expect(JSON.parse(row.receiver_details!).contact_person_number).toBe('+971559998877');
  });

  it('uses the config\'s rates for a category without its own, and the minimum for a short ride', async () => {
    const food = await category('Food & groceries');
    expect(food.parcel_per_km_shipping_charge).toBe(0);
    const config = (await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json() as { parcel_per_km_shipping_charge: number; parcel_minimum_shipping_charge: number };
    expect(config).toMatchObject({ parcel_per_km_shipping_charge: 2.5, parcel_minimum_shipping_charge: 10 });
    const { charge } = await expectedCharge(250, 1000);
    const quote = (await send('preview', parcel(food.id))).json() as ParcelQuote;
    expect(quote).toMatchObject({ per_km_charge: 2.5, minimum_charge: 10, delivery_charge: charge });

    const near = { ...MARINA, latitude: DOWNTOWN.latitude + 0.001, longitude: DOWNTOWN.longitude };
    const short = (await send('preview', parcel(food.id, { receiver_details: near }))).json() as ParcelQuote;
    expect(short.delivery_charge).toBe(10);
  });

  it('adds the surge of the sender\'s zone', async () => {
    const docs = await category('Documents');
    const marina = await t.db.selectFrom('zones').select(['increased_delivery_fee']).where('name', '=', 'Dubai Marina & JLT').executeTakeFirstOrThrow();
    const quote = (await send('preview', parcel(docs.id, { address: MARINA, receiver_details: DOWNTOWN }))).json() as ParcelQuote;
    const { charge } = await expectedCharge(docs.parcel_per_km_shipping_charge, docs.parcel_minimum_shipping_charge, marina.increased_delivery_fee);
    expect(marina.increased_delivery_fee).toBeGreaterThan(0);
    expect(quote.delivery_charge).toBeCloseTo(charge, 2);
  });
});

describe('the rules of a parcel', () => {
  it('refuses an unknown category, and points outside the parcel zones with the zone texts', async () => {
    const docs = await category('Documents');
    const unknown = await send('preview', parcel(99999));
    expect(unknown.statusCode).toBe(404);
    expect(message(unknown)).toBe(PARCEL_TEXTS.category_not_found);
    const receiver = await send('place', parcel(docs.id, { receiver_details: NOWHERE }));
    expect(receiver.statusCode).toBe(422);
    expect(message(receiver)).toBe(PARCEL_TEXTS.receiver_out_of_zone);
    const sender = await send('preview', parcel(docs.id, { address: NOWHERE }));
    expect(sender.statusCode).toBe(422);
    expect(message(sender)).toBe(PARCEL_TEXTS.sender_out_of_zone);
  });

  it('lets the receiver pay only in cash on delivery', async () => {
    const docs = await category('Documents');
    const token = await logIn(t.app);
    const wallet = await send('place', parcel(docs.id, { charge_payer: 'receiver', payment_method: 'wallet', guest_id: undefined }), bearer(token));
    expect(wallet.statusCode).toBe(422);
    expect(message(wallet)).toBe(PARCEL_TEXTS.receiver_pays_cash);
    const quote = (await send('preview', parcel(docs.id, { charge_payer: 'receiver' }))).json() as ParcelQuote;
    expect(quote.payment_methods).toEqual(['cash_on_delivery']);
    const cash = await send('place', parcel(docs.id, { charge_payer: 'receiver' }));
    expect(cash.statusCode, cash.body).toBe(200);
  });

  it('takes the sender\'s wallet payment with a ledger row, in the same transaction', async () => {
    const docs = await category('Documents');
    const token = await logIn(t.app);
    const me = await t.db.selectFrom('users').select(['id', 'wallet_balance']).where('email', '=', 'customer@souqly.test').executeTakeFirstOrThrow();
    const quote = (await send('preview', parcel(docs.id, { payment_method: 'wallet', guest_id: undefined }), bearer(token))).json() as ParcelQuote;
    expect(quote.payment_methods).toContain('wallet');
    const res = await send('place', parcel(docs.id, { payment_method: 'wallet', guest_id: undefined }), bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json() as OrderPlaced;
    expect(placed).toMatchObject({ payment_status: 'paid' });
    const after = await t.db.selectFrom('users').select('wallet_balance').where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(after.wallet_balance).toBe(me.wallet_balance - Math.round(quote.order_amount * 100));
    const ledger = await t.db.selectFrom('wallet_transactions').selectAll().where('user_id', '=', me.id).where('reference', '=', `order:${placed.order_id}`).execute();
    expect(ledger).toHaveLength(1);
    await expectLedgersMatch(t);
  });

  it('answers the same parcel to the same Idempotency-Key', async () => {
    const docs = await category('Documents');
    const key = { 'idempotency-key': 'parcel-key-1' };
    const first = await send('place', parcel(docs.id), key);
    const second = await send('place', parcel(docs.id), key);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json().order_id).toBe(first.json().order_id);
  });

  it('refuses the same Idempotency-Key sent with another parcel (422 idempotency_mismatch)', async () => {
    const docs = await category('Documents');
    const key = { 'idempotency-key': 'parcel-key-2' };
    const first = await send('place', parcel(docs.id), key);
    expect(first.statusCode, first.body).toBe(200);
    const other = await send('place', parcel(docs.id, { charge_payer: 'receiver' }), key);
    expect(other.statusCode, other.body).toBe(422);
    expect(expectEnvelope(other.json())[0]!.code).toBe('idempotency_mismatch');
  });

  it('sends a sender paying digitally to the gateway, as delivery orders are', async () => {
    const docs = await category('Documents');
    const res = await send('place', parcel(docs.id, { payment_method: 'digital_payment', payment_return_path: '/track-order' }));
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json() as OrderPlaced;
    expect(placed).toMatchObject({ payment_status: 'unpaid', payment_url: expect.stringContaining('/payment') });
    const session = await t.db.selectFrom('payment_sessions').select(['amount']).where('order_id', '=', placed.order_id).executeTakeFirstOrThrow();
    expect(session.amount).toBe(Math.round(placed.totals.order_amount * 100));
  });

  it('refuses guests when guest checkout is off, and a party without a name', async () => {
    const docs = await category('Documents');
    await setConfig('guest_checkout_status', 0);
    try {
      const res = await send('place', parcel(docs.id));
      expect(res.statusCode).toBe(401);
    } finally {
      await setConfig('guest_checkout_status', 1);
    }
    const nameless = await send('place', parcel(docs.id, { receiver_details: { ...MARINA, contact_person_name: '   ' } }));
    expect(nameless.statusCode).toBe(400);
    expect(message(nameless)).toBe(PARCEL_TEXTS.name_required);
    const addressless = await send('preview', parcel(docs.id, { address: { ...DOWNTOWN, address: ' ' } }));
    expect(message(addressless)).toBe(PARCEL_TEXTS.address_required);
  });

  it('tells a bad parcel body what it lacks, and a bad delivery body what it lacked before', async () => {
    const missing = await send('place', { order_type: 'parcel', parcel_category_id: 1, address: DOWNTOWN, charge_payer: 'sender', payment_method: 'cash_on_delivery' });
    expect(missing.statusCode).toBe(400);
    expect(expectEnvelope(missing.json())).toEqual([{ code: 'receiver_details', message: 'receiver_details is required' }]);
    const delivery = await send('place', { order_type: 'delivery', payment_method: 'cash', guest_id: guest });
    expect(delivery.statusCode).toBe(400);
    expect(expectEnvelope(delivery.json()).map((e) => e.code)).toEqual(['payment_method']);
  });
});

describe("the public client's flat parcel form", () => {
  /** As its parcel checkout posts it: the sender beside the order, the receiver as JSON text, its own amounts and ids. */
  const flat = (categoryId: number, extra: Record<string, unknown> = {}) => ({
    lat: DOWNTOWN.latitude, lng: DOWNTOWN.longitude, latitude: DOWNTOWN.latitude, longitude: DOWNTOWN.longitude, address: DOWNTOWN.address, address_type: 'Selected Address',
    cart: [], order_amount: 1, order_type: 'parcel', payment_method: 'cash_on_delivery', distance: 0.2, discount_amount: 0, tax_amount: 0,
    receiver_details: JSON.stringify({
      id: null, address_type: 'others', contact_person_number: MARINA.contact_person_number, address: MARINA.address, additional_address: null,
      latitude: MARINA.latitude, longitude: MARINA.longitude, zone_id: 2, zone_ids: null, _method: null, contact_person_name: MARINA.contact_person_name, road: 'Road 9', house: null,
    }),
    parcel_category_id: categoryId, charge_payer: 'sender', dm_tips: '2', guest_id: guest,
    contact_person_name: DOWNTOWN.contact_person_name, contact_person_number: DOWNTOWN.contact_person_number, delivery_instruction: null, order_note: 'Fragile', sender_zone_id: 3,
    ...extra,
  });

  it('prices it as the nested form and places it with the sender, the receiver and the note', async () => {
    const docs = await category('Documents');
    const nested = await send('preview', parcel(docs.id, { receiver_details: { ...MARINA, road: 'Road 9' }, dm_tips: 2, delivery_instruction: 'Fragile' }));
    expect(nested.statusCode, nested.body).toBe(200);
    const preview = await send('preview', flat(docs.id));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual(nested.json());
    expect((preview.json() as ParcelQuote).order_amount).toBeGreaterThan(2);

    const placed = await send('place', flat(docs.id));
    expect(placed.statusCode, placed.body).toBe(200);
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', (placed.json() as OrderPlaced).order_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ order_type: 'parcel', guest_id: guest, user_id: null, delivery_instruction: 'Fragile', order_amount: Math.round((preview.json() as ParcelQuote).order_amount * 100) });
    expect(JSON.parse(row.delivery_address)).toMatchObject({ address: DOWNTOWN.address, latitude: DOWNTOWN.latitude, contact_person_name: DOWNTOWN.contact_person_name, contact_person_number: '+971501112233' });
    expect(JSON.parse(row.receiver_details!)).toMatchObject({ address: MARINA.address, contact_person_name: MARINA.contact_person_name, road: 'Road 9', house: null });
  });

  it('takes a guest_id sent empty or null as none: a signed-in customer sends it so, a guest without one is not let in', async () => {
    const docs = await category('Documents');
    const token = await logIn(t.app);
    for (const guest_id of ['', null]) {
      const mine = await send('place', flat(docs.id, { guest_id }), bearer(token));
      expect(mine.statusCode, mine.body).toBe(200);
      const row = await t.db.selectFrom('orders').select(['user_id', 'guest_id']).where('id', '=', (mine.json() as OrderPlaced).order_id).executeTakeFirstOrThrow();
      expect(row.user_id).not.toBeNull();
      expect(row.guest_id).toBeNull();
      expect((await send('place', flat(docs.id, { guest_id }))).statusCode).toBe(401);
    }
  });

  it("answers the spec's texts for a missing name, phone or address, flat or nested, in our error envelope", async () => {
    const docs = await category('Documents');
    const receiver = (without: string) => JSON.stringify(Object.fromEntries(Object.entries(MARINA).filter(([k]) => k !== without)));
    const cases: [body: Record<string, unknown>, text: string][] = [
      [flat(docs.id, { contact_person_name: undefined }), PARCEL_TEXTS.name_required],
      [parcel(docs.id, { address: { ...DOWNTOWN, contact_person_name: undefined } }), PARCEL_TEXTS.name_required],
      [flat(docs.id, { contact_person_number: '' }), PARCEL_TEXTS.phone_required],
      [parcel(docs.id, { address: { ...DOWNTOWN, contact_person_number: '' } }), PARCEL_TEXTS.phone_required],
      [flat(docs.id, { address: '' }), PARCEL_TEXTS.address_required],
      [flat(docs.id, { address: undefined, latitude: undefined, longitude: undefined, lat: undefined, lng: undefined, contact_person_name: undefined, contact_person_number: undefined }), PARCEL_TEXTS.address_required],
      [flat(docs.id, { receiver_details: receiver('contact_person_number') }), PARCEL_TEXTS.phone_required],
      [parcel(docs.id, { receiver_details: { ...MARINA, contact_person_name: undefined } }), PARCEL_TEXTS.name_required],
      [flat(docs.id, { receiver_details: receiver('address') }), PARCEL_TEXTS.address_required],
    ];
    for (const [body, text] of cases) {
      for (const path of ['preview', 'place'] as const) {
        const res = await send(path, body);
        expect(res.statusCode, `${path} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
        expect(message(res), JSON.stringify(body)).toBe(text);
      }
    }
    const broken = await send('preview', flat(docs.id, { receiver_details: '{"address":' }));
    expect(broken.statusCode).toBe(400);
    expect(expectEnvelope(broken.json())[0]!.code).toBe('receiver_details');
  });
});
