import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TEXTS, type CartLine, type Config, type Coupon, type OrderTotals } from '@storefront/contract';
import { couponEstimate } from '../../../../web/src/features/checkout/checkout-estimate.js';
import { bearer, signUp } from '../../../test/accounts.js';
import { catalogFixture } from '../../../test/catalog.js';
import { createTestApp, expectEnvelope, SEED_NOW, type TestApp } from '../../../test/helpers.js';
import type { NewRow } from '../../db/database.js';
import { orderFixture } from '../../../test/orders.js';

/*
 * The web's coupon hint (its minimum and discount, said before the server is asked) and the server's
 * order preview must agree: they share the contract's arithmetic. Carts are made deterministically from the
 * demo data (a seeded generator), put in the cart through the API, priced by the preview, and
 * estimated from what the web has: the cart lines, the coupon as coupon/list gives it, and config.
 */

const MODULES = ['food', 'grocery', 'pharmacy', 'ecommerce'] as const;
type ModuleName = (typeof MODULES)[number];
/** Which store of the module a cart is from. */
const FLAVORS = ['store-discount', 'flash', 'sharjah', 'plain'] as const;
type Flavor = (typeof FLAVORS)[number];
const KINDS = ['none', 'percent', 'amount', 'amount-over-subtotal', 'capped', 'below-minimum', 'at-minimum', 'free-delivery', 'first-order'] as const;
type Kind = (typeof KINDS)[number];

/** A small seeded generator (a linear congruential one): the same carts on every run and engine. */
function seeded(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  return { next, int, pick };
}

interface CartSpec {
  name: string;
  seed: number;
  module: ModuleName;
  flavor: Flavor;
  kind: Kind;
}

/** 27 carts: every module with every kind of store, and every coupon kind three times over. */
const SPECS: CartSpec[] = (() => {
  const r = seeded(20261121);
  const kinds = [...KINDS, ...KINDS, ...KINDS];
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
  }
  return kinds.map((kind, i) => {
    const module = MODULES[i % 4]!;
    const flavor = FLAVORS[(i >> 2) % 4]!;
    return { name: `cart ${i + 1}: ${module}, ${flavor} store, coupon ${kind}`, seed: 1000 + i, module, flavor, kind };
  });
})();

let t: TestApp;
let f: Awaited<ReturnType<typeof catalogFixture>>;
let o: ReturnType<typeof orderFixture>;
/** The store of each module and flavor. */
const stores = new Map<string, { id: number; zone_id: number; module_id: number }>();
/** A running flash sale item of each flash store. */
const flashItems = new Map<number, number>();
/** What the carts went through, so that a change of the demo data cannot quietly empty a case. */
const covered = {
  storeDiscount: 0, itemDiscount: 0, flash: 0, addOns: 0, quantityAboveOne: 0, variations: 0, signedIn: 0, tips: 0, sharjah: 0,
  coupon: 0, couponCapped: 0, couponWholeSubtotal: 0, belowMinimum: 0, atMinimum: 0, freeDelivery: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  f = await catalogFixture(t);
  o = orderFixture(t, (m) => f.headers(m));
  const db = t.db;
  const now = SEED_NOW.toISOString();
  const all = await db.selectFrom('stores').select(['id', 'zone_id', 'module_id', 'discount']).where('status', '=', 1).orderBy('id').execute();
  const flash = await db.selectFrom('flash_sale_items as fi').innerJoin('flash_sales as fs', 'fs.id', 'fi.flash_sale_id').innerJoin('items as i', 'i.id', 'fi.item_id')
    .select(['fi.item_id', 'i.store_id']).where('fi.status', '=', 1).where('fs.status', '=', 1).where('fs.start_date', '<=', now).where('fs.end_date', '>=', now)
    .where('i.status', '=', 1).where('i.is_prescription_required', '=', 0).orderBy('fi.id').execute();
  const r = seeded(7);
  for (const name of MODULES) {
    const moduleId = f.modules[name]!;
    const ofModule = all.filter((s) => s.module_id === moduleId);
    const dubai = ofModule.filter((s) => f.dubai.includes(s.zone_id));
    const flashLine = flash.find((l) => dubai.some((s) => s.id === l.store_id))!;
    const flashStore = dubai.find((s) => s.id === flashLine.store_id)!;
    flashItems.set(flashStore.id, flashLine.item_id);
    const discounted = dubai.find((s) => s.discount !== null && s.discount > 0 && s.id !== flashStore.id) ?? dubai.find((s) => s.id !== flashStore.id)!;
    const sharjah = ofModule.find((s) => f.sharjah.includes(s.zone_id))!;
    const plain = r.pick(dubai.filter((s) => s.id !== flashStore.id && s.id !== discounted.id && !(s.discount && s.discount > 0)));
    stores.set(`${name}/store-discount`, discounted);
    stores.set(`${name}/flash`, flashStore);
    stores.set(`${name}/sharjah`, sharjah);
    stores.set(`${name}/plain`, plain);
    // Modules without a store discount in the seed get one: an amount for a change.
    if (!(discounted.discount && discounted.discount > 0)) {
      await db.updateTable('stores').set({ discount_type: 'amount', discount: 350, discount_start: '2026-11-01T00:00:00.000Z', discount_end: '2026-12-31T00:00:00.000Z' })
        .where('id', '=', discounted.id).execute();
    }
  }
  // Every item of these stores orderable all day, in any quantity; only the prices are under test.
  const ids = [...new Set([...stores.values()].map((s) => s.id))];
  for (const id of ids) await o.openAllDay(id);
  await db.updateTable('items').set({ stock: 10_000, maximum_cart_quantity: null, available_time_starts: '00:00', available_time_ends: '23:59' }).where('store_id', 'in', ids).execute();
  const itemIds = db.selectFrom('items').select('id').where('store_id', 'in', ids);
  await db.updateTable('item_variations').set({ stock: 10_000 }).where('item_id', 'in', itemIds).execute();
  await db.updateTable('item_food_variation_values').set({ stock: null }).where('item_id', 'in', itemIds).execute();
  await db.updateTable('module_zones').set({ maximum_cod_order_amount: null }).execute();
});
afterAll(() => t?.close());

