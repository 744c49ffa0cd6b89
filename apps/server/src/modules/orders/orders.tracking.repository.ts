import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, OrderStatus } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import { PARCEL_WAITING } from './orders.states.js';

type Trx = Kysely<Database>;
/** Which orders a list holds, over the orders table as `o`. */
export type OrderFilter = (eb: ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>) => Expression<SqlBool>;

/** Orders with their store (left joined: a removed store leaves its orders readable; a parcel has none), a parcel's category and their module. */
function withStore(db: Trx) {
  return db
    .selectFrom('orders as o')
    .leftJoin('stores as s', 's.id', 'o.store_id')
    .leftJoin('modules as m', 'm.id', 'o.module_id')
    .leftJoin('parcel_categories as pc', 'pc.id', 'o.parcel_category_id');
}

/** How many units and lines the order holds. */
const itemCount = sql<number>`(select coalesce(sum(d.quantity), 0) from order_details d where d.order_id = o.id)`.as('item_count');
const detailsCount = sql<number>`(select count(*) from order_details d where d.order_id = o.id)`.as('details_count');

/** An order with what every view of it shows: its store, a parcel's category, its module and its counts. */
function summaries(db: Trx) {
  return withStore(db)
    .selectAll('o')
    .select([
      'pc.name as parcel_category_name', 'pc.image as parcel_category_image', 'pc.description as parcel_category_description', 'm.module_name',
      's.name as store_name', 's.logo as store_logo', 's.address as store_address', 's.phone as store_phone',
      's.latitude as store_latitude', 's.longitude as store_longitude', 'm.module_type', itemCount, detailsCount,
    ]);
}

export type OrderSummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

/**
 * What a list shows of each order (toOrderSummary) and no more: a page reads many rows, and each
 * column more is a value more to read and convert for every one of them.
 */
function listed(db: Trx) {
  return withStore(db).select([
    'o.id', 'o.order_status', 'o.payment_status', 'o.payment_method', 'o.order_type', 'o.module_id', 'o.order_amount', 'o.scheduled', 'o.schedule_at',
    'o.created_at', 'o.updated_at', 'o.store_id', 'o.parcel_category_id', 'o.delivery_address', 'o.receiver_details', 'o.charge_payer', 'o.distance',
    'o.delivery_instruction', 'pc.name as parcel_category_name', 'pc.image as parcel_category_image', 'm.module_type',
    's.name as store_name', 's.logo as store_logo', 's.address as store_address', 's.phone as store_phone',
    's.latitude as store_latitude', 's.longitude as store_longitude', itemCount, detailsCount,
  ]);
}

export type OrderListRow = Awaited<ReturnType<ReturnType<typeof listed>['executeTakeFirstOrThrow']>>;

export interface OrderPage { rows: OrderListRow[]; total: number }

/**
 * The total of a list from a page of it: a page that is not full ends the list, unless it is empty
 * past the list's start, where only the count can tell how long the list is.
 */
async function withTotal(rows: OrderListRow[], skip: number, limit: number, count: () => Promise<number>): Promise<OrderPage> {
  const ended = rows.length < limit && (rows.length > 0 || skip === 0);
  return { rows, total: ended ? skip + rows.length : await count() };
}

const countOf = (db: Trx, where: OrderFilter) => db.selectFrom('orders as o').select((eb) => eb.fn.countAll<number | string>().as('n')).where(where);

/** A page of orders, newest first, and how many there are in all. */
export async function pageOrders(db: Trx, where: OrderFilter, skip: number, limit: number): Promise<OrderPage> {
  const rows = await listed(db).where(where).orderBy('o.id', 'desc').limit(limit).offset(skip).execute();
  return withTotal(rows, skip, limit, async () => Number((await countOf(db, where).executeTakeFirstOrThrow()).n));
}

/**
 * pageOrders for a list whose filter takes one key (an owner, a courier, a zone), its page and count
 * compiled once (see prepared) instead of built anew by Kysely on every call.
 */
export function orderList<K extends number | string | null>(filter: (key: K) => OrderFilter) {
  const page = prepared((db, key: K, skip: number, limit: number) => listed(db).where(filter(key)).orderBy('o.id', 'desc').limit(limit).offset(skip));
  const count = prepared((db, key: K) => countOf(db, filter(key)));
  return async (db: Trx, key: K, skip: number, limit: number): Promise<OrderPage> =>
    withTotal((await page(db, key, skip, limit)).rows, skip, limit, async () => Number((await count(db, key)).rows[0]?.n ?? 0));
}

const oneOrder = prepared((db, orderId: number) => summaries(db).where('o.id', '=', orderId));

