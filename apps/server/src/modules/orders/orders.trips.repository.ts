import type { Kysely } from 'kysely';
import type { Database, OrderStatus } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import { CARRIED } from './orders.states.js';

type Trx = Kysely<Database>;

/** What a courier sees of an order: the order, its store (the pick-up of a delivery; none for a parcel) and the trip's marks. */
function tripColumns(db: Trx) {
  return db.selectFrom('orders as o').leftJoin('stores as s', 's.id', 'o.store_id')
    .select([
      'o.id', 'o.order_type', 'o.order_status', 'o.payment_method', 'o.payment_status', 'o.order_amount', 'o.wallet_amount', 'o.delivery_charge',
      'o.dm_tips', 'o.delivery_address', 'o.receiver_details', 'o.charge_payer', 'o.order_note', 'o.delivery_instruction', 'o.delivery_code',
      'o.delivery_code_tries', 'o.arrived_at_pickup_at', 'o.arrived_at_dropoff_at', 'o.delivery_photo', 'o.delivery_man_id', 'o.store_id', 'o.zone_id', 'o.created_at',
      's.name as store_name', 's.address as store_address', 's.latitude as store_lat', 's.longitude as store_lng', 's.phone as store_phone',
    ]);
}
export type TripRow = Awaited<ReturnType<ReturnType<typeof tripColumns>['executeTakeFirstOrThrow']>>;

export interface Waiting {
  /** Delivery orders wait in these states (the store confirmed them, nobody carries them yet). */
  delivery: readonly OrderStatus[];
  /** Parcels wait in these (nobody accepted them yet). */
  parcel: readonly OrderStatus[];
}

/**
 * Orders waiting for a courier in these zones, due by `dueBy` (a scheduled order is offered an hour
 * before its time), oldest first: read by the index of orders by state and zone.
 */
export function offerRows(db: Trx, zoneIds: readonly number[], waiting: Waiting, dueBy: string, limit: number): Promise<TripRow[]> {
  if (zoneIds.length === 0) return Promise.resolve([]);
  return tripColumns(db)
    .where('o.delivery_man_id', 'is', null).where('o.zone_id', 'in', [...zoneIds]).where('o.schedule_at', '<=', dueBy)
    .where('o.order_status', 'in', [...new Set([...waiting.delivery, ...waiting.parcel])])
    .where((eb) => eb.or([
      eb.and([eb('o.order_type', '=', 'delivery'), eb('o.order_status', 'in', [...waiting.delivery])]),
      eb.and([eb('o.order_type', '=', 'parcel'), eb('o.order_status', 'in', [...waiting.parcel])]),
    ]))
    .orderBy('o.id').limit(limit).execute();
}

/** The courier's orders in these states, oldest first (by the index of orders by courier and state). */
export function carriedRows(db: Trx, courierId: number, statuses: readonly OrderStatus[]): Promise<TripRow[]> {
  return tripColumns(db).where('o.delivery_man_id', '=', courierId).where('o.order_status', 'in', [...statuses]).orderBy('o.id').execute();
}

export function tripRow(db: Trx, orderId: number): Promise<TripRow | undefined> {
  return tripColumns(db).where('o.id', '=', orderId).executeTakeFirst();
}

/** The courier says it has arrived at the pick-up or the drop-off (the first time counts); false when it had already. */
export async function markArrival(trx: Trx, orderId: number, courierId: number, at: 'pickup' | 'dropoff', now: string): Promise<boolean> {
  const column = at === 'pickup' ? 'arrived_at_pickup_at' : 'arrived_at_dropoff_at';
  const r = await trx.updateTable('orders').set({ [column]: now, updated_at: now })
    .where('id', '=', orderId).where('delivery_man_id', '=', courierId).where(column, 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Counts a wrong delivery code; answers the tries now counted. */
export async function countCodeMiss(trx: Trx, orderId: number, now: string): Promise<number> {
  const row = await trx.updateTable('orders').set((eb) => ({ delivery_code_tries: eb('delivery_code_tries', '+', 1), updated_at: now }))
    .where('id', '=', orderId).returning('delivery_code_tries').executeTakeFirstOrThrow();
  return row.delivery_code_tries;
}

/** Clears the wrong tries of a locked delivery code; false when there were not `limit` of them. */
export async function clearCodeTries(trx: Trx, orderId: number, limit: number, now: string): Promise<boolean> {
  const r = await trx.updateTable('orders').set({ delivery_code_tries: 0, updated_at: now })
    .where('id', '=', orderId).where('delivery_code_tries', '>=', limit).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Cash the courier collected on delivered orders and has not handed back yet, in minor units. */
export async function cashInHand(db: Trx, courierId: number): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('cash_collected'), eb.lit(0)).as('cash'))
    .where('delivery_man_id', '=', courierId).where('order_status', '=', 'delivered').where('cash_settled_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.cash);
}

const followersOf = prepared((db, courierId: number) => db.selectFrom('orders').select(['id', 'user_id', 'guest_id', 'store_id'])
  .where('delivery_man_id', '=', courierId).where('order_status', 'in', [...CARRIED]));

/** Who follows the courier's running orders live: each order's customer or guest, and its store (compiled once: every position reads it). */
export async function tripFollowers(db: Trx, courierId: number) {
  return (await followersOf(db, courierId)).rows;
}

/** The states of an order its courier delivered: its earning stays whatever happens after. */
const DELIVERED: readonly OrderStatus[] = ['delivered', 'refund_requested', 'refunded'];

/** The courier's deliveries, newest first, delivered since `since` when given, `limit` of them after `skip`. */
export function deliveriesOf(db: Trx, courierId: number, since: string | null, limit: number, skip: number) {
  let q = db.selectFrom('orders as o')
    .innerJoin('order_status_history as h', (j) => j.onRef('h.order_id', '=', 'o.id').on('h.status', '=', 'delivered'))
    .select(['o.id', 'o.order_type', 'o.delivery_charge', 'o.dm_tips', 'o.cash_collected', 'o.cash_settled_at', 'h.created_at as delivered_at'])
    .where('o.delivery_man_id', '=', courierId).where('o.order_status', 'in', [...DELIVERED]);
  if (since !== null) q = q.where('h.created_at', '>=', since);
  return q.orderBy('h.created_at', 'desc').orderBy('o.id', 'desc').limit(limit).offset(skip).execute();
}
export type DeliveryRow = Awaited<ReturnType<typeof deliveriesOf>>[number];

/** Names the photo at the door of the courier's order; answers the one it replaces (undefined when the order is not the courier's). */
export async function setDeliveryPhoto(trx: Trx, orderId: number, courierId: number, photo: string, now: string): Promise<string | null | undefined> {
  const row = await trx.selectFrom('orders').select('delivery_photo').where('id', '=', orderId).where('delivery_man_id', '=', courierId).executeTakeFirst();
  if (!row) return undefined;
  await trx.updateTable('orders').set({ delivery_photo: photo, updated_at: now }).where('id', '=', orderId).execute();
  return row.delivery_photo;
}
