import type { Kysely } from 'kysely';
import { pointInPolygon, type LatLngTuple } from '../../lib/geo.js';
import type { Database } from '../database.js';
import { insertReturningIds, insertRows } from './insert.js';
import type { ZoneInfo } from './places.js';
import { recomputeRatings } from './reviews.js';
import { isoDaysBefore } from './text.js';

/** The demo customer's saved places: home in Downtown Dubai, the office in Business Bay. */
const ADDRESSES = [
  { type: 'home', address: 'Boulevard Point, Sheikh Mohammed bin Rashid Blvd, Downtown Dubai', at: [25.1946, 55.2769], house: 'Apt 2304', floor: '23', road: 'Sheikh Mohammed bin Rashid Blvd', daysAgo: 80 },
  { type: 'office', address: 'Bay Square Building 5, Business Bay', at: [25.1869, 55.2806], house: 'Office 410', floor: '4', road: 'Al Abraj St', daysAgo: 60 },
] as const;

type Status = 'pending' | 'confirmed' | 'processing' | 'handover' | 'picked_up' | 'delivered';
const FLOW: readonly Status[] = ['pending', 'confirmed', 'processing', 'handover', 'picked_up', 'delivered'];

/**
 * Her orders, oldest first: [module, days ago, hour (UTC), how far it went, quantities]. The latest
 * delivered one is not rated yet (the rate prompt offers it); one is still being prepared.
 */
const ORDERS: readonly { module: 'food' | 'grocery'; daysAgo: number; hour: number; reached: Status; quantities: readonly number[]; rated: boolean }[] = [
  { module: 'grocery', daysAgo: 34, hour: 15, reached: 'delivered', quantities: [2, 1, 3], rated: true },
  { module: 'food', daysAgo: 19, hour: 16, reached: 'delivered', quantities: [2, 1], rated: true },
  { module: 'food', daysAgo: 6, hour: 15, reached: 'delivered', quantities: [1, 2], rated: false },
  { module: 'grocery', daysAgo: 0, hour: -1, reached: 'processing', quantities: [1, 2], rated: false },
];

/** Every zone containing the point, the smallest first, as the zone lookup answers them. */
const zonesAt = (zones: readonly ZoneInfo[], [lat, lng]: Readonly<LatLngTuple>) =>
  zones.filter((z) => pointInPolygon(lat, lng, z.ring)).sort((a, b) => a.area - b.area || a.id - b.id).map((z) => z.id);

