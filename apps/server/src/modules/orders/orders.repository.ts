import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, OrdersTable, OrderDetailsTable, OrderStatus, Row } from '../../db/database.js';

type Trx = Kysely<Database>;

/**
 * Everything an order changes is changed by one conditional statement each, inside the placing
 * transaction: a statement that finds its condition false changes nothing and the order fails,
 * so stock, coupon uses and wallets stay right however many orders race.
 */

export function findByIdempotencyKey(db: Trx, owner: string, key: string) {
  return db.selectFrom('orders').selectAll().where('owner', '=', owner).where('idempotency_key', '=', key).executeTakeFirst();
}

export function storeForOrder(db: Trx, storeId: number) {
  return db.selectFrom('stores').selectAll().where('id', '=', storeId).executeTakeFirst();
}

export function schedulesOfStore(db: Trx, storeId: number) {
  return db.selectFrom('store_schedules').select(['day', 'opening_time', 'closing_time']).where('store_id', '=', storeId).execute();
}

export function zoneRate(db: Trx, moduleId: number, zoneId: number) {
  return db
    .selectFrom('module_zones as mz')
    .innerJoin('zones as z', 'z.id', 'mz.zone_id')
    .select([
      'mz.per_km_shipping_charge', 'mz.minimum_shipping_charge', 'mz.maximum_shipping_charge', 'mz.maximum_cod_order_amount',
      'z.cash_on_delivery', 'z.digital_payment', 'z.offline_payment', 'z.increased_delivery_fee', 'z.increased_delivery_fee_status',
    ])
    .where('mz.module_id', '=', moduleId)
    .where('mz.zone_id', '=', zoneId)
    .executeTakeFirst();
}

export function couponByCode(db: Trx, code: string) {
  return db.selectFrom('coupons').selectAll().where(sql`upper(code)`, '=', code.toUpperCase()).executeTakeFirst();
}

/** Orders of the owner that count as orders (not failed or cancelled), for first-order coupons. */
export async function placedOrderCount(db: Trx, owner: string): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner', '=', owner).where('order_status', 'not in', ['failed', 'canceled']).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function customerAddress(db: Trx, userId: number, addressId: number) {
  return db.selectFrom('customer_addresses').selectAll().where('id', '=', addressId).where('user_id', '=', userId).executeTakeFirst();
}

/** A new order and the first line of its status history; call inside the placing transaction. */
export async function insertOrder(trx: Trx, order: Insertable<OrdersTable>): Promise<Row<'orders'>> {
  const row = await trx.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
  await trx.insertInto('order_status_history').values({ order_id: row.id, status: row.order_status, actor: row.user_id !== null ? 'customer' : 'guest', actor_id: null, note: null, created_at: row.created_at }).execute();
  return row;
}

export async function insertDetails(trx: Trx, details: Insertable<OrderDetailsTable>[]): Promise<void> {
  if (details.length) await trx.insertInto('order_details').values(details).execute();
}

