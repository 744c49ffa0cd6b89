import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancellationsReport, CustomersReport, DeliveryTimesReport, SalesReport, TopItemsReport } from '@storefront/contract';
import { formatMoney } from '../../../lib/format';
import type { ReportFilters } from '../api/reports';
import { ReportCard, FiguresTable } from './report-card';
import { PeriodChart } from '../../../components/period-chart';

/** Series shown in the sales chart at most: the largest; the table lists every one. */
const CHART_SERIES = 8;

/** The five reports for the filters, each a card with its chart or table and its CSV download. */
export function ReportsView({ filters, currency }: { filters: ReportFilters; currency: string | undefined }) {
  const { t, i18n } = useTranslation();
  const money = useCallback((amount: number) => formatMoney(amount, i18n.language, currency), [i18n.language, currency]);

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="min-w-0 lg:col-span-2">
        <ReportCard<SalesReport> name="sales" title={t('reports.sales')} filters={filters} isEmpty={(r) => r.totals.placed === 0}>
          {(r) => (
            <>
              <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" data-testid="sales-totals">
                {([['placed', String(r.totals.placed)], ['delivered', String(r.totals.delivered)], ['sales', money(r.totals.sales)], ['commission', money(r.totals.commission)]] as const).map(([k, v]) => (
                  <div key={k} className="rounded-xl bg-surface-2 p-2"><dt className="text-xs text-muted">{t(`reports.${k}`)}</dt><dd className="font-bold tabular-nums">{v}</dd></div>
                ))}
              </dl>
              <SalesChart report={r} money={money} />
              <FiguresTable label={t('reports.sales_table')} head={[t(`reports.group_${r.group}`), t('reports.placed'), t('reports.delivered'), t('reports.canceled'), t('reports.sales'), t('reports.commission')]}
                rows={r.series.map((s) => [r.group === 'none' ? t('reports.all') : seriesName(t, r, s), s.totals.placed, s.totals.delivered, s.totals.canceled, money(s.totals.sales), money(s.totals.commission)])} />
            </>
          )}
        </ReportCard>
      </div>
      <ReportCard<DeliveryTimesReport> name="delivery-times" title={t('reports.delivery_times')} filters={filters} isEmpty={(r) => r.totals.placed === 0}>
        {(r) => (
          <>
            <p className="text-sm" data-testid="average-minutes">
              {r.totals.average_minutes === null ? t('reports.no_deliveries') : t('reports.average_minutes', { minutes: r.totals.average_minutes })}
            </p>
            <DeliveryChart report={r} />
          </>
        )}
      </ReportCard>
      <ReportCard<CancellationsReport> name="cancellations" title={t('reports.cancellations')} filters={filters} isEmpty={(r) => r.total === 0}>
        {(r) => (
          <>
            <CancellationsChart report={r} />
            <FiguresTable label={t('reports.cancellations')} head={[t('reports.reason'), t('reports.canceled_by'), t('reports.orders')]}
              rows={r.reasons.map((x) => [<bdi key="r">{x.reason || t('reports.no_reason')}</bdi>, x.canceled_by ? t(`reports.by_${x.canceled_by}`, { defaultValue: x.canceled_by }) : '—', x.orders])} />
          </>
        )}
      </ReportCard>
      <ReportCard<TopItemsReport> name="top-items" title={t('reports.top_items')} filters={filters} isEmpty={(r) => r.items.length === 0}>
        {(r) => (
          <FiguresTable label={t('reports.top_items')} head={[t('reports.item'), t('reports.store'), t('reports.quantity'), t('reports.sales')]}
            rows={r.items.map((x) => [<bdi key="n">{x.name}</bdi>, <bdi key="s">{x.store_name}</bdi>, x.quantity, money(x.sales)])} />
        )}
      </ReportCard>
      <ReportCard<CustomersReport> name="customers" title={t('reports.customers')} filters={filters} isEmpty={(r) => r.totals.new_customers + r.totals.returning_customers === 0}>
        {(r) => (
          <>
            <p className="text-sm" data-testid="customers-totals">{t('reports.customers_totals', { fresh: r.totals.new_customers, back: r.totals.returning_customers })}</p>
            <CustomersChart report={r} />
          </>
        )}
      </ReportCard>
    </div>
  );
}

/** A series' name: the group's (parcels have no store), or the one series of everything. */
const seriesName = (t: (key: string) => string, r: SalesReport, s: SalesReport['series'][number]) =>
  r.group === 'none' ? t('reports.sales') : s.key === null ? t('reports.parcels') : s.name;

function SalesChart({ report: r, money }: { report: SalesReport; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const series = useMemo(() => r.series.slice(0, CHART_SERIES).map((s) => ({ label: seriesName(t, r, s), values: s.sales })), [r, t]);
  return <PeriodChart testId="sales-chart" days labels={r.periods} format={money} series={series} />;
}

function DeliveryChart({ report: r }: { report: DeliveryTimesReport }) {
  const { t } = useTranslation();
  const series = useMemo(() => [
    { label: t('reports.placed'), values: r.placed }, { label: t('reports.delivered'), values: r.delivered }, { label: t('reports.canceled'), values: r.canceled },
  ], [r, t]);
  return <PeriodChart testId="delivery-chart" days labels={r.periods} series={series} />;
}

function CancellationsChart({ report: r }: { report: CancellationsReport }) {
  const { t } = useTranslation();
  const labels = useMemo(() => r.reasons.map((x) => x.reason || t('reports.no_reason')), [r, t]);
  const series = useMemo(() => [{ label: t('reports.orders'), values: r.reasons.map((x) => x.orders) }], [r, t]);
  return <PeriodChart testId="cancellations-chart" bars labels={labels} series={series} />;
}

function CustomersChart({ report: r }: { report: CustomersReport }) {
  const { t } = useTranslation();
  const series = useMemo(() => [
    { label: t('reports.new_customers'), values: r.new_customers }, { label: t('reports.returning_customers'), values: r.returning_customers },
  ], [r, t]);
  return <PeriodChart testId="customers-chart" bars days labels={r.periods} series={series} />;
}
