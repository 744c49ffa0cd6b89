import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EarningsDay } from '@storefront/contract';
import { PeriodChart } from '../../../components/period-chart';

/** The amount of each day's delivered orders as bars, beside the table that says the same to everyone. */
export function EarningsChart({ days, money }: { days: readonly EarningsDay[]; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const labels = useMemo(() => days.map((d) => d.date), [days]);
  const series = useMemo(() => [{ label: t('earnings.amount'), values: days.map((d) => d.amount) }], [days, t]);
  const axes = useMemo(() => [t('earnings.day'), t('earnings.amount')] as const, [t]);
  return <PeriodChart labels={labels} days series={series} bars format={money} height={240} axes={axes} testId="earnings-chart" />;
}
