import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { OrderDayStatsTable } from './reports.table.js';

type Trx = Kysely<Database>;

/** The figures of order_day_stats that are added up, beside its key. */
export type DayFigures = Omit<OrderDayStatsTable, 'day' | 'module_id' | 'zone_id' | 'store_id'>;
export type DayKey = Pick<OrderDayStatsTable, 'day' | 'module_id' | 'zone_id' | 'store_id'>;
export const FIGURES: readonly (keyof DayFigures)[] = [
  'placed', 'delivered', 'canceled', 'refunded', 'placed_amount', 'sales', 'discounts', 'delivery_fees', 'tax', 'commission', 'delivery_minutes',
];
export const noFigures = (): DayFigures => ({
  placed: 0, delivered: 0, canceled: 0, refunded: 0, placed_amount: 0, sales: 0, discounts: 0, delivery_fees: 0, tax: 0, commission: 0, delivery_minutes: 0,
});

/**
 * The daily figures are only ever added to, each in one statement (an insert that adds to the row when it
 * is there), so that two orders counted at once on PostgreSQL both count. Rows are written in key order
 * (days, then items by id), so that two transactions never wait on each other.
 */
export async function addDayStats(trx: Trx, rows: readonly (DayKey & DayFigures)[]): Promise<void> {
  if (!rows.length) return;
  await trx.insertInto('order_day_stats').values(rows as Insertable<OrderDayStatsTable>[])
    .onConflict((oc) => oc.columns(['day', 'module_id', 'zone_id', 'store_id']).doUpdateSet((eb) => Object.fromEntries(
      FIGURES.map((f) => [f, eb(eb.ref(`order_day_stats.${f}`), '+', eb.ref(`excluded.${f}`))]),
    ))).execute();
}

export async function addCancelReasons(trx: Trx, rows: readonly { day: string; canceled_by: string; reason: string; orders: number }[]): Promise<void> {
  if (!rows.length) return;
  await trx.insertInto('order_day_cancel_reasons').values([...rows])
    .onConflict((oc) => oc.columns(['day', 'canceled_by', 'reason']).doUpdateSet((eb) => ({
      orders: eb(eb.ref('order_day_cancel_reasons.orders'), '+', eb.ref('excluded.orders')),
    }))).execute();
}

/** Items of one or more days, each (day, item) once. */
export async function addDayItems(trx: Trx, rows: readonly { day: string; item_id: number; quantity: number; sales: number }[]): Promise<void> {
  if (!rows.length) return;
  await trx.insertInto('order_day_items').values([...rows])
    .onConflict((oc) => oc.columns(['day', 'item_id']).doUpdateSet((eb) => ({
      quantity: eb(eb.ref('order_day_items.quantity'), '+', eb.ref('excluded.quantity')),
      sales: eb(eb.ref('order_day_items.sales'), '+', eb.ref('excluded.sales')),
    }))).execute();
}

/** Notes that the owner ordered on the day: true when it is their first order of that day. */
export async function addCustomerDay(trx: Trx, owner: string, day: string): Promise<boolean> {
  const row = await trx.insertInto('customer_order_days').values({ owner, day }).onConflict((oc) => oc.columns(['owner', 'day']).doNothing())
    .returning('owner').executeTakeFirst();
  return row !== undefined;
}

