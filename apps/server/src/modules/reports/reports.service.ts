import {
  REPORT_CSV_COLUMNS, type CancellationsReport, type CustomersReport, type DeliveryTimesReport, type ReportGroup, type ReportPeriod, type ReportQuery, type ReportRecount,
  type ReportRecounted, type ReportSeriesQuery, type SalesFigures, type SalesReport, type SalesReportQuery, type TopItemsQuery, type TopItemsReport,
} from '@storefront/contract';
import type { Db } from '../../db/connection.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { toMajor } from '../../lib/money.js';
import { recordChange, type StaffActor } from '../audit/audit.repository.js';
import { businessTimeZone, recount } from './reports.counts.js';
import type { CsvExport } from './reports.csv.js';
import { noFigures, type DayFigures } from './reports.counts.repository.js';
import { cancelReasons, customerDays, groupNames, PERIOD_FIGURES, salesDays, salesTotals, topItems, type PeriodFigure } from './reports.repository.js';
import { dateOf, dayNumber, periodOf, periodsOf, spanOf, type Span } from './reports.span.js';

/** The figures of the sales export's lines. */
const CSV_FIGURES = ['placed', 'delivered', 'sales'] as const;

/** How many series of the sales report are given per period; the chart shows fewer. */
const SERIES_PER_PERIOD = 12;

type PeriodSums = Record<'placed' | 'delivered' | 'canceled' | 'sales' | 'delivery_minutes', number>;


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

  /** Every series' totals over the span (those with orders), the largest first, and which of them are given per period. */
  private async seriesOf(span: Span, group: ReportGroup, allSeries: boolean) {
    const keys = new Map<number, DayFigures>();
    for (const row of await salesTotals(this.deps.db, span.from, span.to, group)) {
      const total = noFigures();
      addInto(total, row);
      if (total.placed) keys.set(Number(row.key), total);
    }
    // Per period: the largest series only (all of them for an export); the others show their totals.
    const order = [...keys].sort(([ka, a], [kb, b]) => b.sales - a.sales || b.placed - a.placed || ka - kb).map(([key]) => key);
    return { keys, order, shown: allSeries ? order : order.slice(0, SERIES_PER_PERIOD) };
  }

  /**
   * The sums of each shown series per period of the span (whose first day starts a period or is the report's
   * first): every figure shown per period, or only those named.
   */
  private async periodSums(span: Span, by: ReportPeriod, group: ReportGroup, shown: readonly number[], everyKey: boolean, figures: readonly PeriodFigure[] = PERIOD_FIGURES) {
    const periods = periodsOf(span, by);
    const index = new Map(periods.map((p, i) => [p, i]));
    const sums = new Map(shown.map((key) => [key, periods.map((): PeriodSums => ({ placed: 0, delivered: 0, canceled: 0, sales: 0, delivery_minutes: 0 }))]));
    const rows = shown.length ? await salesDays(this.deps.db, span.from, span.to, group, by, everyKey ? undefined : shown, figures) : [];
    for (const row of rows) {
      const p = sums.get(Number(row.key))?.[index.get(periodOf(row.day, by))!];
      if (!p) continue;
      for (const f of figures) p[f] += Number(row[f]);
    }
    return { periods, sums };
  }

  private async perPeriod(query: ReportSeriesQuery, group: ReportGroup = 'none') {
    const span = await this.span(query);
    const by = query.by ?? 'day';
    const { keys, shown } = await this.seriesOf(span, group, false);
    const { periods, sums } = await this.periodSums(span, by, group, shown, shown.length === keys.size);
    const { from, to, time_zone } = span;
    return { span: { from, to, time_zone, by, periods }, keys, sums };
  }

  /** The series of the sales report as shown: named, the largest first. */
  private async named(group: ReportGroup, keys: ReadonlyMap<number, DayFigures>, order: readonly number[]) {
    const names = new Map(group === 'none' ? [] : (await groupNames(this.deps.db, group, [...keys.keys()])).map((r) => [r.id, r.name]));
    return order.map((key) => ({
      id: key,
      key: group === 'none' || (group === 'store' && key === 0) ? null : key,
      name: group === 'none' ? 'All' : group === 'store' && key === 0 ? 'Parcels' : names.get(key) ?? `#${key}`,
    }));
  }

  async sales(query: SalesReportQuery): Promise<SalesReport> {
    const group = query.group ?? 'none';
    const { span, keys, sums } = await this.perPeriod(query, group);
    const totals = noFigures();
    const series = [...keys].map(([key, total]) => {
      addInto(totals, total);
      const period = sums.get(key) ?? [];
      return { key, placed: period.map((p) => p.placed), delivered: period.map((p) => p.delivered), sales: period.map((p) => toMajor(p.sales)), totals: salesFigures(total) };
    });
    const named = new Map((await this.named(group, keys, [...keys.keys()])).map((s) => [s.id, s]));
    return {
      ...span, group,
      series: series.map(({ key, ...s }) => ({ key: named.get(key)!.key, name: named.get(key)!.name, ...s }))
        .sort((a, b) => b.totals.sales - a.totals.sales || b.totals.placed - a.totals.placed || (a.key ?? 0) - (b.key ?? 0)),
      totals: salesFigures(totals),
    };
  }

  /**
   * The sales report as CSV: every series per period (largest first), read and handed on a few weeks at a
   * time rather than built whole (a year by store is 73,200 lines). The span and the series are settled
   * before the first line.
   */
  async salesExport(query: SalesReportQuery): Promise<CsvExport> {
    const group = query.group ?? 'none';
    const by = query.by ?? 'day';
    const span = await this.span(query);
    const { keys, order } = await this.seriesOf(span, group, true);
    const series = await this.named(group, keys, order);
    const periods = periodsOf(span, by);
    const step = by === 'day' ? 14 : 4;
    const periodSums = this.periodSums.bind(this);
    async function* batches() {
      for (let i = 0; i < periods.length; i += step) {
        const first = i === 0 ? span.first : dayNumber(periods[i]!);
        const last = i + step < periods.length ? dayNumber(periods[i + step]!) - 1 : span.last;
        const { periods: chunk, sums } = await periodSums({ from: dateOf(first), to: dateOf(last), first, last }, by, group, order, true, CSV_FIGURES);
        yield chunk.flatMap((period, j) => series.map((s) => {
          const p = sums.get(s.id)![j]!;
          return [period, s.key ?? '', s.name, p.placed, p.delivered, toMajor(p.sales)];
        }));
      }
    }
    return { from: span.from, to: span.to, columns: REPORT_CSV_COLUMNS.sales, batches: batches() };
  }

  async deliveryTimes(query: ReportSeriesQuery): Promise<DeliveryTimesReport> {
    const { span, keys, sums: all } = await this.perPeriod(query);
    const sums = { period: all.get(0) ?? span.periods.map(() => ({ placed: 0, delivered: 0, canceled: 0, sales: 0, delivery_minutes: 0 })), total: keys.get(0) ?? noFigures() };
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
