import type { TestApp } from './helpers.js';
import { bearer } from './accounts.js';
import { catalogFixture } from './catalog.js';

/** Helpers for checkout tests: owners, carts, addresses and placing orders through the API. */
export function orderFixture(t: TestApp, headers: (module: string) => Record<string, string>) {
  const guest = async () => (await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' })).json().guest_id as string;

  const who = (owner: { guest?: string; token?: string }) => ({
    headers: owner.token ? bearer(owner.token) : {},
    body: owner.guest ? { guest_id: owner.guest } : {},
  });

  const addToCart = (owner: { guest?: string; token?: string }, module: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/customer/cart/add', headers: { ...headers(module), ...who(owner).headers }, payload: { ...who(owner).body, ...body } });

  const place = (owner: { guest?: string; token?: string }, module: string, body: Record<string, unknown>, extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST', url: '/api/v1/customer/order/place', headers: { ...headers(module), ...who(owner).headers, ...extra },
      payload: { ...who(owner).body, ...body },
    });

  /** A point near the store, inside its zone. */
  const near = async (storeId: number, dLat = 0.01) => {
    const s = await t.db.selectFrom('stores').select(['latitude', 'longitude']).where('id', '=', storeId).executeTakeFirstOrThrow();
    return { address: 'Test Street 1', latitude: s.latitude + dLat, longitude: s.longitude };
  };

  const contact = { contact_person_name: 'Guest Buyer', contact_person_number: '+971551234567', contact_person_email: 'guest@example.com' };

  /** An orderable item without variations in a non-food module, with this much stock. */
  const stockedItem = async (moduleId: number, zoneIds: number[], stock: number) => (await stockedItems(moduleId, zoneIds, stock, 1))[0]!;

  /** `count` such items of one store, by id, each with this much stock. */
  const stockedItems = async (moduleId: number, zoneIds: number[], stock: number, count: number) => {
    const rows = await t.db
      .selectFrom('items as i')
      .innerJoin('stores as s', 's.id', 'i.store_id')
      .select(['i.id', 'i.store_id', 'i.price'])
      .where('i.module_id', '=', moduleId).where('i.zone_id', 'in', zoneIds)
      .where('i.status', '=', 1).where('s.status', '=', 1).where('s.active', '=', 1).where('s.delivery', '=', 1)
      .where('i.available_time_starts', '=', '00:00').where('i.available_time_ends', '=', '23:59')
      .where('i.is_prescription_required', '=', 0)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('item_variations as v').select('v.id').whereRef('v.item_id', '=', 'i.id'))))
      .orderBy('i.id')
      .execute();
    const storeId = rows.find((r) => rows.filter((o) => o.store_id === r.store_id).length >= count)?.store_id;
    const items = rows.filter((r) => r.store_id === storeId).slice(0, count);
    if (items.length < count) throw new Error(`no store with ${count} stocked items`);
    await t.db.updateTable('items').set({ stock, maximum_cart_quantity: null }).where('id', 'in', items.map((i) => i.id)).execute();
    await openAllDay(items[0]!.store_id);
    return items;
  };

  /** Open every day round the clock, with no minimum order, so that only the rule under test decides. */
  const openAllDay = async (storeId: number) => {
    await t.db.updateTable('stores').set({ minimum_order: 0, active: 1, delivery: 1, take_away: 1 }).where('id', '=', storeId).execute();
    await t.db.deleteFrom('store_schedules').where('store_id', '=', storeId).execute();
    await t.db.insertInto('store_schedules').values([0, 1, 2, 3, 4, 5, 6].map((day) => ({ store_id: storeId, day, opening_time: '00:00', closing_time: '00:00' }))).execute();
  };

  /**
   * The first line of a flash sale running at `at` (ISO) on an item of the module and zones without variations:
   * its store open all day, the item in stock at any hour, and the sale with room for two more units.
   */
  const flashSaleLine = async (moduleId: number, zoneIds: number[], at: string) => {
    const line = await t.db.selectFrom('flash_sale_items as fi').innerJoin('flash_sales as fs', 'fs.id', 'fi.flash_sale_id').innerJoin('items as i', 'i.id', 'fi.item_id')
      .select(['fi.id', 'fi.flash_sale_id', 'fi.item_id', 'fi.price', 'fi.sold', 'i.store_id', 'i.price as original'])
      .where('fs.start_date', '<=', at).where('fs.end_date', '>=', at).where('fs.status', '=', 1).where('fi.status', '=', 1)
      .where('i.module_id', '=', moduleId).where('i.zone_id', 'in', zoneIds)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('item_variations as v').select('v.id').whereRef('v.item_id', '=', 'i.id'))))
      .orderBy('fi.id').executeTakeFirstOrThrow();
    await openAllDay(line.store_id);
    await t.db.updateTable('items').set({ stock: 100, maximum_cart_quantity: null, available_time_starts: '00:00', available_time_ends: '23:59' }).where('id', '=', line.item_id).execute();
    await t.db.updateTable('flash_sale_items').set({ stock: line.sold + 2 }).where('id', '=', line.id).execute();
    return line;
  };

  return { guest, addToCart, place, near, contact, stockedItem, stockedItems, openAllDay, flashSaleLine };
}

/** A cash order of the signed-in customer's, placed through checkout, carried by the courier and on its way (picked up). */
export async function runningOrderWithCourier(t: TestApp, token: string, courierId: number): Promise<number> {
  const f = await catalogFixture(t);
  const o = orderFixture(t, (m) => f.headers(m));
  const item = await o.stockedItem(f.modules.grocery!, f.dubai, 100);
  const res = await o.place({ token }, 'grocery', {
    order_type: 'delivery', payment_method: 'cash_on_delivery', address: { ...(await o.near(item.store_id)), ...o.contact },
    source: 'buy_now', buy_now: { item_id: item.id, quantity: 1 },
  });
  if (res.statusCode !== 200) throw new Error(`order not placed: ${res.body}`);
  const orderId = (res.json() as { order_id: number }).order_id;
  await t.db.updateTable('orders').set({ delivery_man_id: courierId, order_status: 'picked_up' }).where('id', '=', orderId).execute();
  return orderId;
}
