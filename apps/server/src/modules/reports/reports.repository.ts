import type { ReportGroup, ReportPeriod } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { FIGURES } from './reports.counts.repository.js';
import { splitSpan } from './reports.span.js';

/** The reports' reads: sums of the daily figures over a span of days (both included), each by the table's key. */

const GROUP_COLUMN = { module: 'module_id', zone: 'zone_id', store: 'store_id' } as const;

/**
 * Grouped by the table's key as far as the group's column (a store is of one module and zone), so that
 * the database sums rows in the order it reads them instead of sorting a year of them; the caller adds
 * up the rows of one day and key, should there be several.
 */
const KEY_PREFIX = {
  none: ['day'], module: ['day', 'module_id'], zone: ['day', 'module_id', 'zone_id'], store: ['day', 'module_id', 'zone_id', 'store_id'],
} as const;

/** What a report shows per period. */
export const PERIOD_FIGURES = ['placed', 'delivered', 'canceled', 'sales', 'delivery_minutes'] as const;
export type PeriodFigure = (typeof PERIOD_FIGURES)[number];

/**
 * The span's figures per day (per week with `by` week: the rows of its whole weeks are their Mondays'), and
 * per module, zone or store when grouped: those shown per period. Read from the weekly roll-up for whole
 * weeks when by week, else day by day; the caller adds up the rows of one period and key.
 */
export async function salesDays(
  db: Db, from: string, to: string, group: ReportGroup, by: ReportPeriod, keys?: readonly number[], figures: readonly PeriodFigure[] = PERIOD_FIGURES,
) {
  const parts = by === 'week' ? splitSpan(from, to, 'week') : { whole: null, days: [{ from, to }] };
  const sums = <T extends 'order_day_stats' | 'order_week_stats'>(table: T, period: T extends 'order_day_stats' ? 'day' : 'week', span: { from: string; to: string }) => {
    let q = db.selectFrom(table as 'order_day_stats').where(period as 'day', '>=', span.from).where(period as 'day', '<=', span.to);
    if (keys && group !== 'none') q = q.where(GROUP_COLUMN[group], 'in', [...keys]);
    // By store a row is its own group (the whole key): read as it is, not summed.
    if (group === 'store') {
      return q.select((eb) => [eb.ref(period as 'day').as('day'), eb.ref('store_id').as('key'), ...figures.map((f) => eb.ref(f).$castTo<number>().as(f))]).execute();
    }
    return q.select((eb) => [
      eb.ref(period as 'day').as('day'),
      (group === 'none' ? eb.lit(0) : eb.ref(GROUP_COLUMN[group])).as('key'),
      ...figures.map((f) => eb.fn.sum<number>(f).as(f)),
    ]).groupBy([period as 'day', ...KEY_PREFIX[group].slice(1) as 'module_id'[]]).execute();
  };
  const rows = [];
  if (parts.whole) rows.push(...await sums('order_week_stats', 'week', parts.whole));
  for (const days of parts.days) rows.push(...await sums('order_day_stats', 'day', days));
  return rows;
}

/** The span's every figure per module, zone or store (one row when not grouped), from its whole weeks' roll-up and the days around them. */
export function salesTotals(db: Db, from: string, to: string, group: ReportGroup) {
  const { whole, days } = splitSpan(from, to, 'week');
  const parts = days.map((d) => db.selectFrom('order_day_stats').where('day', '>=', d.from).where('day', '<=', d.to)
    .select((eb) => [(group === 'none' ? eb.lit(0) : eb.ref(GROUP_COLUMN[group])).as('key'), ...FIGURES]));
  const weeks = whole && db.selectFrom('order_week_stats').where('week', '>=', whole.from).where('week', '<=', whole.to)
    .select((eb) => [(group === 'none' ? eb.lit(0) : eb.ref(GROUP_COLUMN[group])).as('key'), ...FIGURES]);
  const all = [...parts, ...(weeks ? [weeks] : [])].reduce((a, b) => a.unionAll(b));
  const sums = db.selectFrom(all.as('p')).select((eb) => FIGURES.map((f) => eb.fn.sum<number>(`p.${f}`).as(f)));
  return group === 'none' ? sums.select((eb) => eb.lit(0).as('key')).execute() : sums.select('p.key').groupBy('p.key').execute();
}

export function groupNames(db: Db, group: Exclude<ReportGroup, 'none'>, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  if (group === 'module') return db.selectFrom('modules').select(['id', 'module_name as name']).where('id', 'in', [...ids]).execute();
  if (group === 'zone') return db.selectFrom('zones').select(['id', 'name']).where('id', 'in', [...ids]).execute();
  return db.selectFrom('stores').select(['id', 'name']).where('id', 'in', [...ids]).execute();
}

export function cancelReasons(db: Db, from: string, to: string) {
  return db.selectFrom('order_day_cancel_reasons').where('day', '>=', from).where('day', '<=', to)
    .select((eb) => ['canceled_by', 'reason', eb.fn.sum<number>('orders').as('orders')])
    .groupBy(['canceled_by', 'reason']).orderBy('orders', 'desc').orderBy('canceled_by').orderBy('reason').execute();
}

/** The items sold most in the span, from its whole months' roll-up and the days around them. */
export function topItems(db: Db, from: string, to: string, limit: number) {
  const { whole, days } = splitSpan(from, to, 'month');
  const parts = days.map((d) => db.selectFrom('order_day_items').where('day', '>=', d.from).where('day', '<=', d.to).select(['item_id', 'quantity', 'sales']));
  const months = whole && db.selectFrom('order_month_items').where('month', '>=', whole.from).where('month', '<=', whole.to).select(['item_id', 'quantity', 'sales']);
  const all = [...parts, ...(months ? [months] : [])].reduce((a, b) => a.unionAll(b));
  const totals = db.selectFrom(all.as('p'))
    .select((eb) => ['p.item_id', eb.fn.sum<number>('p.quantity').as('quantity'), eb.fn.sum<number>('p.sales').as('sales')])
    .groupBy('p.item_id').orderBy('quantity', 'desc').orderBy('sales', 'desc').orderBy('p.item_id').limit(limit);
  return db.selectFrom(totals.as('t')).leftJoin('items as i', 'i.id', 't.item_id').leftJoin('stores as s', 's.id', 'i.store_id')
    .select(['t.item_id', 't.quantity', 't.sales', 'i.name', 's.name as store_name'])
    .orderBy('t.quantity', 'desc').orderBy('t.sales', 'desc').orderBy('t.item_id').execute();
}

export function customerDays(db: Db, from: string, to: string) {
  return db.selectFrom('order_day_customers').select(['day', 'new_customers', 'returning_customers'])
    .where('day', '>=', from).where('day', '<=', to).orderBy('day').execute();
}
