import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_REVIEW_COMMENT, REVIEW_TEXTS, type DeliveryManReviewSubmitted, type Item, type ItemReviewSubmitted, type OrderReviews, type ReviewPage, type ReviewReminder,
  type Store,
} from '@storefront/contract';
import { bearer, formData, logIn, signUp, type FilePart } from '../../../test/accounts.js';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, type TestApp } from '../../../test/helpers.js';
import { deliverOrder, PNG } from '../../../test/operators.js';
import { orderFixture } from '../../../test/orders.js';

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

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { ...f.headers('grocery'), ...(token ? bearer(token) : {}) } });
const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: token ? bearer(token) : {}, payload });

/** POST customer/items/reviews/submit as the rate page sends it (multipart/form-data). */
function rate(token: string | undefined, fields: Record<string, string | number>, photos: FilePart[] = []) {
  const body = formData({ ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), ...(photos.length ? { 'attachment[]': photos } : {}) });
  return t.app.inject({ method: 'POST', url: '/api/v1/customer/items/reviews/submit', headers: { ...body.headers, ...(token ? bearer(token) : {}) }, payload: body.payload });
}

/** A new customer of their own, so that each test sees only its own orders. */
const customer = async (fName = 'Test') => (await signUp(t.app, { f_name: fName })).token;

