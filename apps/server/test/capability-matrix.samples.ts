import { DELIVERY_CODE_TRIES } from '@storefront/contract';
import { formData } from './accounts.js';
import type { TestApp } from './helpers.js';
import { createHash, randomBytes } from 'node:crypto';
import { DEMO_TOTP_SECRET } from '../src/db/seed/operators.js';
import { CAMPAIGN_SAMPLES } from './capability-matrix.samples.campaigns.js';
import { CATALOGUE_SAMPLES } from './capability-matrix.samples.catalogue.js';
import { PNG } from './operators.js';
import { LISTS_SAMPLES } from './capability-matrix.samples.lists.js';
import { ORDERS_ADMIN_SAMPLES } from './capability-matrix.samples.orders-admin.js';
import { MONEY_SAMPLES } from './capability-matrix.samples.money.js';
import { PAGES_SAMPLES } from './capability-matrix.samples.pages.js';
import { PEOPLE_SAMPLES } from './capability-matrix.samples.people.js';
import { PROMOTION_SAMPLES } from './capability-matrix.samples.promotions.js';
import { SETTINGS_SAMPLES } from './capability-matrix.samples.settings.js';
import { STORE_SAMPLES } from './capability-matrix.samples.stores.js';
import { TRANSLATIONS_SAMPLES } from './capability-matrix.samples.translations.js';
import { ZONES_SAMPLES } from './capability-matrix.samples.zones.js';
import { totpCode, type StaffSession } from './staff.js';

/** What the capability matrix builds once: a store A its staff act for, another store B, and ways to make fresh rows. */
export interface MatrixWorld {
  t: TestApp;
  storeId: number;
  otherStoreId: number;
  /** An order of store A that stays where it is (read-only calls). */
  orderId: number;
  /** A customer's conversation with store A. */
  conversationId: number;
  /** A new pending cash order of store A (for a call that moves one). */
  placeOrder(): Promise<number>;
  /** A new cash delivery order of store A that the store has confirmed: it waits for a courier. */
  waitingDelivery(): Promise<number>;
}

/** How a call of one console operation is made, for the world and the caller. */
export type SampleOf = (w: MatrixWorld, caller: StaffSession | null) => Promise<Sample>;

export interface Sample {
  /** Path parameters besides storeId (always store A). */
  params?: Record<string, string | number>;
  query?: string;
  /** A JSON body, or a ready payload (a multipart form) sent with `headers`. */
  body?: unknown;
  /** Headers besides the caller's (a multipart body's content type). */
  headers?: Record<string, string>;
}

let copies = 0;

/** A new item of store A, a copy of its first one without variations (version 1), for a call that changes one. */
async function freshItem(w: MatrixWorld): Promise<number> {
  const { id: _id, version: _version, slug, sku: _sku, ...row } = await w.t.db.selectFrom('items as i').selectAll('i').where('i.store_id', '=', w.storeId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('item_variations as v').select('v.id').whereRef('v.item_id', '=', 'i.id'))))
    .orderBy('i.id').executeTakeFirstOrThrow();
  copies += 1;
  return (await w.t.db.insertInto('items').values({ ...row, slug: `${slug}-matrix-${copies}` }).returning('id').executeTakeFirstOrThrow()).id;
}

/** A new add-on of store A (version 1), offered with its first item, for a call that changes or removes one. */
async function freshAddOn(w: MatrixWorld): Promise<number> {
  const { id } = await w.t.db.insertInto('add_ons').values({ store_id: w.storeId, name: 'Matrix add-on', price: 150, status: 1 }).returning('id').executeTakeFirstOrThrow();
  const item = await w.t.db.selectFrom('items').select('id').where('store_id', '=', w.storeId).orderBy('id').executeTakeFirstOrThrow();
  await w.t.db.insertInto('item_add_ons').values({ item_id: item.id, add_on_id: id }).execute();
  return id;
}

/** A category of store A's module, for a new item. */
async function storeCategory(w: MatrixWorld): Promise<number> {
  const store = await w.t.db.selectFrom('stores').select('module_id').where('id', '=', w.storeId).executeTakeFirstOrThrow();
  return (await w.t.db.selectFrom('categories').select('id').where('module_id', '=', store.module_id).orderBy('id').executeTakeFirstOrThrow()).id;
}