interface Owner { guest?: string; token?: string }
const auth = (owner: Owner) => (owner.token ? bearer(owner.token) : {});
const guestOf = (owner: Owner) => (owner.guest ? { guest_id: owner.guest } : {});

/** 1 to 3 lines of the store, each with its choices, add-ons and a quantity of 1 to 5; a flash store's sale item first. */
async function chooseLines(r: ReturnType<typeof seeded>, store: { id: number; module_id: number }, module: ModuleName) {
  const db = t.db;
  const items = await db.selectFrom('items').select('id').where('store_id', '=', store.id).where('status', '=', 1).where('is_prescription_required', '=', 0)
    .orderBy('id').execute();
  const count = Math.min(r.int(1, 3), items.length);
  const chosen: number[] = [];
  const flash = flashItems.get(store.id);
  if (flash !== undefined) chosen.push(flash);
  while (chosen.length < count) {
    const id = r.pick(items).id;
    if (!chosen.includes(id)) chosen.push(id);
  }
  const lines: Record<string, unknown>[] = [];
  for (const itemId of chosen) {
    const variation: unknown[] = [];
    if (module === 'food') {
      const groups = await db.selectFrom('item_food_variations').selectAll().where('item_id', '=', itemId).orderBy('position').orderBy('id').execute();
      for (const g of groups) {
        if (!g.required && r.next() < 0.5) continue;
        const values = await db.selectFrom('item_food_variation_values').select('label').where('food_variation_id', '=', g.id).orderBy('position').orderBy('id').execute();
        const left = [...new Set(values.map((v) => v.label))];
        if (left.length === 0) continue;
        const most = g.type === 'multi' ? Math.min(g.max > 0 ? g.max : left.length, left.length) : 1;
        const least = g.type === 'multi' ? Math.min(Math.max(g.min, 1), most) : 1;
        const labels: string[] = [];
        for (let n = r.int(least, most); n > 0; n--) labels.push(...left.splice(r.int(0, left.length - 1), 1));
        variation.push({ name: g.name, values: { label: labels } });
      }
    } else {
      // A non-food item with variations is always ordered in one of them.
      const variants = await db.selectFrom('item_variations').select('type').where('item_id', '=', itemId).orderBy('id').execute();
      if (variants.length) variation.push({ type: r.pick(variants).type });
    }
    const addOns = await db.selectFrom('item_add_ons as ia').innerJoin('add_ons as a', 'a.id', 'ia.add_on_id').select('a.id').where('ia.item_id', '=', itemId)
      .where('a.status', '=', 1).orderBy('a.id').execute();
    const add_on_ids: number[] = [];
    const add_on_qtys: number[] = [];
    for (const a of addOns) {
      if (r.next() < 0.5) continue;
      add_on_ids.push(a.id);
      add_on_qtys.push(r.int(1, 3));
    }
    lines.push({ item_id: itemId, quantity: r.int(1, 5), variation, add_on_ids, add_on_qtys });
  }
  return lines;
}

