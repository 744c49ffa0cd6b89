import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REPORT_DAYS, REPORT_GROUPS, type ReportGroup, type ReportPeriod } from '@storefront/contract';
import { useConfig } from '../features/config/api/get-config';
import { useMe } from '../features/operator/api/get-me';
import type { ReportFilters } from '../features/reports/api/reports';
import { ReportsView } from '../features/reports/components/reports-view';
import { can } from '../lib/access';
import { FilterInput } from '../lib/filter-input';
import { FilterSelect } from '../lib/filter-select';
import { ListHeader } from '../lib/list-header';

const DAY_MS = 86_400_000;
/** Why a span cannot be asked for, as a text key, or null. */
function spanProblem({ from, to }: Pick<ReportFilters, 'from' | 'to'>): string | null {
  if (!from || !to) return null;
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) return 'reports.errors.order';
  return days > MAX_REPORT_DAYS ? 'reports.errors.long' : null;
}

/** /reports: the business's reports over a span of days, for those who hold reports.view. */
export function ReportsPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  const currency = useConfig().data?.currency_code;
  const [draft, setDraft] = useState<Pick<ReportFilters, 'from' | 'to'>>({});
  const [filters, setFilters] = useState<ReportFilters>({ by: 'day', group: 'none' });
  if (!session) return null;
  if (!can(session, 'reports.view', null)) return <p className="p-6 text-center text-muted">{t('reports.not_allowed')}</p>;
  const problem = spanProblem(draft);

  const changeSpan = (key: 'from' | 'to', value: string) => {
    const next = { ...draft, [key]: value || undefined };
    setDraft(next);
    if (!spanProblem(next)) setFilters((f) => ({ ...f, from: next.from, to: next.to }));
  };

  return (
    <div className="flex flex-col gap-4">
      <ListHeader title={t('reports.title')} hint={t('reports.hint')} />
      <div className="flex flex-wrap items-end gap-3">
        {(['from', 'to'] as const).map((key) => (
          <FilterInput key={key} label={t(`reports.${key}`)} type="date" value={draft[key] ?? ''} onValue={(day) => changeSpan(key, day)} />
        ))}
        <FilterSelect label={t('reports.by')} value={filters.by} onValue={(v) => setFilters((f) => ({ ...f, by: v as ReportPeriod }))}>
          <option value="day">{t('reports.by_day')}</option>
          <option value="week">{t('reports.by_week')}</option>
        </FilterSelect>
        <FilterSelect label={t('reports.group')} value={filters.group} onValue={(v) => setFilters((f) => ({ ...f, group: v as ReportGroup }))}>
          {REPORT_GROUPS.map((g) => <option key={g} value={g}>{t(`reports.group_${g}`)}</option>)}
        </FilterSelect>
      </div>
      {problem && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">{t(problem, { max: MAX_REPORT_DAYS })}</p>}
      <ReportsView filters={filters} currency={currency} />
    </div>
  );
}
