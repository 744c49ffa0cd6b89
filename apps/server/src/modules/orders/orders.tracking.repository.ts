import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, OrderStatus } from '../../db/database.js';
import { PARCEL_WAITING } from './orders.states.js';

type Trx = Kysely<Database>;
/** Which orders a list holds, over the orders table as `o`. */
export type OrderFilter = (eb: ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>) => Expression<SqlBool>;

/**
 * An order with what every view of it shows: its store (left joined: a removed store leaves its
 * orders readable; a parcel has none), a parcel's category, its module and how many units and lines it holds, in one query for a whole page.
 */
function summaries(db: Trx) {
  return db
    .selectFrom('orders as o')
    .leftJoin('stores as s', 's.id', 'o.store_id')
    .leftJoin('modules as m', 'm.id', 'o.module_id')
    .leftJoin('parcel_categories as pc', 'pc.id', 'o.parcel_category_id')
    .selectAll('o')
    .select([
      'pc.name as parcel_category_name', 'pc.image as parcel_category_image', 'pc.description as parcel_category_description', 'm.module_name',
      's.name as store_name', 's.logo as store_logo', 's.address as store_address', 's.phone as store_phone',
      's.latitude as store_latitude', 's.longitude as store_longitude', 'm.module_type',
      sql<number>`(select coalesce(sum(d.quantity), 0) from order_details d where d.order_id = o.id)`.as('item_count'),
      sql<number>`(select count(*) from order_details d where d.order_id = o.id)`.as('details_count'),
    ]);
}

export type OrderSummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

/** A page of orders, newest first, and how many there are in all. */
export async function pageOrders(db: Trx, where: OrderFilter, skip: number, limit: number): Promise<{ rows: OrderSummaryRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    summaries(db).where(where).orderBy('o.id', 'desc').limit(limit).offset(skip).execute(),
    db.selectFrom('orders as o').select((eb) => eb.fn.countAll<number>().as('n')).where(where).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function orderWithStore(db: Trx, orderId: number) {
  return summaries(db).where('o.id', '=', orderId).executeTakeFirst();
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

export function statusHistory(db: Trx, orderId: number) {
  return db.selectFrom('order_status_history').select(['status', 'created_at']).where('order_id', '=', orderId).orderBy('id').execute();
}

export function courier(db: Trx, operatorId: number) {
  return db.selectFrom('operators')
    .select(['id', 'f_name', 'l_name', 'phone', 'image', 'avg_rating', 'rating_count', 'lat', 'lng', 'location_updated_at'])
    .where('id', '=', operatorId).where('role', '=', 'courier').executeTakeFirst();
}

export type CourierRow = NonNullable<Awaited<ReturnType<typeof courier>>>;

export function orderLines(db: Trx, orderId: number) {
  return db.selectFrom('order_details')
    .select([
      'id', 'order_id', 'item_id', 'item_campaign_id', 'item_details', 'quantity', 'price', 'original_price', 'variation', 'add_ons', 'add_ons_price',
      'tax_amount', 'flash_sale_id', 'created_at',
    ])
    .where('order_id', '=', orderId).orderBy('id').execute();
}

/** What the order's lines bought at a flash sale's price saved, in minor units. */
export async function flashDiscount(db: Trx, orderId: number): Promise<number> {
  const row = await db.selectFrom('order_details')
    .select(sql<number>`coalesce(sum((original_price - price) * quantity), 0)`.as('saved'))
    .where('order_id', '=', orderId).where('flash_sale_id', 'is not', null).executeTakeFirst();
  return Number(row?.saved ?? 0);
}

/** The account details an offline payment method shows its payers. */
export function offlineMethodFields(db: Trx, methodId: number) {
  return db.selectFrom('offline_payment_methods').select('method_fields').where('id', '=', methodId).executeTakeFirst();
}

export type OrderLineRow = Awaited<ReturnType<typeof orderLines>>[number];

export function refundOf(db: Trx, orderId: number) {
  return db.selectFrom('refund_requests').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}