const at = (now: Date, daysAgo: number, hour: number) => {
  const d = new Date(now.getTime() - daysAgo * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

/**
 * The demo customer's account as someone who has used the shop for a while: two saved addresses,
 * wishlisted products and shops, a conversation with a grocery, and wallet and points histories that
 * add up to the seeded balances (AED 250 and 120 points).
 */
export async function insertDemoAccount(db: Kysely<Database>, opts: { now: Date; zones: readonly ZoneInfo[] }): Promise<void> {
  const { now, zones } = opts;
  const customer = await db.selectFrom('users').select(['id', 'f_name', 'l_name', 'phone', 'email', 'created_at']).where('email', '=', 'customer@souqly.test').executeTakeFirstOrThrow();
  const userId = customer.id;

  await insertRows(db, 'customer_addresses', ADDRESSES.map((a) => {
    const ids = zonesAt(zones, a.at);
    if (ids.length === 0) throw new Error(`${a.address} lies in no zone`);
    return {
      user_id: userId, address_type: a.type, address: a.address, contact_person_name: `${customer.f_name} ${customer.l_name}`,
      contact_person_number: customer.phone ?? '', contact_person_email: customer.email, additional_information: null,
      latitude: a.at[0], longitude: a.at[1], road: a.road, house: a.house, floor: a.floor, zone_id: ids[0]!, zone_ids: JSON.stringify(ids),
      created_at: isoDaysBefore(now, a.daysAgo), updated_at: isoDaysBefore(now, a.daysAgo),
    };
  }));

  await insertOrders(db, { now, userId, customer, home: zonesAt(zones, ADDRESSES[0].at) });

  // Money: an opening balance, a top-up with its bonus, and points turned into money (10 points are AED 1).
  await insertRows(db, 'wallet_transactions', [
    { user_id: userId, transaction_type: 'opening_balance', credit: 13500, debit: 0, balance: 13500, reference: null, created_at: customer.created_at },
    { user_id: userId, transaction_type: 'add_fund', credit: 10000, debit: 0, balance: 23500, reference: null, created_at: at(now, 40, 9) },
    { user_id: userId, transaction_type: 'add_fund_bonus', credit: 500, debit: 0, balance: 24000, reference: null, created_at: at(now, 40, 9) },
    { user_id: userId, transaction_type: 'loyalty_point', credit: 1000, debit: 0, balance: 25000, reference: null, created_at: at(now, 12, 18) },
  ]);
  await insertRows(db, 'loyalty_point_transactions', [
    { user_id: userId, transaction_type: 'opening_balance', credit: 220, debit: 0, balance: 220, reference: null, created_at: customer.created_at },
    { user_id: userId, transaction_type: 'point_to_wallet', credit: 0, debit: 100, balance: 120, reference: null, created_at: at(now, 12, 18) },
  ]);

  // Wishlist: products of three shops near home, and two of the shops. Not food, so a test of the
  // food module starts from an empty food wishlist.
  const home = zonesAt(zones, ADDRESSES[0].at);
  const shops = await db.selectFrom('stores as s').innerJoin('modules as m', 'm.id', 's.module_id').select(['s.id', 'm.module_type'])
    .where('s.status', '=', 1).where('s.zone_id', 'in', home).where('m.module_type', 'in', ['grocery', 'pharmacy', 'ecommerce']).orderBy('s.id').execute();
  const oneOfEach = [...new Map(shops.map((s) => [s.module_type, s])).values()];
  const items = oneOfEach.length === 0 ? [] : await db.selectFrom('items').select(['id', 'store_id']).where('status', '=', 1)
    .where('store_id', 'in', oneOfEach.map((s) => s.id)).orderBy('id').execute();
  const picked = [...new Map(items.map((i) => [i.store_id, i])).values()];
  await insertRows(db, 'wishlists', [
    ...picked.map((i, n) => ({ user_id: userId, item_id: i.id, store_id: null, created_at: at(now, 20 - n * 5, 20) })),
    ...oneOfEach.slice(0, 2).map((s, n) => ({ user_id: userId, item_id: null, store_id: s.id, created_at: at(now, 30 - n * 7, 21) })),
  ]);

  // A conversation with the first wishlisted store: asked, answered, thanked; the store's last word unread.
  const store = oneOfEach[0];
  if (!store) return;
  const [conversationId] = await insertReturningIds(db, 'conversations', [{
    user_id: userId, party_type: 'vendor', party_id: store.id, last_message_id: null, customer_unread: 1, party_unread: 0,
    created_at: at(now, 3, 10), updated_at: at(now, 3, 11),
  }]);
  const messages = [
    { sender_type: 'customer' as const, sender_id: userId, message: 'Hello! Do you have gluten-free bread today?', created_at: at(now, 3, 10), seen: 1 },
    { sender_type: 'vendor' as const, sender_id: null, message: 'Hi Sara, yes: two kinds, in the bakery aisle. We can keep a loaf aside for your next order.', created_at: at(now, 3, 10), seen: 1 },
    { sender_type: 'customer' as const, sender_id: userId, message: 'Great, thank you!', created_at: at(now, 3, 11), seen: 1 },
    { sender_type: 'vendor' as const, sender_id: null, message: 'You are welcome. See you soon!', created_at: at(now, 3, 11), seen: 0 },
  ];
  const ids = await insertReturningIds(db, 'chat_messages', messages.map((m) => ({
    conversation_id: conversationId!, sender_type: m.sender_type, sender_id: m.sender_id, message: m.message, images: '[]', order_id: null,
    seen: m.seen, seen_at: m.seen ? m.created_at : null, created_at: m.created_at,
  })));
  await db.updateTable('conversations').set({ last_message_id: ids.at(-1)! }).where('id', '=', conversationId!).execute();
}

type Customer = { f_name: string; l_name: string; phone: string | null; email: string | null };

/**
 * Cash orders to her home address, each with its status and payment histories; amounts as checkout
 * puts them together (items, AED 7 delivery, the AED 2 service fee). The running one was placed 25
 * minutes before the seed ran. All are marked showcase, so the demo autopilot does not finish the running one.
 */
async function insertOrders(db: Kysely<Database>, opts: { now: Date; userId: number; customer: Customer; home: number[] }): Promise<void> {
  const { now, userId, customer, home } = opts;
  const homeAddress = await db.selectFrom('customer_addresses').selectAll().where('user_id', '=', userId).where('address_type', '=', 'home').executeTakeFirstOrThrow();
  const address = JSON.stringify({
    address: homeAddress.address, latitude: homeAddress.latitude, longitude: homeAddress.longitude, address_type: 'home',
    contact_person_name: `${customer.f_name} ${customer.l_name}`, contact_person_number: customer.phone ?? '', contact_person_email: customer.email,
    road: homeAddress.road, house: homeAddress.house, floor: homeAddress.floor,
  });
  const used = new Map<string, number>();
  for (const o of ORDERS) {
    const stores = await db.selectFrom('stores as s').innerJoin('modules as m', 'm.id', 's.module_id')
      .select(['s.id', 's.module_id', 's.zone_id', 's.name']).where('s.status', '=', 1).where('s.zone_id', 'in', home).where('m.module_type', '=', o.module)
      .orderBy('s.id').execute();
    const n = used.get(o.module) ?? 0;
    used.set(o.module, n + 1);
    const store = stores[n % Math.max(stores.length, 1)];
    if (!store) continue;
    const items = await db.selectFrom('items').select(['id', 'name', 'image', 'price']).where('store_id', '=', store.id).where('status', '=', 1)
      .orderBy('id').limit(o.quantities.length).execute();
    if (items.length === 0) continue;
    const placed = o.daysAgo === 0 ? new Date(now.getTime() - 25 * 60_000) : new Date(at(now, o.daysAgo, o.hour));
    const minute = (k: number) => new Date(placed.getTime() + k * 60_000).toISOString();
    const lines = items.map((item, i) => ({ item, quantity: o.quantities[i] ?? 1 }));
    const itemAmount = lines.reduce((sum, l) => sum + l.item.price * l.quantity, 0);
    const delivery = 700;
    const fee = 200;
    const steps = FLOW.slice(0, FLOW.indexOf(o.reached) + 1);
    const last = minute((steps.length - 1) * 8);
    const [orderId] = await insertReturningIds(db, 'orders', [{
      user_id: userId, guest_id: null, owner: `user:${userId}`, idempotency_key: null, store_id: store.id, module_id: store.module_id, zone_id: store.zone_id,
      order_type: 'delivery', order_status: o.reached, payment_method: 'cash_on_delivery', payment_status: o.reached === 'delivered' ? 'paid' : 'unpaid',
      item_amount: itemAmount, item_discount: 0, coupon_code: null, coupon_discount: 0, delivery_charge: delivery, original_delivery_charge: delivery,
      additional_charge: fee, tax_amount: 0, dm_tips: 0, order_amount: itemAmount + delivery + fee, wallet_amount: 0, distance: 2400,
      delivery_address: address, delivery_address_id: homeAddress.id, scheduled: 0, schedule_at: placed.toISOString(), order_note: null, source: 'cart',
      cancellation_reason: null, canceled_by: null, payment_reference: null, showcase: 1, created_at: placed.toISOString(), updated_at: last,
    }]);
    const id = orderId!;
    await insertRows(db, 'order_details', lines.map((l) => ({
      order_id: id, item_id: l.item.id, item_campaign_id: null,
      item_details: JSON.stringify({ id: l.item.id, name: l.item.name, image: l.item.image, add_ons: [] }),
      quantity: l.quantity, price: l.item.price, original_price: l.item.price, variation: '[]', add_ons: '[]', add_ons_price: 0, tax_amount: 0,
      created_at: placed.toISOString(),
    })));
    const actor = (status: Status) => (status === 'pending' ? 'customer' : status === 'picked_up' || status === 'delivered' ? 'courier' : 'store');
    await insertRows(db, 'order_status_history', steps.map((status, k) => ({ order_id: id, status, actor: actor(status), actor_id: null, note: null, created_at: minute(k * 8) })));
    await insertRows(db, 'order_payment_history', [
      { order_id: id, payment_status: 'unpaid', actor: 'customer', actor_id: null, reference: null, created_at: placed.toISOString() },
      ...(o.reached === 'delivered' ? [{ order_id: id, payment_status: 'paid' as const, actor: 'courier' as const, actor_id: null, reference: null, created_at: last }] : []),
    ]);
    if (o.rated) {
      await insertRows(db, 'reviews', lines.map((l, i) => ({
        item_id: l.item.id, store_id: store.id, user_id: userId, order_id: id, customer_name: 'Sara A.', rating: i === 0 ? 5 : 4,
        comment: i === 0 ? 'Fresh and well packed, as always.' : null, reply: null, attachment: '[]', status: 1, created_at: minute(steps.length * 8 + 90),
      })));
    }
  }
  await recomputeRatings(db);
}
