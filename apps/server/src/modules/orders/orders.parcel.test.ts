import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderList, OrderTrack, ParcelOrderDetails } from '@storefront/contract';
import { AppError } from '../../lib/errors.js';
import { bearer, logIn } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { operatorLogin } from '../../../test/operators.js';
import { newGuest as newGuestOf, placeParcel as placeParcelOf, RECEIVER, SENDER } from '../../../test/parcels.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newGuest = () => newGuestOf(t);
const placeParcel = (owner: { guest?: string; token?: string } = {}, payment = 'cash_on_delivery') => placeParcelOf(t, owner, payment);

/** A courier whose zone is the sender's. */
async function senderCourier(orderId: number) {
  const order = await t.db.selectFrom('orders').select('zone_id').where('id', '=', orderId).executeTakeFirstOrThrow();
  const c = await t.db.selectFrom('operators').select('email').where('role', '=', 'courier').where('zone_id', '=', order.zone_id).orderBy('id').executeTakeFirstOrThrow();
  return operatorLogin(t, c.email);
}

const expectConflict = async (p: Promise<unknown>) => {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).status).toBe(409);
};

describe('a parcel\'s moves', () => {
  it('has no store steps: processing, handover, a store\'s confirmation and delivering before pick-up answer 409', async () => {
    const id = await placeParcel();
    const flow = t.app.services.orderFlow;
    await expectConflict(flow.moveById(id, 'confirmed', 'store', null));
    await expectConflict(flow.moveById(id, 'processing', 'system', null));
    await expectConflict(flow.moveById(id, 'handover', 'system', null));
    await expectConflict(flow.moveById(id, 'picked_up', 'courier', null));
    await expectConflict(flow.moveById(id, 'delivered', 'courier', null));
    expect((await flow.moveById(id, 'confirmed', 'courier', null))).toBe('confirmed');
    await expectConflict(flow.moveById(id, 'processing', 'system', null));
    await expectConflict(flow.moveById(id, 'delivered', 'courier', null));
    await expectConflict(flow.moveById(id, 'canceled', 'customer', null, 'changed my mind'));
  });

  it('is canceled by its sender while pending', async () => {
    const guest = await newGuest();
    const id = await placeParcel({ guest });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/order/cancel', payload: { order_id: id, guest_id: guest, reason: 'Sent by mistake' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.db.selectFrom('orders').select('order_status').where('id', '=', id).executeTakeFirstOrThrow()).order_status).toBe('canceled');
  });
});