/** The coupon of this cart's kind, as a row of the coupons table (minor units), made for this cart. */
function couponRow(r: ReturnType<typeof seeded>, spec: CartSpec, index: number, store: { id: number; zone_id: number; module_id: number }, subtotal: number): NewRow<'coupons'> | null {
  const scope = r.pick(['default', 'store_wise', 'zone_wise'] as const);
  const base: NewRow<'coupons'> = {
    title: `Agreement ${index}`, code: `AGREE${index}`, coupon_type: scope, module_id: store.module_id,
    store_id: scope === 'store_wise' ? store.id : null, zone_id: scope === 'zone_wise' ? store.zone_id : null,
    discount: 0, discount_type: 'percent', min_purchase: 0, max_discount: 0, usage_limit: null,
    start_date: '2026-01-01', expire_date: '2027-12-31', status: 1, created_at: '2026-11-01T00:00:00.000Z',
  };
  switch (spec.kind) {
    case 'none': return null;
    case 'percent': return { ...base, discount: r.pick([5, 7, 12, 15, 33, 150]), min_purchase: r.pick([0, 1000]) };
    case 'amount': return { ...base, discount_type: 'amount', discount: r.int(100, 2500), max_discount: r.pick([0, 500]) };
    // More than the items cost: the coupon stops at the subtotal.
    case 'amount-over-subtotal': return { ...base, discount_type: 'amount', discount: subtotal + r.int(1, 5000) };
    case 'capped': return { ...base, discount: r.pick([20, 30, 50]), max_discount: r.int(150, 900) };
    case 'below-minimum': return { ...base, discount: 10, min_purchase: subtotal + 1 };
    case 'at-minimum': {
      const type = r.pick(['percent', 'amount'] as const);
      return { ...base, discount_type: type, discount: type === 'percent' ? r.pick([10, 25]) : r.pick([100, 250]), min_purchase: subtotal, max_discount: 700 };
    }
    case 'free-delivery': return { ...base, coupon_type: 'free_delivery', store_id: null, zone_id: null, discount_type: 'amount' };
    case 'first-order': return { ...base, coupon_type: 'first_order', store_id: null, zone_id: null, discount: 20, max_discount: 2500 };
  }
}

const minor = (major: number) => Math.round(major * 100);