/** Store A's version as it is now: a save naming it goes through. */
const storeVersion = async (w: MatrixWorld) =>
  (await w.t.db.selectFrom('stores').select('version').where('id', '=', w.storeId).executeTakeFirstOrThrow()).version;

/** A new store's fields, placed beside store A (a number keeps each sample's names apart). */
async function newStoreBody(w: MatrixWorld) {
  const a = await w.t.db.selectFrom('stores').select(['module_id', 'zone_id', 'latitude', 'longitude']).where('id', '=', w.storeId).executeTakeFirstOrThrow();
  copies += 1;
  return {
    name: { en: `Matrix store ${copies}` }, module_id: a.module_id, zone_id: a.zone_id, latitude: Number(a.latitude), longitude: Number(a.longitude),
    address: 'Matrix street 1', phone: '+971500000000', email: `matrix${copies}@example.com`,
  };
}

/** A published review of one of store A's items (made once when the seed gave it none). */
async function storeReview(w: MatrixWorld): Promise<number> {
  const found = await w.t.db.selectFrom('reviews').select('id').where('store_id', '=', w.storeId).where('status', '=', 1).orderBy('id').executeTakeFirst();
  if (found) return found.id;
  const item = await w.t.db.selectFrom('items').select('id').where('store_id', '=', w.storeId).orderBy('id').executeTakeFirstOrThrow();
  const row = await w.t.db.insertInto('reviews').values({
    item_id: item.id, store_id: w.storeId, user_id: null, customer_name: 'Matrix', rating: 4, comment: 'Fine', reply: null, attachment: '[]', status: 1,
    created_at: new Date().toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

let replies = 0;

/** The caller on shift in store A's zone (a refused caller's rows are harmless: it cannot act as a courier). */
async function onShift(w: MatrixWorld, caller: StaffSession | null): Promise<void> {
  if (!caller) return;
  const now = w.t.app.services.clock.now().toISOString();
  const { zone_id: zoneId } = await w.t.db.selectFrom('stores').select('zone_id').where('id', '=', w.storeId).executeTakeFirstOrThrow();
  await w.t.db.insertInto('courier_zones').values({ operator_id: caller.id, zone_id: zoneId }).onConflict((oc) => oc.doNothing()).execute();
  await w.t.db.insertInto('couriers').values({ operator_id: caller.id, vehicle: 'bike', online: 1, shift_changed_at: now, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('operator_id').doUpdateSet({ online: 1 })).execute();
}

/** A customer's conversation with the caller as a courier (made once; for nobody, with a courier's id that no caller has). */
async function courierConversation(w: MatrixWorld, caller: StaffSession | null): Promise<number> {
  const now = w.t.app.services.clock.now().toISOString();
  const user = await w.t.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  const found = await w.t.db.selectFrom('conversations').select('id')
    .where('user_id', '=', user.id).where('party_type', '=', 'delivery_man').where('party_id', '=', caller?.id ?? 0).executeTakeFirst();
  if (found) return found.id;
  const row = await w.t.db.insertInto('conversations').values({
    user_id: user.id, party_type: 'delivery_man', party_id: caller?.id ?? 0, last_message_id: null, created_at: now, updated_at: now,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A waiting delivery order of store A given to the caller, as if it had accepted it. */
async function tripOf(w: MatrixWorld, caller: StaffSession | null): Promise<number> {
  const id = await w.waitingDelivery();
  if (caller) await w.t.db.updateTable('orders').set({ delivery_man_id: caller.id }).where('id', '=', id).execute();
  return id;
}

/** A delivery order of store A the caller carries, picked up from the store (a photo at the door may be taken). */
async function pickedUpTripOf(w: MatrixWorld, caller: StaffSession | null): Promise<number> {
  const id = await tripOf(w, caller);
  await w.t.db.updateTable('orders').set({ order_status: 'picked_up' }).where('id', '=', id).execute();
  return id;
}

/**
 * How to call each console operation ("METHOD /path" as the OpenAPI document names it) so that a caller
 * allowed to make it succeeds. Called once for every caller, so a sample that changes a row makes a
 * fresh one. A console operation missing here fails the matrix: add its sample with the route.
 */
export const SAMPLES: Record<string, SampleOf> = {
  ...PROMOTION_SAMPLES,
  ...CAMPAIGN_SAMPLES,
  ...PAGES_SAMPLES,
  ...SETTINGS_SAMPLES,
  ...STORE_SAMPLES,
  ...TRANSLATIONS_SAMPLES,
  ...ORDERS_ADMIN_SAMPLES,
  ...PEOPLE_SAMPLES,
  'GET /api/v1/console/me': async () => ({}),
  'GET /api/v1/console/audit': async () => ({ query: 'limit=5' }),
  'POST /api/v1/console/stores/{storeId}/push/ticket': async () => ({}),
  'GET /api/v1/console/stores/{storeId}/messages': async () => ({}),
  'GET /api/v1/console/stores/{storeId}/messages/{id}': async (w) => ({ params: { id: w.conversationId } }),
  'POST /api/v1/console/stores/{storeId}/messages/{id}': async (w) => ({ params: { id: w.conversationId }, body: { message: 'Thank you for writing.' } }),
  'GET /api/v1/console/stores/{storeId}/orders': async () => ({ query: 'status=all' }),
  'GET /api/v1/console/stores/{storeId}/orders/{id}': async (w) => ({ params: { id: w.orderId } }),
  'PUT /api/v1/console/stores/{storeId}/orders/{id}/status': async (w) => ({ params: { id: await w.placeOrder() }, body: { status: 'confirmed', processing_time: 15 } }),
  'POST /api/v1/console/two-factor/setup': async (w, caller) => {
    if (caller) await w.t.db.updateTable('operators').set({ totp_enabled_at: null }).where('id', '=', caller.id).execute();
    return {};
  },
  'POST /api/v1/console/two-factor/confirm': async (w, caller) => {
    if (caller) {
      await w.t.db.updateTable('operators').set({ totp_secret: DEMO_TOTP_SECRET, totp_enabled_at: null, totp_last_step: null }).where('id', '=', caller.id).execute();
    }
    return { body: { code: await totpCode(DEMO_TOTP_SECRET, w.t.app.services.clock.now()) } };
  },
  'GET /api/v1/console/sessions': async () => ({}),
  // Another session of the caller's own, so that the caller stays signed in.
  'DELETE /api/v1/console/sessions/{id}': async (w, caller) => {
    if (!caller) return { params: { id: 1 } };
    const now = w.t.app.services.clock.now();
    const row = await w.t.db.insertInto('operator_tokens').values({
      operator_id: caller.id, token_hash: createHash('sha256').update(randomBytes(16)).digest('hex'), created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 86_400_000).toISOString(), revoked_at: null, user_agent: null, ip: null, last_used_at: null, limited: 0,
    }).returning('id').executeTakeFirstOrThrow();
    return { params: { id: row.id } };
  },
  'GET /api/v1/console/stores/{storeId}/earnings': async () => ({ query: 'from=2026-11-01&to=2026-11-21' }),
  'GET /api/v1/console/stores/{storeId}': async () => ({}),
  'GET /api/v1/console/stores': async () => ({ query: 'limit=5&listed=true' }),
  'POST /api/v1/console/stores': async (w) => ({ body: await newStoreBody(w) }),
  'GET /api/v1/console/stores/{storeId}/profile': async () => ({}),
  'PUT /api/v1/console/stores/{storeId}/profile': async (w) => ({ body: { version: await storeVersion(w), commission_rate: 10 + ((await storeVersion(w)) % 7) } }),
  'PUT /api/v1/console/stores/{storeId}': async (w) => ({ body: { version: await storeVersion(w), minimum_order: (await storeVersion(w)) % 7 } }),
  'PUT /api/v1/console/stores/{storeId}/schedule': async (w) => ({
    body: { version: await storeVersion(w), days: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, ranges: [{ opening_time: '00:00', closing_time: '24:00' }] })) },
  }),
  'PUT /api/v1/console/stores/{storeId}/open': async (w) => ({ body: { version: await storeVersion(w), open: true } }),
  'PUT /api/v1/console/stores/{storeId}/images': async (w) => {
    const form = formData({ version: String(await storeVersion(w)), logo: PNG });
    return { body: form.payload, headers: form.headers };
  },
  'GET /api/v1/console/stores/{storeId}/reviews': async () => ({ query: 'filter=unanswered&limit=5' }),
  'PUT /api/v1/console/stores/{storeId}/reviews/{id}/reply': async (w) => ({ params: { id: await storeReview(w) }, body: { reply: `Thank you (${(replies += 1)})` } }),
  'GET /api/v1/console/stores/{storeId}/items': async () => ({ query: 'limit=5&state=active' }),
  'GET /api/v1/console/stores/{storeId}/items/choices': async () => ({}),
  'GET /api/v1/console/stores/{storeId}/items/{id}': async (w) => ({ params: { id: await freshItem(w) } }),
  'POST /api/v1/console/stores/{storeId}/items': async (w) => ({ body: { name: { en: 'Matrix item', ar: '', fr: '' }, category_id: await storeCategory(w), price: 3 } }),
  'PUT /api/v1/console/stores/{storeId}/items/{id}': async (w) => ({ params: { id: await freshItem(w) }, body: { version: 1, price: 4.5 } }),
  'PUT /api/v1/console/stores/{storeId}/items/{id}/stock': async (w) => ({ params: { id: await freshItem(w) }, body: { version: 1, stock: 321 } }),
  'PUT /api/v1/console/stores/{storeId}/items/{id}/active': async (w) => ({ params: { id: await freshItem(w) }, body: { version: 1, active: false } }),
  'POST /api/v1/console/stores/{storeId}/items/bulk': async (w) => ({ body: { rows: [{ id: await freshItem(w), price: 7.25 }] } }),
  'POST /api/v1/console/stores/{storeId}/items/{id}/images': async (w) => {
    const form = formData({ version: '1', image: PNG });
    return { params: { id: await freshItem(w) }, body: form.payload, headers: form.headers };
  },
  'PUT /api/v1/console/stores/{storeId}/orders/{id}/delivery-code/unlock': async (w) => {
    const id = await w.placeOrder();
    await w.t.db.updateTable('orders').set({ delivery_code_tries: DELIVERY_CODE_TRIES }).where('id', '=', id).execute();
    return { params: { id } };
  },
  'GET /api/v1/console/courier': async () => ({}),
  'PUT /api/v1/console/courier/shift': async () => ({ body: { online: true } }),
  'GET /api/v1/console/courier/offers': async (w, caller) => {
    await onShift(w, caller);
    return {};
  },
  'PUT /api/v1/console/courier/offers/{id}/accept': async (w, caller) => {
    await onShift(w, caller);
    return { params: { id: await w.waitingDelivery() } };
  },
  'GET /api/v1/console/courier/trips': async () => ({}),
  'GET /api/v1/console/courier/messages': async () => ({}),
  'GET /api/v1/console/courier/messages/{id}': async (w, caller) => ({ params: { id: await courierConversation(w, caller) } }),
  'POST /api/v1/console/courier/messages/{id}': async (w, caller) => ({ params: { id: await courierConversation(w, caller) }, body: { message: 'Coming up.' } }),
  'GET /api/v1/console/courier/earnings': async () => ({ query: 'limit=5' }),
  'POST /api/v1/console/courier/positions': async (w) => ({ body: { positions: [{ lat: 25.2, lng: 55.27, at: w.t.app.services.clock.now().toISOString() }] } }),
  'GET /api/v1/console/courier/trips/{id}': async (w, caller) => ({ params: { id: await tripOf(w, caller) } }),
  'GET /api/v1/console/courier/trips/{id}/route': async (w, caller) => ({ params: { id: await tripOf(w, caller) } }),
  'PUT /api/v1/console/courier/trips/{id}/step': async (w, caller) => ({ params: { id: await tripOf(w, caller) }, body: { step: 'arrived_at_pickup' } }),
  'PUT /api/v1/console/courier/trips/{id}/photo': async (w, caller) => {
    const form = formData({ image: PNG });
    return { params: { id: await pickedUpTripOf(w, caller) }, body: form.payload, headers: form.headers };
  },
  'GET /api/v1/console/stores/{storeId}/add-ons': async () => ({}),
  'POST /api/v1/console/stores/{storeId}/add-ons': async () => ({ body: { name: { en: 'Matrix add-on', ar: 'إضافة' }, price: 1.5 } }),
  'PUT /api/v1/console/stores/{storeId}/add-ons/{id}': async (w) => ({ params: { id: await freshAddOn(w) }, body: { version: 1, price: 2.25, active: false } }),
  'DELETE /api/v1/console/stores/{storeId}/add-ons/{id}': async (w) => ({ params: { id: await freshAddOn(w) } }),
  ...CATALOGUE_SAMPLES,
  ...LISTS_SAMPLES,
  ...ZONES_SAMPLES,
  ...MONEY_SAMPLES,
};