describe('couriers and parcels', () => {
  it('a courier of the sender\'s zone sees it with both ends, accepts (confirmed), picks it up and delivers it; cash is collected', async () => {
    const id = await placeParcel();
    const courier = await senderCourier(id);
    const waiting = (await courier.get('courier/orders?scope=available')).json() as OrderList;
    const seen = waiting.orders.find((x) => x.id === id);
    expect(seen?.parcel).toMatchObject({ sender: { address: SENDER.address }, receiver: { address: RECEIVER.address }, charge_payer: 'receiver', delivery_instruction: 'Call on arrival' });
    expect(seen?.parcel?.category.name).toBeTruthy();
    expect(seen?.store).toBeNull();

    expect((await courier.put(`courier/orders/${id}/status`, { status: 'picked_up' })).statusCode).toBe(409);
    const accepted = await courier.put(`courier/orders/${id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ order_status: 'confirmed' });
    expect((await courier.get('courier/orders?scope=available')).json().orders.map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await courier.put(`courier/orders/${id}/status`, { status: 'delivered' })).statusCode).toBe(409);
    expect((await courier.put(`courier/orders/${id}/status`, { status: 'picked_up' })).statusCode).toBe(200);
    expect((await courier.put(`courier/orders/${id}/status`, { status: 'delivered' })).statusCode).toBe(200);
    const row = await t.db.selectFrom('orders').select(['order_status', 'payment_status']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ order_status: 'delivered', payment_status: 'paid' });
    const history = await t.db.selectFrom('order_status_history').select(['status', 'actor']).where('order_id', '=', id).orderBy('id').execute();
    expect(history.map((h) => h.status)).toEqual(['pending', 'confirmed', 'picked_up', 'delivered']);
  });

  it('a parcel waiting for its online payment is not offered to couriers', async () => {
    const id = await placeParcel({}, 'digital_payment');
    const courier = await senderCourier(id);
    expect((await courier.get('courier/orders?scope=available&limit=100')).json().orders.map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await courier.put(`courier/orders/${id}/accept`)).statusCode).toBe(409);
  });

  it('store staff never see a parcel', async () => {
    const id = await placeParcel();
    const store = await operatorLogin(t, 'store1@souqly.test');
    const all = (await store.get('store/orders?status=all&limit=100')).json() as OrderList;
    expect(all.orders.map((x) => x.id)).not.toContain(id);
    expect((await store.get(`store/orders/${id}`)).statusCode).toBe(404);
    expect((await store.put(`store/orders/${id}/status`, { status: 'confirmed' })).statusCode).toBe(404);
  });
});

describe('tracking a parcel', () => {
  it('by the sender\'s or the receiver\'s phone, from any device; another phone is not found', async () => {
    const guest = await newGuest();
    const id = await placeParcel({ guest });
    const track = (guestId: string, phone: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/customer/order/track?order_id=${id}&guest_id=${guestId}&contact_number=${encodeURIComponent(phone)}` });

    const bySender = await track(guest, SENDER.contact_person_number);
    expect(bySender.statusCode, bySender.body).toBe(200);
    const sent = bySender.json() as OrderTrack;
    expect(sent.can_cancel).toBe(true);
    // As the product's client reads a parcel: delivery_address is its sender, receiver_details its receiver with the receiver's address.
    expect(sent.delivery_address).toMatchObject({ address: SENDER.address, latitude: SENDER.latitude, contact_person_name: SENDER.contact_person_name });
    expect(sent.receiver_details).toMatchObject({
      name: RECEIVER.contact_person_name, phone: RECEIVER.contact_person_number,
      contact_person_name: RECEIVER.contact_person_name, contact_person_number: RECEIVER.contact_person_number, address: RECEIVER.address, latitude: RECEIVER.latitude,
    });
    expect(sent.parcel).toMatchObject({ sender: { latitude: SENDER.latitude, longitude: SENDER.longitude }, receiver: { latitude: RECEIVER.latitude } });

    const receiverDevice = await newGuest();
    const byReceiver = await track(receiverDevice, '971559998877');
    expect(byReceiver.statusCode, byReceiver.body).toBe(200);
    expect((byReceiver.json() as OrderTrack).can_cancel).toBe(false);

    expect((await track(guest, '+971500000000')).statusCode).toBe(404);
    expect((await track(receiverDevice, '+971500000000')).statusCode).toBe(404);
  });

  it('a signed-in receiver tracks a parcel someone else sent by their own phone, as a guest would; another phone is not found', async () => {
    const sender = await logIn(t.app);
    const id = await placeParcel({ token: sender });
    const receiver = bearer(await logIn(t.app, 'omar@souqly.test'));
    const track = (query: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/v1/customer/order/track?order_id=${id}${query}`, headers });

    // Without a phone the token alone opens only one's own orders.
    expect((await track('', receiver)).statusCode).toBe(404);
    const byPhone = await track(`&contact_number=${encodeURIComponent(RECEIVER.contact_person_number)}`, receiver);
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    const watched = byPhone.json() as OrderTrack;
    expect(watched).toMatchObject({ id, order_type: 'parcel', can_cancel: false, can_request_refund: false });
    expect(watched.receiver_details).toMatchObject({ name: RECEIVER.contact_person_name });
    // The same answer for the receiver's details page, and the sender's phone works too.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/customer/order/details?order_id=${id}&contact_number=971559998877`, headers: receiver })).statusCode).toBe(200);
    expect((await track(`&contact_number=${encodeURIComponent(SENDER.contact_person_number)}`, receiver)).statusCode).toBe(200);

    const stranger = await track('&contact_number=%2B971500000000', receiver);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().errors[0].message).toBe('Order not found');

    // Its sender needs no phone, and a wrong one does not lock them out of their own order.
    const own = await track('', bearer(sender));
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as OrderTrack).can_cancel).toBe(true);
    expect((await track('&contact_number=%2B971500000000', bearer(sender))).statusCode).toBe(200);
  });

  it('a signed-in sender finds it in their running orders and tracks it as today', async () => {
    const token = await logIn(t.app);
    const id = await placeParcel({ token });
    const running = (await t.app.inject({ method: 'GET', url: '/api/v1/customer/order/running-orders?limit=50&offset=1', headers: bearer(token) })).json() as OrderList;
    const mine = running.orders.find((x) => x.id === id);
    expect(mine).toMatchObject({ order_type: 'parcel', store: null, parcel: { charge_payer: 'receiver' } });
    const tracked = await t.app.inject({ method: 'GET', url: `/api/v1/customer/order/track?order_id=${id}`, headers: bearer(token) });
    expect(tracked.statusCode).toBe(200);
    const details = await t.app.inject({ method: 'GET', url: `/api/v1/customer/order/details?order_id=${id}`, headers: bearer(token) });
    expect(details.statusCode, details.body).toBe(200);
    // A parcel has no lines: its details are the order, with the sender as delivery_address and the receiver as receiver_details.
    const parcel = details.json() as ParcelOrderDetails;
    expect(parcel).toMatchObject({ id, module_type: 'parcel', charge_payer: 'receiver', parcel: { receiver: { contact_person_name: RECEIVER.contact_person_name } } });
    expect(parcel.delivery_address).toMatchObject({ address: SENDER.address, contact_person_name: SENDER.contact_person_name, contact_person_number: SENDER.contact_person_number });
    expect(parcel.receiver_details).toMatchObject({ address: RECEIVER.address, contact_person_name: RECEIVER.contact_person_name, contact_person_number: RECEIVER.contact_person_number });
    const category = await t.db.selectFrom('parcel_categories').select(['name', 'description']).where('id', '=', (await t.db.selectFrom('orders').select('parcel_category_id').where('id', '=', id).executeTakeFirstOrThrow()).parcel_category_id!).executeTakeFirstOrThrow();
    expect(parcel.parcel_category).toMatchObject({ name: category.name, description: category.description });
    const row = await t.db.selectFrom('orders').select(['delivery_charge', 'dm_tips', 'order_amount']).where('id', '=', id).executeTakeFirstOrThrow();
    expect([parcel.delivery_charge, parcel.dm_tips, parcel.order_amount]).toEqual([row.delivery_charge / 100, row.dm_tips / 100, row.order_amount / 100]);
  });
});
