import { sql, type Kysely } from 'kysely';
import type { ConsoleRefundsQuery } from '@storefront/contract';
import type { Database, OrderStatus } from '../../db/database.js';
import { startingWith, textsContaining } from '../../db/like.js';
import { customerSearch } from '../profile/profile.repository.js';
import type { OrderFilter } from './orders.tracking.repository.js';

type Trx = Kysely<Database>;

/**
 * The business's reads and writes of orders for the console: the order list of every store, refund
 * requests by state, the dispatch map's running orders, and giving an order to a courier.
 */

/** A page of the list: what a row shows of an order, with its store's name and its customer's name and phone. */
export function businessOrderRows(db: Trx, where: OrderFilter, limit: number, offset: number) {
  return db.selectFrom('orders as o').where(where).leftJoin('stores as s', 's.id', 'o.store_id').leftJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id', 'o.order_status', 'o.order_type', 'o.payment_method', 'o.payment_status', 'o.order_amount', 'o.store_id', 's.name as store_name',
      'o.zone_id', 'o.module_id', 'o.delivery_man_id', 'o.created_at', 'o.delivery_address', 'u.f_name', 'u.l_name', 'u.phone',
    ])
    .orderBy('o.id', 'desc').limit(limit).offset(offset);
}

export async function businessOrderPage(db: Trx, where: OrderFilter, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    businessOrderRows(db, where, limit, offset).execute(),
    db.selectFrom('orders as o').where(where).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type BusinessOrderRow = Awaited<ReturnType<typeof businessOrderPage>>['rows'][number];

/**
 * Orders whose customer is found as the customers' list finds them (the start of a name, email or phone),
 * or whose guest gave a contact starting so at checkout (its name, phone or email): each part read through
 * the indexes of its folded columns, and the two sets of ids joined before the orders are read.
 */
export const customersMatching = (db: Trx, text: string): OrderFilter => (eb) => {
  const customers = db.selectFrom('orders').select('id').where('user_id', 'is not', null)
    .where('user_id', 'in', db.selectFrom('users').select('id').where(customerSearch(db, text)));
  const guests = db.selectFrom('orders').select('id')
    .where((w) => w.or(['guest_name', 'guest_phone', 'guest_email'].map((column) => startingWith(db, column, text))));
  return eb('o.id', 'in', customers.unionAll(guests));
};

/** Stores whose name holds the text in any language (all without one), A to Z by their English name: the list's store picker. */
export function storeChoices(db: Trx, search: string, limit: number) {
  let q = db.selectFrom('stores').select(['id', 'name', 'translations']);
  if (search) q = q.where(textsContaining(db, 'name', search));
  return q.orderBy('name').orderBy('id').limit(limit).execute();
}

/** The customer of an order, for its details. */
export function customerOf(db: Trx, userId: number) {
  return db.selectFrom('users').select(['id', 'f_name', 'l_name', 'phone', 'email']).where('id', '=', userId).executeTakeFirst();
}

/**
 * Refund requests with what deciding them needs: the order's payment, and whether its cashback reached
 * the wallet already (kept back from the refund).
 */
function refundRows(db: Trx) {
  return db.selectFrom('refund_requests as r').innerJoin('orders as o', 'o.id', 'r.order_id').leftJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'r.id', 'r.order_id', 'r.status', 'r.reason', 'r.note', 'r.decision_note', 'r.destination', 'r.created_at', 'r.decided_at',
      'o.payment_method', 'o.payment_status', 'o.order_amount', 'o.wallet_amount', 'o.cashback_amount', 'u.f_name', 'u.l_name',
      (eb) => eb.exists(eb.selectFrom('wallet_transactions as w').select('w.id')
        .whereRef('w.user_id', '=', 'o.user_id').where('w.transaction_type', '=', 'cashback')
        .where('w.reference', '=', sql<string>`${'order:'} || ${sql.ref('o.id')}`)).as('cashback_paid'),
    ]);
}
export type RefundRow = Awaited<ReturnType<ReturnType<typeof refundRows>['executeTakeFirstOrThrow']>>;

