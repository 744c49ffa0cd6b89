import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, NewRow, OrdersTable, OrderStatus, PaymentStatus, Row } from '../../db/database.js';
import { dbKind } from '../../db/dialect.js';
import { prepared, type PreparedRow } from '../../db/prepared.js';

type Trx = Kysely<Database>;

/** What an order's state is judged by: a change applies only while the order still has the state the caller saw. */
type SeenState = Pick<Row<'orders'>, 'id' | 'order_status' | 'payment_status'>;

/**
 * The writes behind orders.states (the one road for order and payment states) and what changing an
 * order gives back: stock, coupon uses and wallet money. Each change is one conditional statement,
 * so two racing changes cannot both apply.
 */

// Placing an order writes these rows: each insert is compiled once per set of columns (see prepared).
const orderInserted = prepared((trx, order: PreparedRow) => trx.insertInto('orders').values(order as Insertable<OrdersTable>).returningAll());
const statusLogged = prepared((trx, line: PreparedRow) => trx.insertInto('order_status_history').values(line as NewRow<'order_status_history'>));
const paymentLogged = prepared((trx, line: PreparedRow) => trx.insertInto('order_payment_history').values(line as NewRow<'order_payment_history'>));

export async function insertOrderRow(trx: Trx, order: Insertable<OrdersTable>): Promise<Row<'orders'>> {
  const [row] = (await orderInserted(trx, order)).rows;
  if (!row) throw new Error('the order insert returned no row');
  return row;
}

/** Columns a state change may set beside the state itself. */
export type StateSideEffects = Partial<Pick<Row<'orders'>, 'payment_method' | 'cancellation_reason' | 'canceled_by' | 'delivery_man_id'>>;