/** A stocked grocery item nobody has reviewed yet, in a store open all day. */
async function unreviewedItem() {
  const row = await t.db
    .selectFrom('items as i')
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .select(['i.id', 'i.store_id'])
    .where('i.module_id', '=', f.modules.grocery!).where('i.zone_id', 'in', f.dubai)
    .where('i.status', '=', 1).where('s.status', '=', 1).where('s.delivery', '=', 1)
    .where('i.available_time_starts', '=', '00:00').where('i.available_time_ends', '=', '23:59')
    .where('i.is_prescription_required', '=', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('item_variations as v').select('v.id').whereRef('v.item_id', '=', 'i.id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('reviews as r').select('r.id').whereRef('r.item_id', '=', 'i.id'))))
    .orderBy('i.id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('items').set({ stock: 100, maximum_cart_quantity: null }).where('id', '=', row.id).execute();
  await o.openAllDay(row.store_id);
  return row;
}

/** A cash order of one item, placed through the API; delivered by the demo courier unless told not to. */
async function order(token: string, item?: { id: number; store_id: number }, delivered = true) {
  const it = item ?? (await o.stockedItem(f.modules.grocery!, f.dubai, 100));
  const res = await o.place({ token }, 'grocery', {
    order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(it.store_id)), ...o.contact },
    source: 'buy_now', buy_now: { item_id: it.id, quantity: 1 },
  });
  expect(res.statusCode, res.body).toBe(200);
  const orderId = (res.json() as { order_id: number }).order_id;
  if (delivered) await deliverOrder(t, orderId);
  return { orderId, itemId: it.id, storeId: it.store_id };
}

const messageOf = (res: { json: () => unknown }) => expectEnvelope(res.json())[0]!.message;

describe('reviewing an item of an order', () => {
  it('needs a signed-in customer on every route', async () => {
    const answers = await Promise.all([
      rate(undefined, { order_id: 1, item_id: 1, rating: 4 }),
      post('customer/delivery-man/reviews/submit', { order_id: 1, delivery_man_id: 1, rating: 4 }),
      get('customer/review-reminder'),
      post('customer/review-reminder-cancel', { order_id: 1 }),
      get('customer/order-reviews?order_id=1'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(messageOf(res)).toBe('You are not logged in');
    }
  });

  it('only once the order is delivered, and only the caller\'s order', async () => {
    const token = await customer();
    const pending = await order(token, undefined, false);
    const early = await rate(token, { order_id: pending.orderId, item_id: pending.itemId, rating: 4 });
    expect(early.statusCode).toBe(422);
    expect(messageOf(early)).toBe(REVIEW_TEXTS.not_delivered);

    const theirs = await order(await customer());
    for (const orderId of [theirs.orderId, 999_999]) {
      const res = await rate(token, { order_id: orderId, item_id: theirs.itemId, rating: 4 });
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe(REVIEW_TEXTS.order_not_found);
    }
  });

  it('only an item of the order', async () => {
    const token = await customer();
    const mine = await order(token);
    const other = await t.db.selectFrom('items').select('id').where('id', '!=', mine.itemId).orderBy('id').executeTakeFirstOrThrow();
    const res = await rate(token, { order_id: mine.orderId, item_id: other.id, rating: 4 });
    expect(res.statusCode).toBe(422);
    expect(messageOf(res)).toBe(REVIEW_TEXTS.item_not_in_order);
  });

  it('refuses ratings outside 1 to 5 in half steps, long comments and a fourth photo, writing nothing', async () => {
    const token = await customer();
    const mine = await order(token);
    for (const rating of [0, 5.5, 4.25]) {
      expect((await rate(token, { order_id: mine.orderId, item_id: mine.itemId, rating })).statusCode, String(rating)).toBe(400);
    }
    const long = await rate(token, { order_id: mine.orderId, item_id: mine.itemId, rating: 4, comment: 'x'.repeat(MAX_REVIEW_COMMENT + 1) });
    expect(long.statusCode).toBe(400);
    const four = await rate(token, { order_id: mine.orderId, item_id: mine.itemId, rating: 4 }, [PNG, PNG, PNG, PNG]);
    expect(four.statusCode).toBe(400);
    expect(messageOf(four)).toBe(REVIEW_TEXTS.too_many_photos);
    expect(await t.db.selectFrom('reviews').select('id').where('order_id', '=', mine.orderId).execute()).toEqual([]);
  });

  it('stores the photo re-encoded and lists the review under the item with the first name', async () => {
    const token = await customer('Layla');
    const mine = await order(token);
    const res = await rate(token, { order_id: mine.orderId, item_id: mine.itemId, rating: 4.5, comment: '  Fresh and well packed  ' }, [PNG]);
    expect(res.statusCode, res.body).toBe(200);
    const { message, review } = res.json() as ItemReviewSubmitted;
    expect(message).toBe(REVIEW_TEXTS.submitted);
    expect(review).toMatchObject({ item_id: mine.itemId, store_id: mine.storeId, customer_name: 'Layla', rating: 4.5, comment: 'Fresh and well packed' });
    expect(review.attachment_full_url).toHaveLength(1);
    const url = review.attachment_full_url[0]!;
    // Private (they may show health data): a signed link for the author, kept outside the public storage folder.
    expect(url).toMatch(/^http:\/\/storefront\.test\/api\/v1\/files\/review\/[a-f0-9]{32}\.webp\?expires=\d+&sig=[\w-]{43}$/);
    const relative = new URL(url).pathname.replace('/api/v1/files/', '');
    expect(fs.existsSync(path.join(t.config.dataDir, 'private', relative))).toBe(true);
    expect((await t.app.inject(new URL(url).pathname + new URL(url).search)).statusCode).toBe(200);
    expect((await t.app.inject(`/storage/${relative}`)).statusCode).toBe(404);

    // The public list shows the review without its photos.
    const listed = (await get(`items/reviews/${mine.itemId}?limit=50`)).json() as ReviewPage;
    expect(listed.reviews.find((r) => r.id === review.id)).toMatchObject({ customer_name: 'Layla', rating: 4.5, attachment_full_url: [] });
  });

  it('once per item of an order, also when two arrive together', async () => {
    const token = await customer();
    const mine = await order(token);
    const fields = { order_id: mine.orderId, item_id: mine.itemId, rating: 3 };
    const together = await Promise.all([rate(token, fields, [PNG]), rate(token, fields, [PNG])]);
    expect(together.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await rate(token, fields);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(REVIEW_TEXTS.already);
    expect(await t.db.selectFrom('reviews').select('id').where('order_id', '=', mine.orderId).execute()).toHaveLength(1);
    // The refused one's photo is not left behind.
    const files = fs.readdirSync(path.join(t.config.dataDir, 'private', 'review'));
    const kept = await t.db.selectFrom('reviews').select('attachment').where('attachment', '!=', '[]').execute();
    expect(files.sort()).toEqual(kept.flatMap((r) => JSON.parse(r.attachment) as string[]).map((p) => p.replace('review/', '')).sort());
  });

  it('recomputes the item\'s and its store\'s rating from the visible reviews', async () => {
    const item = await unreviewedItem();
    const storeBefore = (await get(`stores/details/${item.store_id}`)).json() as Store;
    const first = await order(demo, item);
    const secondToken = await customer();
    const second = await order(secondToken, item);
    // Together: each recount must see the other's review (the item and store rows are locked on PostgreSQL).
    const both = await Promise.all([
      rate(demo, { order_id: first.orderId, item_id: item.id, rating: 4 }),
      rate(secondToken, { order_id: second.orderId, item_id: item.id, rating: 5 }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);

    const details = (await get(`items/details/${item.id}`)).json() as Item;
    expect(details).toMatchObject({ avg_rating: 4.5, rating_count: 2 });

    const store = (await get(`stores/details/${item.store_id}`)).json() as Store;
    const visible = await t.db.selectFrom('reviews').select('rating').where('store_id', '=', item.store_id).where('status', '=', 1).execute();
    const sum = visible.reduce((s, r) => s + r.rating, 0);
    expect(store.rating_count).toBe(storeBefore.rating_count + 2);
    expect(store.avg_rating).toBe(Math.round((sum * 10) / visible.length) / 10);
    // Per star, five first: one more five and one more four.
    expect(store.ratings[0]).toBe(storeBefore.ratings[0]! + 1);
    expect(store.ratings[1]).toBe(storeBefore.ratings[1]! + 1);
  });
});

describe('reviewing the courier', () => {
  it('moves the courier\'s rating by the review, once per order, only for the order\'s courier', async () => {
    const token = await customer('Omar');
    const mine = await order(token);
    const { delivery_man_id: courierId } = await t.db.selectFrom('orders').select('delivery_man_id').where('id', '=', mine.orderId).executeTakeFirstOrThrow();
    expect(courierId).not.toBeNull();
    const other = await t.db.selectFrom('operators').select('id').where('id', '!=', courierId!).orderBy('id').executeTakeFirstOrThrow();

    const wrong = await post('customer/delivery-man/reviews/submit', { order_id: mine.orderId, delivery_man_id: other.id, rating: 5 }, token);
    expect(wrong.statusCode).toBe(422);
    expect(messageOf(wrong)).toBe(REVIEW_TEXTS.courier_not_of_order);

    const before = await t.db.selectFrom('operators').select(['avg_rating', 'rating_count']).where('id', '=', courierId!).executeTakeFirstOrThrow();
    const res = await post('customer/delivery-man/reviews/submit', { order_id: mine.orderId, delivery_man_id: courierId, rating: 2.5, comment: 'Late' }, token);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as DeliveryManReviewSubmitted).review).toMatchObject({ delivery_man_id: courierId, order_id: mine.orderId, customer_name: 'Omar', rating: 2.5, comment: 'Late' });
    const after = await t.db.selectFrom('operators').select(['avg_rating', 'rating_count']).where('id', '=', courierId!).executeTakeFirstOrThrow();
    expect(after.rating_count).toBe(before.rating_count + 1);
    expect(after.avg_rating).toBeCloseTo((before.avg_rating * before.rating_count + 2.5) / (before.rating_count + 1), 9);

    const again = await post('customer/delivery-man/reviews/submit', { order_id: mine.orderId, delivery_man_id: courierId, rating: 5 }, token);
    expect(again.statusCode).toBe(409);
    const theirs = await post('customer/delivery-man/reviews/submit', { order_id: mine.orderId, delivery_man_id: courierId, rating: 5 }, await customer());
    expect(theirs.statusCode).toBe(404);
  });
});

describe('the rate prompt', () => {
  it('offers the latest delivered order with its items until it is dismissed', async () => {
    const token = await customer();
    expect((await get('customer/review-reminder', token)).json()).toEqual({ order_id: null, items: [] });
    const mine = await order(token);
    const offered = (await get('customer/review-reminder', token)).json() as ReviewReminder;
    expect(offered.order_id).toBe(mine.orderId);
    expect(offered.items).toEqual([expect.objectContaining({ id: mine.itemId, name: expect.any(String) })]);
    expect(offered.items[0]!.name).not.toBe('');

    const other = await post('customer/review-reminder-cancel', { order_id: mine.orderId }, await customer());
    expect(other.statusCode).toBe(404);
    expect(messageOf(other)).toBe(REVIEW_TEXTS.order_not_found);

    for (let i = 0; i < 2; i++) {
      const res = await post('customer/review-reminder-cancel', { order_id: mine.orderId }, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: REVIEW_TEXTS.dismissed });
    }
    expect((await get('customer/review-reminder', token)).json()).toEqual({ order_id: null, items: [] });
  });

  it('offers nothing once every item of the order is rated, nor an order not yet delivered', async () => {
    const token = await customer();
    const mine = await order(token);
    // JSON without photos does as well as the form.
    const json = await post('customer/items/reviews/submit', { order_id: mine.orderId, item_id: mine.itemId, rating: 5 }, token);
    expect(json.statusCode, json.body).toBe(200);
    expect((json.json() as ItemReviewSubmitted).review.attachment_full_url).toEqual([]);
    expect((await get('customer/review-reminder', token)).json()).toEqual({ order_id: null, items: [] });
    await order(token, undefined, false);
    expect((await get('customer/review-reminder', token)).json()).toEqual({ order_id: null, items: [] });
  });
});

describe('the rate page', () => {
  it('shows each item and the courier with the reviews the caller gave', async () => {
    const token = await customer('Mona');
    const mine = await order(token);
    const { delivery_man_id: courierId } = await t.db.selectFrom('orders').select('delivery_man_id').where('id', '=', mine.orderId).executeTakeFirstOrThrow();

    const fresh = (await get(`customer/order-reviews?order_id=${mine.orderId}`, token)).json() as OrderReviews;
    expect(fresh).toMatchObject({ order_id: mine.orderId, reviewable: 1, items: [{ id: mine.itemId, review: null }], delivery_man: { id: courierId, review: null } });
    expect(fresh.delivery_man!.name).not.toBe('');

    const itemReview = (await rate(token, { order_id: mine.orderId, item_id: mine.itemId, rating: 4, comment: 'Good' })).json() as ItemReviewSubmitted;
    const courierReview = (await post('customer/delivery-man/reviews/submit', { order_id: mine.orderId, delivery_man_id: courierId, rating: 5 }, token)).json() as DeliveryManReviewSubmitted;
    const page = (await get(`customer/order-reviews?order_id=${mine.orderId}`, token)).json() as OrderReviews;
    expect(page.items).toEqual([expect.objectContaining({ id: mine.itemId, review: itemReview.review })]);
    expect(page.delivery_man!.review).toEqual(courierReview.review);

    const pending = await order(token, undefined, false);
    expect((await get(`customer/order-reviews?order_id=${pending.orderId}`, token)).json()).toMatchObject({ reviewable: 0, delivery_man: null });
    const theirs = await get(`customer/order-reviews?order_id=${mine.orderId}`, await customer());
    expect(theirs.statusCode).toBe(404);
  });
});
