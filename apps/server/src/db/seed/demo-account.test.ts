import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, logIn } from '../../../test/accounts.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await logIn(t.app));
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { ...auth, ...headers } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};

/** The demo customer's account looks lived in. */
describe('the demo customer\'s account', () => {
  it('has a home address in Downtown Dubai and an office in Business Bay, both in a delivery zone', async () => {
    const list = await get('customer/address/list?limit=10&offset=1');
    const addresses = (list.addresses ?? list) as { address_type: string; address: string; zone_ids: number[] }[];
    expect(addresses.map((a) => a.address_type).sort()).toEqual(['home', 'office']);
    expect(addresses.find((a) => a.address_type === 'home')!.address).toContain('Downtown Dubai');
    expect(addresses.find((a) => a.address_type === 'office')!.address).toContain('Business Bay');
    for (const a of addresses) expect(a.zone_ids.length).toBeGreaterThan(0);
  });

  it('has delivered orders, the latest one waiting for a review, and one being prepared', async () => {
    const { orders } = await get('customer/order/list?limit=10&offset=1');
    const statuses = (orders as { order_status: string }[]).map((o) => o.order_status);
    expect(statuses.filter((s) => s === 'delivered')).toHaveLength(3);
    const running = await get('customer/order/running-orders?limit=10&offset=1');
    expect((running.orders as { order_status: string }[]).map((o) => o.order_status)).toEqual(['processing']);
    const reminder = await get('customer/review-reminder');
    expect(reminder.order_id).not.toBeNull();
    expect(reminder.items.length).toBeGreaterThan(0);
  });

  it('has wallet and loyalty histories that add up to AED 250 and 120 points', async () => {
    const wallet = await get('customer/wallet/transactions?limit=20&offset=1');
    const rows = wallet.data as { transaction_type: string; credit: number; debit: number; balance: number }[];
    expect(rows.map((r) => r.transaction_type).sort()).toEqual(['add_fund', 'add_fund_bonus', 'loyalty_point', 'opening_balance']);
    expect(rows.reduce((sum, r) => sum + r.credit - r.debit, 0)).toBeCloseTo(250, 5);
    const points = await get('customer/loyalty-point/transactions?limit=20&offset=1');
    const pointRows = points.data as { transaction_type: string; credit: number; debit: number }[];
    expect(pointRows.map((r) => r.transaction_type).sort()).toEqual(['opening_balance', 'point_to_wallet']);
    expect(pointRows.reduce((sum, r) => sum + r.credit - r.debit, 0)).toBe(120);
  });

  it('keeps products and shops in the wishlist, none of them food', async () => {
    const wished = await get('customer/wish-list');
    expect(wished.item.length).toBeGreaterThanOrEqual(2);
    expect(wished.store.length).toBe(2);
    const ids = { items: wished.item.map((i: { id: number }) => i.id), stores: wished.store.map((s: { id: number }) => s.id) };
    const kinds = await t.db.selectFrom('stores as s').innerJoin('modules as m', 'm.id', 's.module_id').select('m.module_type')
      .where((eb) => eb.or([eb('s.id', 'in', ids.stores), eb('s.id', 'in', t.db.selectFrom('items').select('store_id').where('id', 'in', ids.items))]))
      .execute();
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.map((k) => k.module_type)).not.toContain('food');
  });

  it('has a conversation with a store, its last answer unread', async () => {
    const list = await get('customer/message/list?limit=10&offset=1');
    const [conversation] = list.conversations as { receiver: { type: string }; unread_message_count: number }[];
    expect(conversation!.receiver.type).toBe('vendor');
    expect(conversation!.unread_message_count).toBe(1);
  });
});