export async function refundPage(db: Trx, query: ConsoleRefundsQuery) {
  let q = refundRows(db);
  let c = db.selectFrom('refund_requests as r');
  if (query.status) {
    q = q.where('r.status', '=', query.status);
    c = c.where('r.status', '=', query.status);
  }
  const [rows, count] = await Promise.all([
    q.orderBy('r.id', 'desc').limit(query.limit ?? 25).offset(query.offset ?? 0).execute(),
    c.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function refundById(db: Trx, refundId: number) {
  return refundRows(db).where('r.id', '=', refundId).executeTakeFirst();
}

export function refundOfOrder(db: Trx, orderId: number) {
  return refundRows(db).where('r.order_id', '=', orderId).executeTakeFirst();
}

/**
 * Decides a pending refund request, once: one conditional statement, so that of two decisions racing
 * only the first changes it (the second waits for its row and then finds it decided); false then.
 */
export async function decidePendingRefund(
  trx: Trx, refundId: number, approved: boolean, note: string | null, destination: 'wallet' | 'gateway' | null, now: string,
): Promise<boolean> {
  const r = await trx.updateTable('refund_requests')
    .set({ status: approved ? 'approved' : 'rejected', decision_note: note, decided_at: now, destination })
    .where('id', '=', refundId).where('status', '=', 'pending').executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Gives an order to another courier (or its first) while it is in one of the states named and its
 * courier is still the one the caller saw: false when it moved on or another change came first. The new
 * courier starts the trip afresh.
 */
export async function setCourier(
  trx: Trx, orderId: number, seen: number | null, courierId: number, states: readonly OrderStatus[], now: string,
): Promise<boolean> {
  const r = await trx.updateTable('orders').set({ delivery_man_id: courierId, arrived_at_pickup_at: null, updated_at: now })
    .where('id', '=', orderId).where('delivery_man_id', seen === null ? 'is' : '=', seen).where('order_status', 'in', [...states]).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Whether the courier (an active staff account with the courier role) is on shift and works in the zone; null for no such courier. */
export async function courierFor(db: Trx, courierId: number, zoneId: number) {
  const row = await db.selectFrom('operators as op').leftJoin('couriers as c', 'c.operator_id', 'op.id')
    .select(['c.online', (eb) => eb.exists(eb.selectFrom('courier_zones as z').select('z.zone_id')
      .where('z.operator_id', '=', courierId).where('z.zone_id', '=', zoneId)).as('in_zone')])
    .where('op.id', '=', courierId).where('op.status', '=', 1)
    .where((eb) => eb.exists(eb.selectFrom('operator_roles as r').select('r.id').whereRef('r.operator_id', '=', 'op.id').where('r.role', '=', 'courier')))
    .executeTakeFirst();
  return row ? { online: row.online === 1, inZone: Boolean(row.in_zone) } : null;
}

/** The dispatch map's orders: running ones (all, or those changed since), with their store's place and drop-off. */
export function dispatchOrders(db: Trx, running: readonly OrderStatus[], since: string | null, zoneId: number | null) {
  let q = db.selectFrom('orders as o').leftJoin('stores as s', 's.id', 'o.store_id')
    .select(['o.id', 'o.order_status', 'o.delivery_man_id', 'o.delivery_address', 's.latitude', 's.longitude']);
  // Since a time: every order changed since, ended ones too (the map takes them off).
  q = since === null ? q.where('o.order_status', 'in', [...running]) : q.where('o.updated_at', '>', since);
  if (zoneId !== null) q = q.where('o.zone_id', '=', zoneId);
  return q.orderBy('o.id').execute();
}

/** Couriers on shift with a known place (all, or those moved or changed shift since), and whether they carry an order now. */
export function dispatchCouriers(db: Trx, carried: readonly OrderStatus[], since: string | null, zoneId: number | null) {
  let q = db.selectFrom('couriers as c').innerJoin('operators as op', 'op.id', 'c.operator_id')
    .select(['c.operator_id as id', 'c.online', 'op.lat', 'op.lng', (eb) => eb.exists(eb.selectFrom('orders as o').select('o.id')
      .whereRef('o.delivery_man_id', '=', 'c.operator_id').where('o.order_status', 'in', [...carried])).as('busy')])
    .where('op.lat', 'is not', null).where('op.lng', 'is not', null);
  q = since === null ? q.where('c.online', '=', 1) : q.where((eb) => eb.or([eb('op.location_updated_at', '>', since), eb('c.shift_changed_at', '>', since)]));
  if (zoneId !== null) q = q.where((eb) => eb.exists(eb.selectFrom('courier_zones as z').select('z.zone_id').whereRef('z.operator_id', '=', 'c.operator_id').where('z.zone_id', '=', zoneId)));
  return q.orderBy('c.operator_id').execute();
}
