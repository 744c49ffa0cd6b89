import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/accounts.js';
import { expectEnvelope } from '../../../test/helpers.js';
import { staffSession, type StaffSession } from '../../../test/staff.js';
import { checkoutApp, type CheckoutTest } from '../checkout/checkout.test-app.js';

let c: CheckoutTest;
let admin: StaffSession;
let support: StaffSession;
let item: { id: number; store_id: number; price: number };

beforeAll(async () => {
  c = await checkoutApp();
  admin = await staffSession(c.t, [{ role: 'admin', storeId: null }]);
  support = await staffSession(c.t, [{ role: 'support', storeId: null }]);
  item = await c.o.stockedItem(c.f.modules.grocery!, c.f.dubai, 100);
});

const days = { start_date: '2026-11-20', end_date: '2026-12-20' };
const create = (body: Record<string, unknown>, as = admin) => as.call('POST', 'campaigns/items', { title: { en: 'Deal' }, item_id: item.id, price: Math.round(item.price / 2) / 100, ...days, ...body });
/** The storefront's running campaign items for a grocery visitor in Dubai. */
const shown = async () => {
  const res = await c.f.get('campaigns/item', c.f.headers('grocery'));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; campaign_id: number; price: number; discounted_price: number }[];
};
const auditOf = (id: number) => c.t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'item_campaign').where('entity_id', '=', String(id)).orderBy('id').execute();

describe('item campaigns in the console', () => {
  it('sells the item at the campaign price on the storefront, and checkout charges it', async () => {
    await shown(); // cached
    const res = await create({ title: { en: 'Half price', ar: 'نصف السعر', fr: 'Moitié prix' }, discount: 10, discount_type: 'percent' });
    expect(res.statusCode, res.body).toBe(200);
    const campaign = res.json();
    const store = await c.t.db.selectFrom('stores').select(['module_id', 'zone_id']).where('id', '=', item.store_id).executeTakeFirstOrThrow();
    expect(campaign).toMatchObject({
      version: 1, on: true, state: 'running', item_id: item.id, store_id: item.store_id, module_id: store.module_id, zone_id: store.zone_id,
      price: Math.round(item.price / 2) / 100, item_price: item.price / 100, discount: 10, title: { en: 'Half price', ar: 'نصف السعر', fr: 'Moitié prix' },
    });
    const price = Math.round(item.price / 2);
    const unit = price - Math.round(price / 10);
    expect((await shown()).find((i) => i.campaign_id === campaign.id)).toMatchObject({ id: item.id, price: price / 100, discounted_price: unit / 100 });

    const token = (await signUp(c.t.app)).token;
    const body = {
      order_type: 'take_away', payment_method: 'cash_on_delivery', source: 'buy_now', contact: c.o.contact,
      buy_now: { item_id: item.id, quantity: 2, model: 'ItemCampaign', campaign_id: campaign.id },
    };
    const order = await c.o.place({ token }, 'grocery', body);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().totals.item_amount).toBeCloseTo((price * 2) / 100, 5);
    expect(order.json().totals.item_amount - order.json().totals.item_discount).toBeCloseTo((unit * 2) / 100, 5);

    const off = await admin.call('PUT', `campaigns/items/${campaign.id}`, { version: 1, on: false });
    expect(off.json()).toMatchObject({ version: 2, on: false, state: 'off' });
    expect((await shown()).map((i) => i.campaign_id)).not.toContain(campaign.id);
    expect(expectEnvelope((await c.o.place({ token }, 'grocery', body)).json())[0]!.message).toBe('This campaign is over');
    expect((await auditOf(campaign.id)).map((e) => e.action)).toEqual(['item_campaigns.create', 'item_campaigns.update']);
  });

  it('refuses a price above the item\'s, a discount over 100 % or above the price, an unknown item and days the wrong way round', async () => {
    const before = (await c.t.db.selectFrom('item_campaigns').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: item.price / 100 + 1 }, 'price', `The campaign price cannot be above the item's price (${item.price / 100}).`],
      [{ discount: 101, discount_type: 'percent' }, 'discount', 'A percent discount is at most 100.'],
      [{ discount: item.price / 100, discount_type: 'amount' }, 'discount', 'An amount discount cannot be above the campaign price.'],
      [{ item_id: 999_999 }, 'item_id', 'Choose an item that exists.'],
      [{ end_date: '2026-11-01' }, 'end_date', 'The last day cannot be before the first.'],
    ];
    for (const [body, code, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(expectEnvelope(res.json())[0]).toMatchObject({ code, message });
    }
    expect((await create({ price: 0 })).statusCode).toBe(400);
    expect((await c.t.db.selectFrom('item_campaigns').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toBe(before);
  });

  it('refuses a stale save with 409 and the fields changed since; lists by title, module and state', async () => {
    const { id } = (await create({ title: { en: 'Grocery stale', fr: 'Rayon épicerie' } })).json();
    expect((await admin.call('PUT', `campaigns/items/${id}`, { version: 1, price: Math.round(item.price / 4) / 100 })).statusCode).toBe(200);
    const stale = await admin.call('PUT', `campaigns/items/${id}`, { version: 1, on: false });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { id, version: 2, price: Math.round(item.price / 4) / 100 }, changed: ['price'] });
    const ids = async (q: string) => (await admin.call('GET', `campaigns/items?${q}`)).json().campaigns.map((x: { id: number }) => x.id);
    expect(await ids(`search=${encodeURIComponent('épicerie')}`)).toEqual([id]);
    expect(await ids(`search=picerie&module_id=${c.f.modules.food}`)).toEqual([]);
    expect(await ids('search=picerie&state=running')).toEqual([id]);
    const choices = (await admin.call('GET', `campaigns/choices/items?module_id=${c.f.modules.grocery}&limit=50`)).json();
    expect(choices.length).toBeGreaterThan(0);
    expect((await admin.call('GET', `campaigns/items/${id}`)).json()).toMatchObject({ id, version: 2 });
  });

  it('answers 403 to staff without the promotions capabilities', async () => {
    expect((await support.call('GET', 'campaigns/items')).statusCode).toBe(403);
    expect((await create({}, support)).statusCode).toBe(403);
    expect((await support.call('PUT', 'campaigns/items/1', { version: 1, on: false })).statusCode).toBe(403);
  });
});
