import type { ReportGroup } from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { FIGURES } from './reports.counts.repository.js';

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

/** The span's figures per day, and per module, zone or store when grouped: those shown per period. */
export function salesDays(db: Db, from: string, to: string, group: ReportGroup, keys?: readonly number[]) {
  let q = db.selectFrom('order_day_stats').where('day', '>=', from).where('day', '<=', to);
  if (keys && group !== 'none') q = q.where(GROUP_COLUMN[group], 'in', [...keys]);
  return q
    .select((eb) => [
      'day',
      (group === 'none' ? eb.lit(0) : eb.ref(GROUP_COLUMN[group])).as('key'),
      ...PERIOD_FIGURES.map((f) => eb.fn.sum<number>(f).as(f)),
    ])
    .groupBy(KEY_PREFIX[group])
    .execute();
}

/** The span's every figure per module, zone or store (one row when not grouped). */
export function salesTotals(db: Db, from: string, to: string, group: ReportGroup) {
  const q = db.selectFrom('order_day_stats').where('day', '>=', from).where('day', '<=', to)
    .select((eb) => [(group === 'none' ? eb.lit(0) : eb.ref(GROUP_COLUMN[group])).as('key'), ...FIGURES.map((f) => eb.fn.sum<number>(f).as(f))]);
  return (group === 'none' ? q : q.groupBy(GROUP_COLUMN[group])).execute();
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

export function topItems(db: Db, from: string, to: string, limit: number) {
  const totals = db.selectFrom('order_day_items').where('day', '>=', from).where('day', '<=', to)
    .select((eb) => ['item_id', eb.fn.sum<number>('quantity').as('quantity'), eb.fn.sum<number>('sales').as('sales')])
    .groupBy('item_id').orderBy('quantity', 'desc').orderBy('sales', 'desc').orderBy('item_id').limit(limit);
  return db.selectFrom(totals.as('t')).leftJoin('items as i', 'i.id', 't.item_id').leftJoin('stores as s', 's.id', 'i.store_id')
    .select(['t.item_id', 't.quantity', 't.sales', 'i.name', 's.name as store_name'])
    .orderBy('t.quantity', 'desc').orderBy('t.sales', 'desc').orderBy('t.item_id').execute();
}

export function customerDays(db: Db, from: string, to: string) {
  return db.selectFrom('order_day_customers').select(['day', 'new_customers', 'returning_customers'])
    .where('day', '>=', from).where('day', '<=', to).orderBy('day').execute();
}
