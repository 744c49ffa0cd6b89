import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE_PATH } from '@storefront/contract';
import { buildApp } from '../src/app.js';
import { bearer, formData, logIn } from './accounts.js';
import { PNG } from './operators.js';
import { catalogFixture } from './catalog.js';
import { orderFixture } from './orders.js';
import { createTestApp, SEED_NOW, type TestApp } from './helpers.js';
import { Clock } from '../src/lib/clock.js';

/** Every `*_full_url` is an absolute URL under PUBLIC_URL, never null; a row without a picture gets the placeholder's. */
const PUBLIC_URL = 'https://shop.example.test';
const PLACEHOLDER = `${PUBLIC_URL}${PLACEHOLDER_IMAGE_PATH}`;

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  f = await catalogFixture(t);
});
afterAll(() => t.close());

/**
 * Every picture anywhere in an answer with where it was found, whatever its value (null included): the values of keys
 * ending in `_full_url`, or matching `keys`; an array's elements one by one.
 */
function pictures(value: unknown, keys = /_full_url$/, at = '$', out: [where: string, url: unknown][] = []): [string, unknown][] {
  if (Array.isArray(value)) value.forEach((v, i) => pictures(v, keys, `${at}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (!keys.test(key)) pictures(v, keys, `${at}.${key}`, out);
      else if (Array.isArray(v)) v.forEach((x, i) => out.push([`${at}.${key}[${i}]`, x]));
      else out.push([`${at}.${key}`, v]);
    }
  }
  return out;
}

const first = async <T>(query: Promise<T | undefined>): Promise<T> => {
  const row = await query;
  if (!row) throw new Error('no such row in the demo seed');
  return row;
};

/** A grocery item bought at once by the signed-in customer, delivered near its store. */
async function buyNow(token: string): Promise<{ orderId: number; itemId: number }> {
  const o = orderFixture(t, (m) => f.headers(m));
  const stocked = await o.stockedItem(f.modules.grocery!, f.dubai, 50);
  const placed = await o.place({ token }, 'grocery', {
    order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(stocked.store_id)), ...o.contact },
    source: 'buy_now', buy_now: { item_id: stocked.id, quantity: 1 },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return { orderId: (placed.json() as { order_id: number }).order_id, itemId: stocked.id };
}

describe('images', () => {
  it('answers every *_full_url of every call as an absolute URL under PUBLIC_URL, and the placeholder for a row without a picture', async () => {
    const food = f.headers('food');
    const token = await logIn(t.app);
    const me = { ...food, ...bearer(token) };
    const o = orderFixture(t, (m) => f.headers(m));

    // Rows without a picture: a store's logo, an item's image, a category's image, the customer's photo, a parcel category's.
    const store = await first(t.db.selectFrom('stores').select('id').where('status', '=', 1).where('module_id', '=', f.modules.food!).orderBy('id').executeTakeFirst());
    await t.db.updateTable('stores').set({ logo: null }).where('id', '=', store.id).execute();
    const bare = await first(t.db.selectFrom('items as i').select(['i.id', 'i.category_id']).where('i.store_id', '=', store.id).where('i.status', '=', 1)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('item_food_variations as v').select('v.id').whereRef('v.item_id', '=', 'i.id'))))
      .orderBy('i.id').executeTakeFirst());
    await t.db.updateTable('items').set({ image: null, images: '[]' }).where('id', '=', bare.id).execute();
    const root = await first(t.db.selectFrom('categories').select('id').where('module_id', '=', f.modules.food!).where('position', '=', 0).where('status', '=', 1).orderBy('id').executeTakeFirst());
    await t.db.updateTable('categories').set({ image: null }).where('id', '=', root.id).execute();
    const customer = await first(t.db.selectFrom('users').select('id').where('email', '=', 'customer@souqly.test').executeTakeFirst());
    await t.db.updateTable('users').set({ image: null }).where('id', '=', customer.id).execute();
    const parcelCategory = await first(t.db.selectFrom('parcel_categories').select('id').orderBy('id').executeTakeFirst());
    await t.db.updateTable('parcel_categories').set({ image: null }).where('id', '=', parcelCategory.id).execute();
    await t.db.updateTable('module_banners').set({ status: 0 }).where('kind', '=', 'promotional').where('module_id', '=', f.modules.grocery!).execute();

    // The customer's things: a cart line of the item without a picture, a wish for it and its store, a new order and a parcel.
    await o.openAllDay(store.id);
    await t.db.updateTable('items').set({ available_time_starts: '00:00', available_time_ends: '23:59' }).where('id', '=', bare.id).execute();
    const added = await o.addToCart({ token }, 'food', { item_id: bare.id, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
    for (const target of [`item_id=${bare.id}`, `store_id=${store.id}`]) {
      const wished = await t.app.inject({ method: 'POST', url: `/api/v1/customer/wish-list/add?${target}`, headers: bearer(token) });
      expect(wished.statusCode, wished.body).toBe(200);
    }
    const { orderId } = await buyNow(token);
    const parcel = await t.app.inject({
      method: 'POST', url: '/api/v1/customer/order/place', headers: bearer(token),
      payload: {
        order_type: 'parcel', parcel_category_id: parcelCategory.id, charge_payer: 'sender', payment_method: 'cash_on_delivery',
        address: { address: 'Downtown Dubai, Boulevard', latitude: 25.1972, longitude: 55.2744, contact_person_name: 'Sam Sender', contact_person_number: '971501112233' },
        receiver_details: { address: 'Dubai Marina Walk', latitude: 25.0805, longitude: 55.1403, contact_person_name: 'Rana Receiver', contact_person_number: '+971559998877' },
      },
    });
    expect(parcel.statusCode, parcel.body).toBe(200);
    const parcelId = (parcel.json() as { order_id: number }).order_id;
    // A seeded order's line whose item had no picture.
    const seededLine = await first(t.db.selectFrom('order_details as d').innerJoin('orders as o', 'o.id', 'd.order_id')
      .select(['d.id', 'd.order_id', 'd.item_details']).where('o.user_id', '=', customer.id).orderBy('d.id').executeTakeFirst());
    await t.db.updateTable('order_details').set({ item_details: JSON.stringify({ ...JSON.parse(seededLine.item_details), image: null }) }).where('id', '=', seededLine.id).execute();

    const pharmacyItem = await first(t.db.selectFrom('items').select('id').where('module_id', '=', f.modules.pharmacy!).where('status', '=', 1).orderBy('id').executeTakeFirst());
    const parent = await first(t.db.selectFrom('categories').select('parent_id').where('parent_id', 'is not', null).where('parent_id', '!=', 0).orderBy('id').executeTakeFirst());
    const campaign = await first(t.db.selectFrom('campaigns').select('id').orderBy('id').executeTakeFirst());
    const flash = await first(t.db.selectFrom('flash_sales').select(['id', 'module_id']).orderBy('id').executeTakeFirst());
    const flashModule = Object.entries(f.modules).find(([, id]) => id === flash.module_id)![0];
    const brand = await first(t.db.selectFrom('items').select(['brand_id as id', 'module_id']).where('brand_id', 'is not', null).where('status', '=', 1).orderBy('id').executeTakeFirst());
    const brandModule = Object.entries(f.modules).find(([, id]) => id === brand.module_id)![0];
    const condition = await first(t.db.selectFrom('items').select('common_condition_id as id').where('common_condition_id', 'is not', null).orderBy('id').executeTakeFirst());
    const conversation = await first(t.db.selectFrom('conversations').select('id').where('user_id', '=', customer.id).orderBy('id').executeTakeFirst());
    const rated = await first(t.db.selectFrom('reviews').select(['item_id', 'store_id', 'order_id']).where('user_id', '=', customer.id).where('order_id', 'is not', null).orderBy('id').executeTakeFirst());
    // A chat picture: private, by a signed link.
    const photo = formData({ conversation_id: String(conversation.id), message: 'Here', 'image[]': [PNG] });
    const sentPhoto = await t.app.inject({ method: 'POST', url: '/api/v1/customer/message/send', headers: { ...photo.headers, ...bearer(token) }, payload: photo.payload });
    expect(sentPhoto.statusCode, sentPhoto.body).toBe(200);

    // Chat also answers a message's pictures as `images`.
    const chat = /^(images|\w+_full_url)$/;
    const calls: [url: string, headers: Record<string, string>, keys?: RegExp][] = [
      ['module', { zoneId: food.zoneId }], ['config', {}], ['react-landing-page', {}],
      ['banners', food], ['other-banners', f.headers('parcel')], ['other-banners/video-content', f.headers('parcel')], ['parcel-category', f.headers('parcel')],
      ['categories', food], [`categories/childes/${parent.parent_id}`, food], [`categories/items?id=${bare.category_id}&limit=20`, food], [`categories/stores?id=${bare.category_id}`, food],
      ...['latest', 'popular', 'most-reviewed', 'new-arrival', 'discounted', 'recommended'].map((list): [string, Record<string, string>] => [`items/${list}?offset=1&limit=20`, food]),
      [`items/details/${bare.id}`, food], [`items/details/${pharmacyItem.id}`, f.headers('pharmacy')], [`items/related-items/${bare.id}`, food],
      [`items/reviews/${rated.item_id}`, food], [`stores/reviews?store_id=${rated.store_id}`, me],
      ...['latest', 'popular', 'top-rated', 'discounted'].map((list): [string, Record<string, string>] => [`stores/${list}?offset=1&limit=20`, food]),
      ['stores/get-stores/all?offset=1&limit=20', food], [`stores/details/${store.id}`, food], [`stores/popular-items?store_id=${store.id}`, food],
      ['campaigns/basic', food], [`campaigns/basic-campaign-details?basic_campaign_id=${campaign.id}`, food], ['campaigns/item', food],
      ['flash-sales', f.headers(flashModule)], [`flash-sales/items?flash_sale_id=${flash.id}&offset=1&limit=20`, f.headers(flashModule)],
      ['brand', f.headers(brandModule)], [`brand/items/${brand.id}?offset=1&limit=20`, f.headers(brandModule)],
      [`items/common-conditions?condition_id=${condition.id}`, f.headers('pharmacy')],
      ['items/item-or-store-search?name=a', food], ['items/search?name=a&offset=1&limit=20', food], ['stores/search?name=a&offset=1&limit=20', food],
      ['customer/cart/list', me], ['customer/info', me], ['customer/wish-list', me], ['customer/suggested-items', me], ['customer/visit-again', me],
      ['customer/order/list?offset=1&limit=50', me], ['customer/order/running-orders?offset=1&limit=50', me],
      [`customer/order/details?order_id=${orderId}`, me], [`customer/order/details?order_id=${seededLine.order_id}`, me], [`customer/order/track?order_id=${orderId}`, me], [`customer/order/track?order_id=${parcelId}`, me],
      [`customer/order-reviews?order_id=${rated.order_id}`, me], ['customer/message/list', me, chat], [`customer/message/details?conversation_id=${conversation.id}`, me, chat],
    ];
    const found = new Map<string, [string, unknown][]>();
    for (const [url, headers, keys] of calls) {
      const res = await f.get(url, headers);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
      found.set(url, pictures(res.json(), keys));
    }
    const bad = [...found].flatMap(([url, list]) => list.filter(([, v]) => typeof v !== 'string' || !v.startsWith(`${PUBLIC_URL}/`) || /\s/.test(v)).map(([at, v]) => `${url} ${at} = ${JSON.stringify(v)}`));
    expect(bad).toEqual([]);
    const without = [...found].filter(([, list]) => list.length === 0).map(([url]) => url);
    expect(without, 'calls that answered no picture at all').toEqual([]);

    // Beside every `X_full_url`, the picture's file name `X`: some base of config's base_urls, a '/' and the name give
    // the same URL (element by element for a list). Chat's party shows it by `image` beside `image_full_url`, a
    // message's pictures by `file`, JSON text of their names beside `images`.
    const bases = [...new Set(Object.values((await f.get('config', {})).json().base_urls as Record<string, string>))];
    const unnamed: string[] = [];
    let named = 0;
    const byName = (full: unknown, name: unknown, at: string) => {
      named++;
      if (typeof full !== 'string' || typeof name !== 'string' || !bases.some((b) => `${b}/${name}` === full)) unnamed.push(`${at}: ${JSON.stringify(name)} for ${JSON.stringify(full)}`);
    };
    const walk = (value: unknown, at: string) => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}[${i}]`));
      else if (value && typeof value === 'object') {
        const row = value as Record<string, unknown>;
        for (const [key, v] of Object.entries(row)) {
          const m = /^(\w+)_full_url$/.exec(key);
          if (m) {
            const name = row[m[1]!];
            if (Array.isArray(v)) {
              if (!Array.isArray(name) || name.length !== v.length) unnamed.push(`${at}.${m[1]}: ${JSON.stringify(name)} for ${JSON.stringify(v)}`);
              else v.forEach((x, i) => byName(x, name[i], `${at}.${m[1]}[${i}]`));
            } else byName(v, name, `${at}.${m[1]}`);
          } else if (key === 'images' && 'file' in row && Array.isArray(v)) {
            const names = JSON.parse(String(row.file)) as unknown[];
            if (names.length !== v.length) unnamed.push(`${at}.file: ${String(row.file)}`);
            v.forEach((x, i) => byName(x, names[i], `${at}.file[${i}]`));
          } else walk(v, `${at}.${key}`);
        }
      }
    };
    for (const [url, headers] of calls) walk((await f.get(url, headers)).json(), url);
    expect(unnamed).toEqual([]);
    expect(named).toBeGreaterThanOrEqual([...found.values()].reduce((n, list) => n + list.filter(([at]) => /_full_url(\[\d+\])?$/.test(at)).length, 0));
    // The private ones (signed links) open by base and name too.
    const signedBase = bases.find((b) => b.endsWith('/api/v1/files'))!;
    const thread = (await f.get(`customer/message/details?conversation_id=${conversation.id}`, me)).json() as { messages: { file: string }[] };
    const signedName = thread.messages.flatMap((m) => JSON.parse(m.file) as string[])[0];
    expect(signedName, 'a seeded chat picture').toBeDefined();
    const opened = await t.app.inject({ url: new URL(`${signedBase}/${signedName}`).pathname + new URL(`${signedBase}/${signedName}`).search });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/webp');

    // Each row without a picture, wherever it shows, answers the placeholder.
    const at = (url: string, where: string) => found.get(url)!.find(([w]) => w === where)?.[1];
    expect(at(`stores/details/${store.id}`, '$.logo_full_url')).toBe(PLACEHOLDER);
    expect(at(`stores/details/${store.id}`, '$.cover_photo_full_url')).not.toBe(PLACEHOLDER);
    expect(at(`items/details/${bare.id}`, '$.image_full_url')).toBe(PLACEHOLDER);
    const cart = (await f.get('customer/cart/list', me)).json() as { item: { id: number; image_full_url: string } }[];
    expect(cart.find((l) => l.item.id === bare.id)!.item.image_full_url).toBe(PLACEHOLDER);
    expect(at('customer/info', '$.image_full_url')).toBe(PLACEHOLDER);
    const wishes = (await f.get('customer/wish-list', me)).json() as { item: { id: number; image_full_url: string }[]; store: { id: number; logo_full_url: string }[] };
    expect(wishes.item.find((i) => i.id === bare.id)!.image_full_url).toBe(PLACEHOLDER);
    expect(wishes.store.find((s) => s.id === store.id)!.logo_full_url).toBe(PLACEHOLDER);
    const categories = (await f.get('categories', food)).json() as { id: number; image_full_url: string }[];
    expect(categories.find((c) => c.id === root.id)!.image_full_url).toBe(PLACEHOLDER);
    const seeded = (await f.get(`customer/order/details?order_id=${seededLine.order_id}`, me)).json() as { id: number; image_full_url: string; item_details: { image_full_url: string } }[];
    expect(seeded.find((l) => l.id === seededLine.id)!.image_full_url).toBe(PLACEHOLDER);
    expect(seeded.find((l) => l.id === seededLine.id)!.item_details.image_full_url).toBe(PLACEHOLDER);
    expect(at(`customer/order/track?order_id=${parcelId}`, '$.parcel.category.image_full_url')).toBe(PLACEHOLDER);
    expect((await f.get('other-banners', f.headers('grocery'))).json()).toEqual({ promotional_banner: 'placeholder.svg', promotional_banner_full_url: PLACEHOLDER, banners: [] });

    const placeholder = await t.app.inject({ url: PLACEHOLDER_IMAGE_PATH });
    expect(placeholder.statusCode).toBe(200);
    expect(placeholder.headers['content-type']).toBe('image/svg+xml');
    expect(placeholder.body).toContain('<svg');
  });

  it('shows an order line\'s picture under today\'s PUBLIC_URL, whatever address the shop had when the order was placed', async () => {
    const token = await logIn(t.app);
    const { orderId, itemId } = await buyNow(token);
    const line = async (app: TestApp['app']) => {
      const res = await app.inject({ url: `/api/v1/customer/order/details?order_id=${orderId}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { image_full_url: string }[])[0]!.image_full_url;
    };
    const before = await line(t.app);
    expect(before).toMatch(new RegExp(`^${PUBLIC_URL.replaceAll('.', '\\.')}/storage/\\S+$`));
    expect(before).not.toBe(PLACEHOLDER);

    // The shop moves: the same database behind another address.
    const moved = await buildApp({ config: { ...t.config, publicUrl: 'https://moved.example.test' }, db: t.db, clock: new Clock(SEED_NOW) });
    try {
      await moved.ready();
      expect(await line(moved)).toBe(before.replace(PUBLIC_URL, 'https://moved.example.test'));
    } finally {
      await moved.close();
    }

    // The item since lost its picture: the review prompt shows the one it had when bought.
    await t.db.updateTable('items').set({ image: null }).where('id', '=', itemId).execute();
    const reviews = await t.app.inject({ url: `/api/v1/customer/order-reviews?order_id=${orderId}`, headers: bearer(token) });
    expect((reviews.json() as { items: { image_full_url: string }[] }).items[0]!.image_full_url, reviews.body).toBe(before);

    // Lines kept before paths were: a whole URL of an older address, or '/storage/…'; they follow too.
    const detail = await first(t.db.selectFrom('order_details').select(['id', 'item_details']).where('order_id', '=', orderId).executeTakeFirst());
    const { image: _path, ...before23 } = JSON.parse(detail.item_details) as { image: string };
    for (const old of ['http://old-host.example.test/storage/item/kept.webp', 'https://old-host.example.test/shop/storage/item/kept.webp', '/storage/item/kept.webp']) {
      await t.db.updateTable('order_details').set({ item_details: JSON.stringify({ ...before23, image_full_url: old }) }).where('id', '=', detail.id).execute();
      expect(await line(t.app), old).toBe(`${PUBLIC_URL}/storage/item/kept.webp`);
    }
  });
});