describe('the web\'s coupon hint agrees with the order preview', () => {
  it.each(SPECS.map((spec, i) => ({ ...spec, index: i + 1 })))('$name', async (spec) => {
    const r = seeded(spec.seed);
    const store = stores.get(`${spec.module}/${spec.flavor}`)!;
    const zones = spec.flavor === 'sharjah' ? f.sharjah : f.dubai;
    const headers = f.headers(spec.module, zones);
    const signedIn = spec.kind === 'first-order' || r.next() < 0.25;
    const owner: Owner = signedIn ? { token: (await signUp(t.app)).token } : { guest: await o.guest() };

    for (const line of await chooseLines(r, store, spec.module)) {
      const added = await t.app.inject({ method: 'POST', url: '/api/v1/customer/cart/add', headers: { ...headers, ...auth(owner) }, payload: { ...line, ...guestOf(owner) } });
      expect(added.statusCode, added.body).toBe(200);
    }
    const listed = await t.app.inject({ method: 'GET', url: `/api/v1/customer/cart/list${owner.guest ? `?guest_id=${owner.guest}` : ''}`, headers: { ...headers, ...auth(owner) } });
    expect(listed.statusCode, listed.body).toBe(200);
    const cart = listed.json() as CartLine[];
    expect(cart.length).toBeGreaterThan(0);
    if (signedIn) covered.signedIn += 1;
    if (spec.flavor === 'sharjah') covered.sharjah += 1;
    for (const l of cart) {
      if (l.item.store_discount > 0) covered.storeDiscount += 1;
      else if (l.discount_amount > 0) covered.itemDiscount += 1;
      if (l.item_id === flashItems.get(store.id) && l.variation.length === 0) covered.flash += 1;
      if (l.add_ons_price > 0) covered.addOns += 1;
      if (l.quantity > 1) covered.quantityAboveOne += 1;
      if (l.variation.length > 0) covered.variations += 1;
    }
    // The page's lines, as checkout-order's cartOrder makes them.
    const lines = cart.map((l) => ({ total: l.total_price, discount: l.discount_amount }));
    const subtotal = lines.reduce((sum, l) => sum + l.total, 0);

    const row = couponRow(r, spec, spec.index, store, lines.reduce((sum, l) => sum + minor(l.total), 0));
    if (row) await t.db.insertInto('coupons').values(row).execute();
    const coupons = (await t.app.inject({ method: 'GET', url: '/api/v1/coupon/list', headers: { ...headers, ...auth(owner) } })).json() as Coupon[];
    const coupon = row ? coupons.find((c) => c.code === row.code) : undefined;
    if (row) expect(coupon, `coupon/list lists ${row.code}`).toBeDefined();
    const config = (await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json() as Config;

    const delivery = r.next() < 0.75;
    const tips = r.pick([0, 2.5, 5, 7.75, 10]);
    const body = {
      order_type: delivery ? 'delivery' : 'take_away', payment_method: 'cash_on_delivery', dm_tips: tips,
      ...(delivery ? { address: { ...(await o.near(store.id, 0.004)), ...o.contact } } : {}),
      ...(owner.guest ? { contact: o.contact, guest_id: owner.guest } : {}),
    };
    const preview = (code?: string) => t.app.inject({
      method: 'POST', url: '/api/v1/customer/order/preview', headers: { ...headers, ...auth(owner) }, payload: { ...body, ...(code ? { coupon_code: code } : {}) },
    });

    // What the page does (hooks/use-checkout): the coupon's estimate, and tips only for delivery when tips are on.
    const webCoupon = couponEstimate(coupon, subtotal, config);
    const webTips = delivery && config.dm_tips_status ? tips : 0;
    const priced = await preview(row?.code);
    if (spec.kind === 'below-minimum') {
      covered.belowMinimum += 1;
      expect(webCoupon).toEqual({ discount: 0, minPurchase: coupon!.min_purchase });
      expect(priced.statusCode, priced.body).toBe(422);
      expect(expectEnvelope(priced.json())[0]!.message.startsWith(ORDER_TEXTS.coupon_min_purchase.split('{amount}')[0]!)).toBe(true);
      // Without the coupon the server prices it, from the very subtotal the page checked the minimum against.
      const plain = await preview();
      expect(plain.statusCode, plain.body).toBe(200);
      const { totals } = plain.json() as { totals: OrderTotals };
      expect(minor(totals.item_amount) - minor(totals.item_discount)).toBe(lines.reduce((sum, l) => sum + minor(l.total), 0));
      return;
    }
    expect(priced.statusCode, priced.body).toBe(200);
    expect(webCoupon.minPurchase).toBeUndefined();
    const totals = (priced.json() as { totals: OrderTotals }).totals;
    // The coupon as the page works it out, before the estimate adds it up.
    expect(webCoupon.discount).toBe(totals.coupon_discount);
    expect(minor(totals.item_amount) - minor(totals.item_discount)).toBe(lines.reduce((sum, l) => sum + minor(l.total), 0));
    expect(totals.dm_tips).toBe(webTips);
    if (totals.coupon_discount > 0) covered.coupon += 1;
    if (coupon && coupon.max_discount > 0 && coupon.discount_type === 'percent' && totals.coupon_discount === coupon.max_discount) covered.couponCapped += 1;
    if (coupon && totals.coupon_discount > 0 && minor(totals.coupon_discount) === minor(subtotal)) covered.couponWholeSubtotal += 1;
    if (spec.kind === 'at-minimum') covered.atMinimum += 1;
    if (spec.kind === 'free-delivery' && delivery) covered.freeDelivery += 1;
    if (totals.dm_tips > 0) covered.tips += 1;
  });

  it('covered every case', () => {
    for (const [name, count] of Object.entries(covered)) expect(count, name).toBeGreaterThan(0);
  });
});