/** Whether the owner ordered on a day before this one. */
export async function orderedBefore(trx: Trx, owner: string, day: string): Promise<boolean> {
  const row = await trx.selectFrom('customer_order_days').select('day').where('owner', '=', owner).where('day', '<', day).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function addDayCustomers(trx: Trx, day: string, isNew: boolean): Promise<void> {
  await trx.insertInto('order_day_customers').values({ day, new_customers: isNew ? 1 : 0, returning_customers: isNew ? 0 : 1 })
    .onConflict((oc) => oc.column('day').doUpdateSet((eb) => ({
      new_customers: eb(eb.ref('order_day_customers.new_customers'), '+', eb.ref('excluded.new_customers')),
      returning_customers: eb(eb.ref('order_day_customers.returning_customers'), '+', eb.ref('excluded.returning_customers')),
    }))).execute();
}

/** What counting an order needs: its keys and money, and its store's commission rate (0 for a parcel). */
export function orderForCounts(trx: Trx) {
  return trx.selectFrom('orders as o').leftJoin('stores as s', 's.id', 'o.store_id').select([
    'o.id', 'o.owner', 'o.module_id', 'o.zone_id', 'o.store_id', 'o.order_status', 'o.created_at', 'o.order_amount', 'o.item_discount', 'o.coupon_discount',
    'o.referral_discount', 'o.delivery_charge', 'o.tax_amount', 'o.canceled_by', 'o.cancellation_reason', 's.commission_rate',
  ]);
}
export type OrderForCounts = Awaited<ReturnType<ReturnType<typeof orderForCounts>['executeTakeFirstOrThrow']>>;

export function countedOrder(trx: Trx, orderId: number): Promise<OrderForCounts | undefined> {
  return orderForCounts(trx).where('o.id', '=', orderId).executeTakeFirst();
}

/** The lines of orders that name an item, with what each sold for. */
export function itemLines(trx: Trx, orderIds: readonly number[]) {
  if (!orderIds.length) return Promise.resolve([]);
  return trx.selectFrom('order_details').select(['order_id', 'item_id', 'quantity', 'price', 'add_ons_price'])
    .where('order_id', 'in', [...orderIds]).where('item_id', 'is not', null).execute();
}

// The recount: every figure of a span of days rebuilt from the orders.

/** Whether there are orders but no daily figures at all: a database whose orders were written before they were counted. */
export async function neverCounted(trx: Trx): Promise<boolean> {
  const [stats, order] = await Promise.all([
    trx.selectFrom('order_day_stats').select('day').limit(1).executeTakeFirst(),
    trx.selectFrom('orders').select('id').limit(1).executeTakeFirst(),
  ]);
  return stats === undefined && order !== undefined;
}

export async function forgetDays(trx: Trx, from: string, to: string): Promise<void> {
  for (const table of ['order_day_stats', 'order_day_cancel_reasons', 'order_day_items', 'order_day_customers', 'customer_order_days'] as const) {
    await trx.deleteFrom(table).where('day', '>=', from).where('day', '<=', to).execute();
  }
}

/** Orders placed between two instants (ISO, both included), after an id, by id. */
export function ordersPlacedBetween(trx: Trx, afterId: number, fromAt: string, toAt: string, limit: number) {
  return orderForCounts(trx).where('o.id', '>', afterId).where('o.created_at', '>=', fromAt).where('o.created_at', '<=', toAt)
    .orderBy('o.id').limit(limit).execute();
}

/** When each of the orders was first delivered. */
export function deliveredAt(trx: Trx, orderIds: readonly number[]) {
  if (!orderIds.length) return Promise.resolve([]);
  return trx.selectFrom('order_status_history').select((eb) => ['order_id', eb.fn.min('created_at').as('at')])
    .where('order_id', 'in', [...orderIds]).where('status', '=', 'delivered').groupBy('order_id').execute();
}

export async function addCustomerDays(trx: Trx, rows: readonly { owner: string; day: string }[]): Promise<void> {
  if (rows.length) await trx.insertInto('customer_order_days').values([...rows]).onConflict((oc) => oc.columns(['owner', 'day']).doNothing()).execute();
}

/** The new and returning customers of the span's days, from the days each owner ordered on. */
export async function rebuildDayCustomers(trx: Trx, from: string, to: string): Promise<void> {
  await trx.insertInto('order_day_customers').columns(['day', 'new_customers', 'returning_customers']).expression(
    trx.selectFrom('customer_order_days as c').where('c.day', '>=', from).where('c.day', '<=', to).groupBy('c.day').select((eb) => {
      const earlier = eb.exists(eb.selectFrom('customer_order_days as p').select('p.day').whereRef('p.owner', '=', 'c.owner').whereRef('p.day', '<', 'c.day'));
      return [
        'c.day',
        eb.fn.sum<number>(eb.case().when(earlier).then(0).else(1).end()).as('new_customers'),
        eb.fn.sum<number>(eb.case().when(earlier).then(1).else(0).end()).as('returning_customers'),
      ];
    }),
  ).execute();
}
