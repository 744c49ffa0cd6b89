import type {
  CancellationsReport, CustomersReport, DeliveryTimesReport, ReportQuery, ReportRecount, ReportRecounted, ReportSeriesQuery, SalesFigures, SalesReport,
  SalesReportQuery, TopItemsQuery, TopItemsReport,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { toMajor } from '../../lib/money.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import { businessTimeZone, recount } from './reports.counts.js';
import { noFigures, type DayFigures } from './reports.counts.repository.js';
import { cancelReasons, customerDays, groupNames, salesDays, salesTotals, topItems } from './reports.repository.js';

/** How many series of the sales report are given per period; the chart shows fewer. */
const SERIES_PER_PERIOD = 12;

type PeriodSums = Record<'placed' | 'delivered' | 'canceled' | 'sales' | 'delivery_minutes', number>;
import { dateOf, periodOf, periodsOf, spanOf, type Span } from './reports.span.js';

const salesFigures = (f: DayFigures): SalesFigures => ({
  placed: f.placed, delivered: f.delivered, canceled: f.canceled, refunded: f.refunded, placed_amount: toMajor(f.placed_amount), sales: toMajor(f.sales),
  discounts: toMajor(f.discounts), delivery_fees: toMajor(f.delivery_fees), tax: toMajor(f.tax), commission: toMajor(f.commission),
});

const addInto = (sum: DayFigures, row: Partial<Record<keyof DayFigures, number | string | null>>) => {
  for (const f of Object.keys(sum) as (keyof DayFigures)[]) sum[f] += Number(row[f] ?? 0);
};

const averageOf = (minutes: number, delivered: number) => (delivered ? Math.round((minutes / delivered) * 10) / 10 : null);

/**
 * The console's reports, read from the daily figures (reports.counts) rather than the orders: sales per
 * day or week by module, zone or store; orders from placing to delivery; reasons for cancellations; top
 * items; new and returning customers. Days are the business's and orders count on the day they were placed.
 */
export class ReportsService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  private async span(query: ReportQuery): Promise<Span & { time_zone: string }> {
    const timeZone = await businessTimeZone(this.deps.db);
    return { ...spanOf(query, this.deps.clock.now(), timeZone), time_zone: timeZone };
  }

  private async perPeriod(query: ReportSeriesQuery, group: SalesReportQuery['group'] = 'none', allSeries = false) {
    const span = await this.span(query);
    const by = query.by ?? 'day';
    const periods = periodsOf(span, by);
    // Each day's period, worked out once per day rather than once per row.
    const index = new Map<string, number>();
    periods.forEach((p, i) => index.set(p, i));
    const dayIndex = new Map<string, number>();
    for (let d = span.first; d <= span.last; d += 1) dayIndex.set(dateOf(d), index.get(periodOf(dateOf(d), by))!);
    const keys = new Map<number, { period: PeriodSums[]; total: DayFigures }>();
    for (const row of await salesTotals(this.deps.db, span.from, span.to, group ?? 'none')) {
      const total = noFigures();
      addInto(total, row);
      if (total.placed) keys.set(Number(row.key), { period: [], total });
    }
    // Per period: the largest series only (all of them for an export); the others show their totals.
    const shown = [...keys].sort(([ka, a], [kb, b]) => b.total.sales - a.total.sales || b.total.placed - a.total.placed || ka - kb)
      .slice(0, allSeries ? undefined : SERIES_PER_PERIOD).map(([key]) => key);
    for (const key of shown) keys.get(key)!.period = periods.map(() => ({ placed: 0, delivered: 0, canceled: 0, sales: 0, delivery_minutes: 0 }));
    const rows = shown.length ? await salesDays(this.deps.db, span.from, span.to, group ?? 'none', keys.size > shown.length ? shown : undefined) : [];
    for (const row of rows) {
      const p = keys.get(Number(row.key))?.period[dayIndex.get(row.day)!];
      if (!p) continue;
      p.placed += Number(row.placed);
      p.delivered += Number(row.delivered);
      p.canceled += Number(row.canceled);
      p.sales += Number(row.sales);
      p.delivery_minutes += Number(row.delivery_minutes);
    }
    const { from, to, time_zone } = span;
    return { span: { from, to, time_zone, by, periods }, keys };
  }

  /** `allSeries`: every series per period (the CSV export), not only the largest. */
  async sales(query: SalesReportQuery, allSeries = false): Promise<SalesReport> {
    const group = query.group ?? 'none';
    const { span, keys } = await this.perPeriod(query, group, allSeries);
    const names = new Map(group === 'none' ? [] : (await groupNames(this.deps.db, group, [...keys.keys()])).map((r) => [r.id, r.name]));
    const totals = noFigures();
    const series = [...keys].map(([key, sums]) => {
      addInto(totals, sums.total);
      return {
        key: group === 'none' || (group === 'store' && key === 0) ? null : key,
        name: group === 'none' ? 'All' : group === 'store' && key === 0 ? 'Parcels' : names.get(key) ?? `#${key}`,
        placed: sums.period.map((p) => p.placed), delivered: sums.period.map((p) => p.delivered), sales: sums.period.map((p) => toMajor(p.sales)),
        totals: salesFigures(sums.total),
      };
    }).sort((a, b) => b.totals.sales - a.totals.sales || b.totals.placed - a.totals.placed || (a.key ?? 0) - (b.key ?? 0));
    return { ...span, group, series, totals: salesFigures(totals) };
  }

  async deliveryTimes(query: ReportSeriesQuery): Promise<DeliveryTimesReport> {
    const { span, keys } = await this.perPeriod(query);
    const sums = keys.get(0) ?? { period: span.periods.map(() => ({ placed: 0, delivered: 0, canceled: 0, sales: 0, delivery_minutes: 0 })), total: noFigures() };
    return {
      ...span,
      placed: sums.period.map((p) => p.placed), delivered: sums.period.map((p) => p.delivered), canceled: sums.period.map((p) => p.canceled),
      average_minutes: sums.period.map((p) => averageOf(p.delivery_minutes, p.delivered)),
      totals: { placed: sums.total.placed, delivered: sums.total.delivered, canceled: sums.total.canceled, average_minutes: averageOf(sums.total.delivery_minutes, sums.total.delivered) },
    };
  }

  async cancellations(query: ReportQuery): Promise<CancellationsReport> {
    const { from, to, time_zone } = await this.span(query);
    const reasons = (await cancelReasons(this.deps.db, from, to)).map((r) => ({ canceled_by: r.canceled_by, reason: r.reason, orders: Number(r.orders) }));
    return { from, to, time_zone, reasons, total: reasons.reduce((n, r) => n + r.orders, 0) };
  }

  async topItems(query: TopItemsQuery): Promise<TopItemsReport> {
    const { from, to, time_zone } = await this.span(query);
    const rows = await topItems(this.deps.db, from, to, query.limit ?? 20);
    return {
      from, to, time_zone,
      items: rows.map((r) => ({ item_id: r.item_id, name: r.name ?? `#${r.item_id}`, store_name: r.store_name ?? '', quantity: Number(r.quantity), sales: toMajor(Number(r.sales)) })),
    };
  }

  async customers(query: ReportSeriesQuery): Promise<CustomersReport> {
    const span = await this.span(query);
    const by = query.by ?? 'day';
    const periods = periodsOf(span, by);
    const index = new Map(periods.map((p, i) => [p, i]));
    const fresh = periods.map(() => 0);
    const back = periods.map(() => 0);
    for (const row of await customerDays(this.deps.db, span.from, span.to)) {
      const i = index.get(periodOf(row.day, by))!;
      fresh[i]! += Number(row.new_customers);
      back[i]! += Number(row.returning_customers);
    }
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    return {
      from: span.from, to: span.to, time_zone: span.time_zone, by, periods, new_customers: fresh, returning_customers: back,
      totals: { new_customers: sum(fresh), returning_customers: sum(back) },
    };
  }

  /** Rebuilds the daily figures of the span from the orders (a maintenance step: after an import, or to check the figures kept). */
  async recount(actor: StaffActor, body: ReportRecount): Promise<ReportRecounted> {
    const timeZone = await businessTimeZone(this.deps.db);
    const { from, to } = spanOf(body, this.deps.clock.now(), timeZone);
    const now = this.deps.clock.now().toISOString();
    const orders = await inTransaction(this.deps.db, async (trx) => {
      const counted = await recount(trx, from, to);
      await recordChange(trx, actor, { action: 'reports.recount', entity: 'order_day_stats', entityId: `${from}..${to}`, storeId: null, before: null, after: { from, to, orders: counted } }, now);
      return counted;
    });
    return { from, to, orders };
  }
}
