import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture } from '../../../test/catalog.js';
import { formData, type FilePart } from '../../../test/accounts.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { orderFixture } from '../../../test/orders.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let o: ReturnType<typeof orderFixture>;
let photo: FilePart;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
  o = orderFixture(t, (m) => f.headers(m));
  const content = await sharp({ create: { width: 60, height: 80, channels: 3, background: { r: 250, g: 250, b: 240 } } }).jpeg().toBuffer();
  photo = { filename: 'prescription.jpg', contentType: 'image/jpeg', content };
});
afterAll(() => t.close());

async function pharmacy() {
  const store = await t.db.selectFrom('stores').select(['id']).where('module_id', '=', f.modules.pharmacy!).where('prescription_order', '=', 1)
    .where('zone_id', 'in', f.dubai).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  await o.openAllDay(store.id);
  return store.id;
}

async function send(files: FilePart[], extra: Record<string, string> = {}) {
  const storeId = await pharmacy();
  const at = await o.near(storeId);
  const body = formData({
    store_id: String(storeId), address: at.address, latitude: String(at.latitude), longitude: String(at.longitude), distance: '0.1',
    guest_id: await o.guest(), contact_person_name: 'Guest Buyer', contact_person_number: '+971551234567', order_note: 'Generic is fine',
    ...extra, ...(files.length ? { 'order_attachment[]': files } : {}),
  });
  return t.app.inject({ method: 'POST', url: '/api/v1/customer/order/prescription/place', headers: { ...body.headers, ...f.headers('pharmacy') }, payload: body.payload });
}

describe('prescription orders', () => {
  it('places a cash-on-delivery order holding the re-encoded photos', async () => {
    const res = await send([photo, photo]);
    expect(res.statusCode, res.body).toBe(200);
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', res.json().order_id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ source: 'prescription', payment_method: 'cash_on_delivery', item_amount: 0, order_note: 'Generic is fine' });
    const paths = JSON.parse(order.order_attachment) as string[];
    expect(paths).toHaveLength(2);
    expect(paths.every((p) => /^prescription\/[a-f0-9]{32}\.webp$/.test(p))).toBe(true);
    expect(order.order_amount).toBe(order.delivery_charge + order.additional_charge + order.dm_tips);
  });

  it('answers the spec\'s texts for no photo and for more than three', async () => {
    const none = await send([]);
    expect(none.statusCode).toBe(400);
    expect(expectEnvelope(none.json())[0]!.message).toBe('Please upload your prescription image');
    const four = await send([photo, photo, photo, photo]);
    expect(four.statusCode).toBe(400);
    expect(expectEnvelope(four.json())[0]!.message).toBe('Maximum 3 images can be send at a time.');
  });

  it('checks each photo by its content and size', async () => {
    const text = await send([{ filename: 'scan.jpg', contentType: 'image/jpeg', content: Buffer.from('not a picture at all '.repeat(10)) }]);
    expect(text.statusCode).toBe(415);
    const big = await send([{ filename: 'big.jpg', contentType: 'image/jpeg', content: Buffer.concat([photo.content, Buffer.alloc(2 * 1024 * 1024)]) }]);
    expect(big.statusCode).toBe(413);
  });

  it('only for stores that take prescriptions', async () => {
    const grocery = await o.stockedItem(f.modules.grocery!, f.dubai, 1);
    const res = await send([photo], { store_id: String(grocery.store_id) });
    expect(res.statusCode).toBe(422);
    expect(expectEnvelope(res.json())[0]!.message).toBe('This store does not take prescription orders');
  });
});
