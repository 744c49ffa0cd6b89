import fs from 'node:fs';
import path from 'node:path';
import type { OrderDetailsAnswer, PrescriptionOrderDetails } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, formData, logIn, signUp } from '../../../test/accounts.js';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import { operatorLogin, PNG } from '../../../test/operators.js';
import { orderFixture } from '../../../test/orders.js';

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let o: ReturnType<typeof orderFixture>;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
  o = orderFixture(t, (m) => f.headers(m));
  owner = await logIn(t.app);
});
afterAll(() => t.close());

/** A signed-in customer's prescription order with one photo; answers its id and store. */
async function prescriptionOrder(): Promise<{ orderId: number; storeId: number }> {
  const store = await t.db.selectFrom('stores').select(['id']).where('module_id', '=', f.modules.pharmacy!).where('prescription_order', '=', 1)
    .where('zone_id', 'in', f.dubai).where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  await o.openAllDay(store.id);
  const at = await o.near(store.id);
  const body = formData({
    store_id: String(store.id), address: at.address, latitude: String(at.latitude), longitude: String(at.longitude), distance: '0.1',
    contact_person_name: 'Demo', contact_person_number: '+971501234567', 'order_attachment[]': [PNG],
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/customer/order/prescription/place', headers: { ...body.headers, ...f.headers('pharmacy'), ...bearer(owner) }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  return { orderId: res.json().order_id as number, storeId: store.id };
}

const details = (orderId: number, token: string) => t.app.inject({ method: 'GET', url: `/api/v1/customer/order/details?order_id=${orderId}`, headers: bearer(token) });
const open = (url: string) => t.app.inject({ method: 'GET', url: url.replace('http://storefront.test', '') });

describe('prescription photos', () => {
  let orderId: number;
  let storeId: number;
  let link: string;
  beforeAll(async () => {
    ({ orderId, storeId } = await prescriptionOrder());
    // A prescription order still without lines: its details are the order itself.
    const answer = (await details(orderId, owner)).json() as PrescriptionOrderDetails;
    expect(answer.order_attachment_full_url).toHaveLength(1);
    link = answer.order_attachment_full_url[0]!;
  });

  it('are kept outside the public storage folder and answered to the customer as a signed link', async () => {
    expect(link).toMatch(/^http:\/\/storefront\.test\/api\/v1\/files\/prescription\/[a-f0-9]{32}\.webp\?expires=\d+&sig=[\w-]{43}$/);
    const relative = new URL(link).pathname.replace('/api/v1/files/', '');
    expect(fs.existsSync(path.join(t.config.dataDir, 'private', relative))).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'storage', relative))).toBe(false);
    const res = await open(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('are not shown to another customer, nor opened without a valid link', async () => {
    const other = await signUp(t.app);
    expect((await details(orderId, other.token)).statusCode).toBe(404);
    const url = new URL(link);
    expect((await open(url.pathname)).statusCode).toBe(403);
    const tampered = `${url.pathname}?expires=${url.searchParams.get('expires')}&sig=${'A'.repeat(43)}`;
    expect((await open(tampered)).statusCode).toBe(403);
    const longer = `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 900}&sig=${url.searchParams.get('sig')}`;
    expect((await open(longer)).statusCode).toBe(403);
    const otherFile = `/api/v1/files/prescription/${'0'.repeat(32)}.webp${url.search}`;
    expect((await open(otherFile)).statusCode).toBe(403);
    expectEnvelope((await open(tampered)).json());
  });

  it('links expire after about an hour', async () => {
    t.app.services.clock.set(new Date(SEED_NOW.getTime() + 75 * 60_000 + 1000));
    try {
      expect((await open(link)).statusCode).toBe(403);
      // A fresh answer gives a fresh link.
      const fresh = ((await details(orderId, owner)).json() as PrescriptionOrderDetails).order_attachment_full_url[0]!;
      expect((await open(fresh)).statusCode).toBe(200);
    } finally {
      t.app.services.clock.set(SEED_NOW);
    }
  });

  it('are never served from the old public path', async () => {
    const relative = new URL(link).pathname.replace('/api/v1/files/', '');
    expect((await t.app.inject(`/storage/${relative}`)).statusCode).toBe(404);
  });

  it('are shown to the store\'s staff through the operator API, not to the courier', async () => {
    const store = await operatorLogin(t, `store${storeId}@souqly.test`);
    const seen = (await store.get(`store/orders/${orderId}`)).json() as OrderDetailsAnswer;
    expect(seen.order.order_attachment_full_url).toHaveLength(1);
    expect((await open(seen.order.order_attachment_full_url[0]!)).statusCode).toBe(200);
    const other = await t.db.selectFrom('stores').select('id').where('id', '!=', storeId).orderBy('id').executeTakeFirstOrThrow();
    const stranger = await operatorLogin(t, `store${other.id}@souqly.test`);
    expect((await stranger.get(`store/orders/${orderId}`)).statusCode).toBe(404);
  });
});

describe('pictures stored by earlier versions under /storage', () => {
  it('are refused there at once, open by signed link, and move to the private folder', async () => {
    const name = `${'ab'.repeat(16)}.webp`;
    const legacy = path.join(t.config.dataDir, 'storage', 'review', name);
    fs.mkdirSync(path.dirname(legacy), { recursive: true });
    fs.writeFileSync(legacy, PNG.content);
    expect((await t.app.inject(`/storage/review/${name}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/storage/review/..%2Freview/${name}`)).statusCode).toBe(404);
    const sign = await t.app.services.files.signer();
    expect((await open(sign(`review/${name}`))).statusCode).toBe(200);

    expect(await t.app.services.files.adoptLegacy()).toBe(1);
    expect(fs.existsSync(legacy)).toBe(false);
    expect(fs.existsSync(path.join(t.config.dataDir, 'private', 'review', name))).toBe(true);
    expect((await open(sign(`review/${name}`))).statusCode).toBe(200);
  });
});
