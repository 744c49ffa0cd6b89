import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { catalogApp } from '../../../test/catalog.js';
import { orderFixture } from '../../../test/orders.js';
import { SalesCounter } from './catalog.sales.js';

const { t, f } = catalogApp();
const o = orderFixture(t, (m) => f.headers(m));

const after = (ms: number) => new Date(t.app.services.clock.now().getTime() + ms);
const counts = async (ids: number[]) =>
  (await t.db.selectFrom('items').select('order_count').where('id', 'in', ids).orderBy('id').execute()).map((r) => r.order_count);

async function placeOrder(lines: [item: { id: number; store_id: number }, quantity: number][]): Promise<number> {
  const guest = await o.guest();
  for (const [item, quantity] of lines) expect((await o.addToCart({ guest }, 'grocery', { item_id: item.id, quantity })).statusCode).toBe(200);
  const res = await o.place({ guest }, 'grocery', {
    order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(lines[0]![0].store_id)), ...o.contact }, contact: o.contact,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { order_id: number }).order_id;
}

describe('items sold are added to their order counts after the order', () => {
  it('not by the order itself, but once the lines are 30 s old; each line once', async () => {
    const items = await o.stockedItems(f.modules.grocery!, f.dubai, 100, 2);
    await t.app.services.sales.count(after(60_000));
    const before = await counts(items.map((i) => i.id));
    await placeOrder([[items[0]!, 2], [items[1]!, 1]]);
    expect(await counts(items.map((i) => i.id))).toEqual(before);
    expect(await t.app.services.sales.count(after(29_000))).toBe(0);
    expect(await counts(items.map((i) => i.id))).toEqual(before);
    expect(await t.app.services.sales.count(after(31_000))).toBe(2);
    expect(await counts(items.map((i) => i.id))).toEqual([before[0]! + 2, before[1]! + 1]);
    expect(await t.app.services.sales.count(after(60_000))).toBe(0);
    expect(await counts(items.map((i) => i.id))).toEqual([before[0]! + 2, before[1]! + 1]);
  });

  it('counts a line once when two instances count at the same time', async () => {
    const items = await o.stockedItems(f.modules.grocery!, f.dubai, 100, 2);
    await t.app.services.sales.count(after(60_000));
    const before = await counts(items.map((i) => i.id));
    for (let i = 0; i < 3; i += 1) await placeOrder([[items[0]!, 1], [items[1]!, 3]]);
    const other = new SalesCounter(t.db, { clock: t.app.services.clock });
    const counted = await Promise.all([t.app.services.sales.count(after(60_000)), other.count(after(60_000))]);
    expect(counted[0]! + counted[1]!).toBe(6);
    expect(await counts(items.map((i) => i.id))).toEqual([before[0]! + 3, before[1]! + 9]);
  });

  it('never passes a line too new to count: a later, older line waits for it', async () => {
    const [item] = await o.stockedItems(f.modules.grocery!, f.dubai, 100, 1);
    const orderId = await placeOrder([[item!, 1]]);
    await t.app.services.sales.count(after(60_000));
    const [before] = await counts([item!.id]);
    const line = { order_id: orderId, item_id: item!.id, item_details: '{}', quantity: 4, price: 100, original_price: 100, variation: '[]', add_ons: '[]', add_ons_price: 0, tax_amount: 0, item_campaign_id: null };
    const now = t.app.services.clock.now();
    // Written in this order, the second with an earlier time (another instance's clock, or a late commit).
    await t.db.insertInto('order_details').values({ ...line, created_at: now.toISOString() }).execute();
    await t.db.insertInto('order_details').values({ ...line, quantity: 5, created_at: new Date(now.getTime() - 3600_000).toISOString() }).execute();
    await t.db.insertInto('order_details').values({ ...line, item_id: null, quantity: 7, created_at: new Date(now.getTime() - 3600_000).toISOString() }).execute();
    expect(await t.app.services.sales.count(now)).toBe(0);
    expect(await counts([item!.id])).toEqual([before]);
    expect(await t.app.services.sales.count(after(31_000))).toBe(3);
    // A line whose item is gone moves the mark and counts for no item.
    expect(await counts([item!.id])).toEqual([before! + 9]);
  });

  it('runs by itself outside tests, unless SALES_COUNTER=off', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' }).salesCounter).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/x', SALES_COUNTER: 'off' }).salesCounter).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).salesCounter).toBe(false);
  });
});