/** Takes `quantity` from a stock that must hold it; false when it does not. */
export async function takeItemStock(trx: Trx, itemId: number, quantity: number): Promise<boolean> {
  const r = await trx.updateTable('items').set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', itemId).where('stock', '>=', quantity).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function takeVariationStock(trx: Trx, itemId: number, type: string, quantity: number): Promise<boolean> {
  const r = await trx.updateTable('item_variations').set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('item_id', '=', itemId).where('type', '=', type).where('stock', '>=', quantity).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Food options with a stock of their own (most have none: null is unlimited). */
export async function takeOptionStock(trx: Trx, itemId: number, group: string, label: string, quantity: number): Promise<boolean> {
  const options = trx.selectFrom('item_food_variations').select('id').where('item_id', '=', itemId).where('name', '=', group);
  const r = await trx.updateTable('item_food_variation_values').set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('item_id', '=', itemId).where('label', '=', label).where('food_variation_id', 'in', options)
    .where('stock', 'is not', null).where('stock', '>=', quantity).executeTakeFirst();
  if (Number(r.numUpdatedRows) > 0) return true;
  const unlimited = await trx.selectFrom('item_food_variation_values').select('id')
    .where('item_id', '=', itemId).where('label', '=', label).where('food_variation_id', 'in', options).where('stock', 'is', null).executeTakeFirst();
  return unlimited !== undefined;
}

/** One more sold in a flash sale, within the sale's own stock; false when it is sold out. */
export async function takeFlashStock(trx: Trx, flashSaleId: number, itemId: number, quantity: number): Promise<boolean> {
  const r = await trx.updateTable('flash_sale_items').set((eb) => ({ sold: eb('sold', '+', quantity) }))
    .where('flash_sale_id', '=', flashSaleId).where('item_id', '=', itemId)
    .where((eb) => eb(eb('sold', '+', quantity), '<=', eb.ref('stock'))).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function returnFlashStock(trx: Trx, flashSaleId: number, itemId: number, quantity: number): Promise<void> {
  await trx.updateTable('flash_sale_items').set((eb) => ({ sold: eb('sold', '-', quantity) }))
    .where('flash_sale_id', '=', flashSaleId).where('item_id', '=', itemId).where('sold', '>=', quantity).execute();
}

export async function countSold(trx: Trx, itemId: number, quantity: number): Promise<void> {
  await trx.updateTable('items').set((eb) => ({ order_count: eb('order_count', '+', quantity) })).where('id', '=', itemId).execute();
}

/** One more use of the coupon in total, unless its total limit is reached. */
export async function redeemCouponTotal(trx: Trx, couponId: number): Promise<boolean> {
  const r = await trx.updateTable('coupons').set((eb) => ({ total_uses: eb('total_uses', '+', 1) }))
    .where('id', '=', couponId)
    .where((eb) => eb.or([eb('total_limit', 'is', null), eb('total_uses', '<', eb.ref('total_limit'))]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** One more use by this owner, unless they have used it `limit` times. */
export async function redeemCouponForOwner(trx: Trx, couponId: number, owner: string, limit: number | null): Promise<boolean> {
  const row = await trx
    .insertInto('coupon_redemptions')
    .values({ coupon_id: couponId, owner, uses: 1 })
    .onConflict((oc) => {
      const update = oc.columns(['coupon_id', 'owner']).doUpdateSet({ uses: sql<number>`coupon_redemptions.uses + 1` });
      return limit === null ? update : update.where('coupon_redemptions.uses', '<', limit);
    })
    .returning('uses')
    .executeTakeFirst();
  return row !== undefined && (limit === null || row.uses <= limit);
}

/** Takes `amount` from the wallet if it holds that much; answers the balance left, or null. */
export async function debitWallet(trx: Trx, userId: number, amount: number, reference: string, now: string): Promise<number | null> {
  const row = await trx.updateTable('users').set((eb) => ({ wallet_balance: eb('wallet_balance', '-', amount) }))
    .where('id', '=', userId).where('wallet_balance', '>=', amount).returning('wallet_balance').executeTakeFirst();
  if (!row) return null;
  await trx.insertInto('wallet_transactions').values({
    user_id: userId, transaction_type: 'order_place', credit: 0, debit: amount, balance: row.wallet_balance, reference, created_at: now,
  }).execute();
  return row.wallet_balance;
}

/** An order of this owner; another owner's order is not found. */
export function ownOrder(db: Trx, owner: string, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).where('owner', '=', owner).executeTakeFirst();
}

export function orderDetails(db: Trx, orderId: number) {
  return db.selectFrom('order_details as d').leftJoin('items as i', 'i.id', 'd.item_id').leftJoin('modules as m', 'm.id', 'i.module_id')
    .select(['d.item_id', 'd.quantity', 'd.variation', 'd.flash_sale_id', 'm.module_type']).where('d.order_id', '=', orderId).execute();
}

/** Moves an order on only from the states named: false when another change came first. */
export async function moveOrder(trx: Trx, orderId: number, from: readonly OrderStatus[], changes: Partial<Pick<Row<'orders'>, 'order_status' | 'payment_method' | 'cancellation_reason' | 'canceled_by' | 'updated_at'>>): Promise<boolean> {
  const r = await trx.updateTable('orders').set(changes).where('id', '=', orderId).where('order_status', 'in', [...from]).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Puts stock back: the reverse of the take* functions. */
export async function returnStock(trx: Trx, line: { itemId: number; quantity: number; variantType: string | null; options: { group: string; label: string }[]; food: boolean }): Promise<void> {
  const q = line.quantity;
  if (line.food) {
    for (const o of line.options) {
      const ids = trx.selectFrom('item_food_variations').select('id').where('item_id', '=', line.itemId).where('name', '=', o.group);
      await trx.updateTable('item_food_variation_values').set((eb) => ({ stock: eb('stock', '+', q) }))
        .where('item_id', '=', line.itemId).where('label', '=', o.label).where('food_variation_id', 'in', ids).where('stock', 'is not', null).execute();
    }
  } else if (line.variantType) {
    await trx.updateTable('item_variations').set((eb) => ({ stock: eb('stock', '+', q) })).where('item_id', '=', line.itemId).where('type', '=', line.variantType).execute();
  } else {
    await trx.updateTable('items').set((eb) => ({ stock: eb('stock', '+', q) })).where('id', '=', line.itemId).execute();
  }
  await trx.updateTable('items').set((eb) => ({ order_count: eb('order_count', '-', q) })).where('id', '=', line.itemId).where('order_count', '>=', q).execute();
}

/** Gives back a coupon use, in total and the owner's. */
export async function releaseCoupon(trx: Trx, code: string, owner: string): Promise<void> {
  const coupon = await couponByCode(trx, code);
  if (!coupon) return;
  await trx.updateTable('coupons').set((eb) => ({ total_uses: eb('total_uses', '-', 1) })).where('id', '=', coupon.id).where('total_uses', '>', 0).execute();
  await trx.updateTable('coupon_redemptions').set((eb) => ({ uses: eb('uses', '-', 1) })).where('coupon_id', '=', coupon.id).where('owner', '=', owner).where('uses', '>', 0).execute();
}

export async function creditWallet(trx: Trx, userId: number, amount: number, type: string, reference: string, now: string): Promise<void> {
  const row = await trx.updateTable('users').set((eb) => ({ wallet_balance: eb('wallet_balance', '+', amount) })).where('id', '=', userId).returning('wallet_balance').executeTakeFirstOrThrow();
  await trx.insertInto('wallet_transactions').values({ user_id: userId, transaction_type: type, credit: amount, debit: 0, balance: row.wallet_balance, reference, created_at: now }).execute();
}

export function offlineMethod(db: Trx, id: number) {
  return db.selectFrom('offline_payment_methods').selectAll().where('id', '=', id).where('status', '=', 1).executeTakeFirst();
}
