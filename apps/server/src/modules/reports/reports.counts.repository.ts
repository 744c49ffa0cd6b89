import { sql, type ExpressionBuilder, type Insertable, type Kysely } from 'kysely';
import { dbKind } from '../../db/dialect.js';
import type { Database } from '../../db/database.js';
import { monthOf, nextPeriod, periodOf } from './reports.span.js';
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

/** An upsert's update that adds the new row's columns to the kept row's. */
const addingUp = (table: string, columns: readonly string[]) => (eb: ExpressionBuilder<any, any>) => Object.fromEntries(
  columns.map((c) => [c, eb(eb.ref(`${table}.${c}`), '+', eb.ref(`excluded.${c}`))]),
);

/** Rows summed by a key of theirs, in the key's order. */
function summedBy<R extends object>(rows: readonly R[], keyOf: (row: R) => string, columns: readonly (keyof R)[]): R[] {
  const sums = new Map<string, R>();
  for (const row of rows) {
    const id = keyOf(row);
    const sum = sums.get(id);
    if (!sum) sums.set(id, { ...row });
    else for (const c of columns) (sum[c] as number) += row[c] as number;
  }
  return [...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

const pad = (n: number) => String(n).padStart(12, '0');

/** The advisory lock that makes one instance count a database's orders at start (any number no other lock uses). */
const COUNTING_LOCK = 720_301;

/**
 * The daily figures are only ever added to, each in one statement (an insert that adds to the row when it
 * is there), so that two orders counted at once on PostgreSQL both count; their week's row (order_week_stats)
 * is added to by the same call, so the roll-up always holds the sum of its days. Rows are written in key
 * order (days, then weeks; items by id), so that two transactions never wait on each other.
 */
export async function addDayStats(trx: Trx, rows: readonly (DayKey & DayFigures)[]): Promise<void> {
  if (!rows.length) return;
  const key = ['module_id', 'zone_id', 'store_id'] as const;
  await trx.insertInto('order_day_stats').values(rows as Insertable<OrderDayStatsTable>[])
    .onConflict((oc) => oc.columns(['day', ...key]).doUpdateSet(addingUp('order_day_stats', FIGURES))).execute();
  const weeks = summedBy(rows.map(({ day, ...row }) => ({ week: periodOf(day, 'week'), ...row })), (r) => `${r.week}|${key.map((k) => pad(r[k])).join('|')}`, FIGURES);
  await trx.insertInto('order_week_stats').values(weeks)
    .onConflict((oc) => oc.columns(['week', ...key]).doUpdateSet(addingUp('order_week_stats', FIGURES))).execute();
}

export async function addCancelReasons(trx: Trx, rows: readonly { day: string; canceled_by: string; reason: string; orders: number }[]): Promise<void> {
  if (!rows.length) return;
  await trx.insertInto('order_day_cancel_reasons').values([...rows])
    .onConflict((oc) => oc.columns(['day', 'canceled_by', 'reason']).doUpdateSet(addingUp('order_day_cancel_reasons', ['orders']))).execute();
}

/** Items of one or more days, each (day, item) once; added to their month's rows (order_month_items) by the same call. */
export async function addDayItems(trx: Trx, rows: readonly { day: string; item_id: number; quantity: number; sales: number }[]): Promise<void> {
  if (!rows.length) return;
  await trx.insertInto('order_day_items').values([...rows])
    .onConflict((oc) => oc.columns(['day', 'item_id']).doUpdateSet(addingUp('order_day_items', ['quantity', 'sales']))).execute();
  const months = summedBy(rows.map(({ day, ...row }) => ({ month: monthOf(day), ...row })), (r) => `${r.month}|${pad(r.item_id)}`, ['quantity', 'sales']);
  await trx.insertInto('order_month_items').values(months)
    .onConflict((oc) => oc.columns(['month', 'item_id']).doUpdateSet(addingUp('order_month_items', ['quantity', 'sales']))).execute();
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
    .onConflict((oc) => oc.column('day').doUpdateSet(addingUp('order_day_customers', ['new_customers', 'returning_customers']))).execute();
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
  // Instances starting together each ask at once: on PostgreSQL the first to ask holds this lock to the end of its
  // transaction, so the others ask after its figures are committed and find them. SQLite has one writer already.
  if (dbKind(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${COUNTING_LOCK})`.execute(trx);
  const [stats, order] = await Promise.all([
    trx.selectFrom('order_day_stats').select('day').limit(1).executeTakeFirst(),
    trx.selectFrom('orders').select('id').limit(1).executeTakeFirst(),
  ]);
  return stats === undefined && order !== undefined;
}

/**
 * Rebuilds the roll-ups of every week and month that holds a day of the span from their daily rows (a
 * recount rewrites the span's days only, which may be part of a week or month).
 */
export async function rebuildRollups(trx: Trx, from: string, to: string): Promise<void> {
  const sqlite = dbKind(trx) === 'sqlite';
  const [firstWeek, lastWeek] = [periodOf(from, 'week'), periodOf(to, 'week')];
  await trx.deleteFrom('order_week_stats').where('week', '>=', firstWeek).where('week', '<=', lastWeek).execute();
  // A day's Monday: SQLite steps to the coming Sunday (the day itself on a Sunday) and back six days.
  const monday = sqlite ? sql<string>`date(day, 'weekday 0', '-6 days')` : sql<string>`to_char(date_trunc('week', day::date), 'YYYY-MM-DD')`;
  await trx.insertInto('order_week_stats').columns(['week', 'module_id', 'zone_id', 'store_id', ...FIGURES]).expression(
    trx.selectFrom('order_day_stats').where('day', '>=', firstWeek).where('day', '<', nextPeriod(lastWeek, 'week'))
      .select((eb) => [monday.as('week'), 'module_id', 'zone_id', 'store_id', ...FIGURES.map((f) => eb.fn.sum<number>(f).as(f))])
      .groupBy([monday, 'module_id', 'zone_id', 'store_id']),
  ).execute();
  const [firstMonth, lastMonth] = [monthOf(from), monthOf(to)];
  await trx.deleteFrom('order_month_items').where('month', '>=', firstMonth).where('month', '<=', lastMonth).execute();
  const month = sql<string>`substr(day, 1, 7) || '-01'`;
  await trx.insertInto('order_month_items').columns(['month', 'item_id', 'quantity', 'sales']).expression(
    trx.selectFrom('order_day_items').where('day', '>=', firstMonth).where('day', '<', nextPeriod(lastMonth, 'month'))
      .select((eb) => [month.as('month'), 'item_id', eb.fn.sum<number>('quantity').as('quantity'), eb.fn.sum<number>('sales').as('sales')])
      .groupBy([month, 'item_id']),
  ).execute();
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