export async function orderWithStore(db: Trx, orderId: number): Promise<OrderSummaryRow | undefined> {
  return (await oneOrder(db, orderId)).rows[0];
}

/** The orders of an owner in the given states. */
export const ownedIn = (owner: string, statuses: readonly OrderStatus[]): OrderFilter => (eb) =>
  eb.and([eb('o.owner', '=', owner), eb('o.order_status', 'in', [...statuses])]);

/** A store's orders, in the given states or all of them. */
export const ofStoreIn = (storeId: number, statuses: readonly OrderStatus[] | null): OrderFilter => (eb) =>
  eb.and([eb('o.store_id', '=', storeId), ...(statuses ? [eb('o.order_status', 'in', [...statuses])] : [])]);

/** The orders a courier carries in the given states. */
export const carriedIn = (courierId: number, statuses: readonly OrderStatus[]): OrderFilter => (eb) =>
  eb.and([eb('o.delivery_man_id', '=', courierId), eb('o.order_status', 'in', [...statuses])]);

/**
 * Orders in the given states that no courier has taken yet, in a zone (a parcel's is its sender's) or
 * anywhere: delivery orders the store has confirmed, and parcels still pending (no store confirms them).
 */
export const untakenIn = (zoneId: number | null, statuses: readonly OrderStatus[]): OrderFilter => (eb) =>
  eb.and([
    eb('o.delivery_man_id', 'is', null),
    eb.or([
      eb.and([eb('o.order_type', '=', 'delivery'), eb('o.order_status', 'in', [...statuses])]),
      eb.and([
        eb('o.order_type', '=', 'parcel'), eb('o.order_status', 'in', [...PARCEL_WAITING]),
        // A parcel still waiting for its online payment is not for a courier to take up yet.
        eb.or([eb('o.payment_method', '!=', 'digital_payment'), eb('o.payment_status', '=', 'paid')]),
      ]),
    ]),
    ...(zoneId !== null ? [eb('o.zone_id', '=', zoneId)] : []),
  ]);

// An order's other parts, each by key, compiled once (see prepared).

const historyOf = prepared((db, orderId: number) => db.selectFrom('order_status_history').select(['status', 'created_at']).where('order_id', '=', orderId).orderBy('id'));

export async function statusHistory(db: Trx, orderId: number) {
  return (await historyOf(db, orderId)).rows;
}

const courierById = prepared((db, operatorId: number) => db.selectFrom('operators')
  .select(['id', 'f_name', 'l_name', 'phone', 'image', 'avg_rating', 'rating_count', 'lat', 'lng', 'location_updated_at'])
  .where('id', '=', operatorId).where('role', '=', 'courier'));

export async function courier(db: Trx, operatorId: number) {
  return (await courierById(db, operatorId)).rows[0];
}

export type CourierRow = NonNullable<Awaited<ReturnType<typeof courier>>>;

const linesOf = prepared((db, orderId: number) => db.selectFrom('order_details')
  .select([
    'id', 'order_id', 'item_id', 'item_campaign_id', 'item_details', 'quantity', 'price', 'original_price', 'variation', 'add_ons', 'add_ons_price',
    'tax_amount', 'flash_sale_id', 'created_at',
  ])
  .where('order_id', '=', orderId).orderBy('id'));

export async function orderLines(db: Trx, orderId: number) {
  return (await linesOf(db, orderId)).rows;
}

const flashSaved = prepared((db, orderId: number) => db.selectFrom('order_details')
  .select(sql<number>`coalesce(sum((original_price - price) * quantity), 0)`.as('saved'))
  .where('order_id', '=', orderId).where('flash_sale_id', 'is not', null));

/** What the order's lines bought at a flash sale's price saved, in minor units. */
export async function flashDiscount(db: Trx, orderId: number): Promise<number> {
  return Number((await flashSaved(db, orderId)).rows[0]?.saved ?? 0);
}

const methodFields = prepared((db, methodId: number) => db.selectFrom('offline_payment_methods').select('method_fields').where('id', '=', methodId));

/** The account details an offline payment method shows its payers. */
export async function offlineMethodFields(db: Trx, methodId: number) {
  return (await methodFields(db, methodId)).rows[0];
}

export type OrderLineRow = Awaited<ReturnType<typeof orderLines>>[number];

const refundRequestOf = prepared((db, orderId: number) => db.selectFrom('refund_requests').selectAll().where('order_id', '=', orderId));

export async function refundOf(db: Trx, orderId: number) {
  return (await refundRequestOf(db, orderId)).rows[0];
}