export async function updateOrderState(trx: Trx, seen: SeenState, to: OrderStatus, set: StateSideEffects, now: string): Promise<boolean> {
  const r = await trx.updateTable('orders').set({ ...set, order_status: to, updated_at: now })
    .where('id', '=', seen.id).where('order_status', '=', seen.order_status).where('payment_status', '=', seen.payment_status)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function updatePaymentState(trx: Trx, seen: SeenState, to: PaymentStatus, reference: string | null, now: string): Promise<boolean> {
  const r = await trx.updateTable('orders')
    .set({ payment_status: to, updated_at: now, ...(reference !== null ? { payment_reference: reference } : {}) })
    .where('id', '=', seen.id).where('payment_status', '=', seen.payment_status).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertStatusHistory(trx: Trx, line: NewRow<'order_status_history'>): Promise<void> {
  await statusLogged(trx, line);
}

export async function insertPaymentHistory(trx: Trx, line: NewRow<'order_payment_history'>): Promise<void> {
  await paymentLogged(trx, line);
}

/** The payment changes of an order, oldest first. */
export function paymentHistory(db: Trx, orderId: number) {
  return db.selectFrom('order_payment_history').select(['payment_status', 'actor', 'reference', 'created_at'])
    .where('order_id', '=', orderId).orderBy('id').execute();
}

/** An order of this owner; another owner's order is not found. */
export function ownOrder(db: Trx, owner: string, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).where('owner', '=', owner).executeTakeFirst();
}

export function orderById(db: Trx, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
}

/** The way to pay, changed only while the order is in one of the states named: false when another change came first. */
export async function setPaymentMethod(trx: Trx, orderId: number, from: readonly OrderStatus[], method: Row<'orders'>['payment_method'], now: string): Promise<boolean> {
  const r = await trx.updateTable('orders').set({ payment_method: method, updated_at: now })
    .where('id', '=', orderId).where('order_status', 'in', [...from]).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Takes an unassigned delivery order (or parcel) for a courier of its zone: false when another courier came first or it is no longer waiting. */
export async function assignCourier(
  db: Trx, orderId: number, courierId: number, zoneId: number | null, type: 'delivery' | 'parcel', waiting: readonly OrderStatus[], now: string,
): Promise<boolean> {
  let q = db.updateTable('orders').set({ delivery_man_id: courierId, updated_at: now })
    .where('id', '=', orderId).where('delivery_man_id', 'is', null).where('order_type', '=', type).where('order_status', 'in', [...waiting]);
  if (zoneId !== null) q = q.where('zone_id', '=', zoneId);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The lines of an order with what giving their stock back needs. */
export function orderDetails(db: Trx, orderId: number) {
  return db.selectFrom('order_details as d').leftJoin('items as i', 'i.id', 'd.item_id').leftJoin('modules as m', 'm.id', 'i.module_id')
    .select(['d.item_id', 'd.quantity', 'd.variation', 'd.flash_sale_id', 'm.module_type']).where('d.order_id', '=', orderId).execute();
}

/**
 * The one order in which a transaction takes the rows that placing, cancelling, delivering and refunding
 * an order change, so that two of them never wait on each other (a PostgreSQL deadlock):
 *   1. the order's own orders row (placing inserts a new one, which no other transaction waits for);
 *   2. items, by id, each with its variation or food-option rows and its sold count;
 *   3. flash_sale_items, by (flash_sale_id, item_id);
 *   4. the owner's coupon_redemptions row, then the coupons row;
 *   5. users: the referral discount, then the wallet and loyalty points (the order's customer before
 *      anyone else, such as the referrer who earns from the delivery).
 * Reviews and wishlists change one items row each and take nothing of the above after it.
 * Placing (checkout.write) and cancelling (orders.changes) follow it. On PostgreSQL the items rows are
 * locked first, all in one statement, so that their variations and counts are written under that lock
 * whatever order the lines come in; SQLite has one writer at a time and no row locks.
 * FOR NO KEY UPDATE, like the UPDATEs after it: it does not wait for the key-share locks that the
 * order_details rows' foreign key takes on the items they name.
 */
export async function lockItems(trx: Trx, itemIds: readonly number[]): Promise<void> {
  if (dbKind(trx) !== 'postgres' || itemIds.length === 0) return;
  await itemsLocked(trx, [...new Set(itemIds)]);
}

const itemsLocked = prepared((trx, ids: readonly number[]) => trx.selectFrom('items').select('id').where('id', 'in', [...ids]).orderBy('id').forNoKeyUpdate());

/** Puts stock back: the reverse of checkout's take* functions. */
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

export async function returnFlashStock(trx: Trx, flashSaleId: number, itemId: number, quantity: number): Promise<void> {
  await trx.updateTable('flash_sale_items').set((eb) => ({ sold: eb('sold', '-', quantity) }))
    .where('flash_sale_id', '=', flashSaleId).where('item_id', '=', itemId).where('sold', '>=', quantity).execute();
}

/** Gives back a coupon use, in total and the owner's. */
export async function releaseCoupon(trx: Trx, code: string, owner: string): Promise<void> {
  const coupon = await trx.selectFrom('coupons').select('id').where(sql`upper(code)`, '=', code.toUpperCase()).executeTakeFirst();
  if (!coupon) return;
  // The owner's use first, as placing takes it (see lockItems).
  await trx.updateTable('coupon_redemptions').set((eb) => ({ uses: eb('uses', '-', 1) })).where('coupon_id', '=', coupon.id).where('owner', '=', owner).where('uses', '>', 0).execute();
  await trx.updateTable('coupons').set((eb) => ({ total_uses: eb('total_uses', '-', 1) })).where('id', '=', coupon.id).where('total_uses', '>', 0).execute();
}

export async function insertRefundRequest(trx: Trx, request: NewRow<'refund_requests'>): Promise<void> {
  await trx.insertInto('refund_requests').values(request).execute();
}

export async function decideRefundRequest(trx: Trx, orderId: number, approved: boolean, note: string | null, now: string): Promise<void> {
  await trx.updateTable('refund_requests').set({ status: approved ? 'approved' : 'rejected', decision_note: note, decided_at: now })
    .where('order_id', '=', orderId).where('status', '=', 'pending').execute();
}

// The short lists of orders, in every language they are kept in.

export function cancellationReasonRows(db: Trx, type: Row<'cancellation_reasons'>['user_type'] | undefined, skip: number, limit: number) {
  let q = db.selectFrom('cancellation_reasons').where('status', '=', 1);
  if (type) q = q.where('user_type', '=', type);
  return Promise.all([
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst().then((r) => Number(r?.n ?? 0)),
    q.selectAll().orderBy('id').limit(limit).offset(skip).execute(),
  ]);
}

export function refundReasonRows(db: Trx) {
  return db.selectFrom('refund_reasons').selectAll().where('status', '=', 1).orderBy('id').execute();
}
