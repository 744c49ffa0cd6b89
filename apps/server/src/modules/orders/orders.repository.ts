import type { Insertable, Kysely } from 'kysely';
import type { Database, NewRow, OrderDetailsTable, OrdersTable, OrderStatus, PaymentStatus, Row } from '../../db/database.js';
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
export type StateSideEffects = Partial<Pick<Row<'orders'>, 'payment_method' | 'cancellation_reason' | 'canceled_by' | 'delivery_man_id' | 'processing_time' | 'cash_collected'>>;

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
  db: Trx, orderId: number, courierId: number, zoneIds: readonly number[] | null, type: 'delivery' | 'parcel', waiting: readonly OrderStatus[], now: string,
): Promise<boolean> {
  if (zoneIds?.length === 0) return false;
  let q = db.updateTable('orders').set({ delivery_man_id: courierId, updated_at: now })
    .where('id', '=', orderId).where('delivery_man_id', 'is', null).where('order_type', '=', type).where('order_status', 'in', [...waiting]);
  if (zoneIds !== null) q = q.where('zone_id', 'in', [...zoneIds]);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The lines of an order with what giving their stock back needs. */
export function orderDetails(db: Trx, orderId: number) {
  return db.selectFrom('order_details as d').leftJoin('items as i', 'i.id', 'd.item_id').leftJoin('modules as m', 'm.id', 'i.module_id')
    .select(['d.item_id', 'd.quantity', 'd.variation', 'd.flash_sale_id', 'm.module_type']).where('d.order_id', '=', orderId).execute();
}

/** The order's lines in one statement, compiled once per number of lines and set of columns. */
const detailsInserted = prepared((trx, details: readonly PreparedRow[]) => trx.insertInto('order_details').values(details as Insertable<OrderDetailsTable>[]));

export async function insertDetails(trx: Trx, details: Insertable<OrderDetailsTable>[]): Promise<void> {
  if (details.length) await detailsInserted(trx, details);
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
