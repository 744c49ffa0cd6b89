import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_EARNINGS_DAYS } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { WalletIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { StorePage } from '../components/store-page';
import { useConfig } from '../features/config/api/get-config';
import { useEarnings, type EarningsSpan } from '../features/orders/api/get-earnings';
import { EarningsChart } from '../features/orders/components/earnings-chart';
import { EarningsTable } from '../features/orders/components/earnings-table';
import { EarningsTotals } from '../features/orders/components/earnings-totals';
import { FilterInput } from '../lib/filter-input';
import { formatMoney } from '../lib/format';

/** /stores/:storeId/earnings: the store's delivered orders per day, as a chart, totals and a table. */
export function StoreEarningsPage() {
  const { t } = useTranslation();
  return (
    <StorePage capability="earnings.view" title={t('nav.earnings')}>
      {({ storeId }) => <Earnings key={storeId} storeId={storeId} />}
    </StorePage>
  );
}

const DAY_MS = 86_400_000;
/** Why a span cannot be asked for, as a text key, or null. */
function spanProblem({ from, to }: EarningsSpan): string | null {
  if (!from || !to) return null;
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) return 'earnings.errors.order';
  return days > MAX_EARNINGS_DAYS ? 'earnings.errors.long' : null;
}

function Earnings({ storeId }: { storeId: number }) {
  const { t, i18n } = useTranslation();
  const currency = useConfig().data?.currency_code;
  const money = useCallback((amount: number) => formatMoney(amount, i18n.language, currency), [i18n.language, currency]);
  const [draft, setDraft] = useState<EarningsSpan>({});
  const problem = spanProblem(draft);
  const [span, setSpan] = useState<EarningsSpan>({});
  const earnings = useEarnings(storeId, span);

  const change = (next: EarningsSpan) => {
    setDraft(next);
    if (!spanProblem(next) && (!next.from || !next.to || next.from <= next.to)) setSpan(next);
  };
  const shown = earnings.data;

  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        {(['from', 'to'] as const).map((key) => (
          <FilterInput key={key} label={t(`earnings.${key}`)} type="date" value={draft[key] ?? shown?.[key] ?? ''}
            onValue={(day) => change({ from: draft.from ?? shown?.from, to: draft.to ?? shown?.to, [key]: day || undefined })} />
        ))}
        {shown && <p className="pb-3 text-xs text-muted">{t('earnings.time_zone', { zone: shown.time_zone, rate: shown.commission_rate })}</p>}
      </div>
      {problem && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">{t(problem, { max: MAX_EARNINGS_DAYS })}</p>}
      {earnings.isPending ? (
        <LoadingRegion label={t('common.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-20 w-full rounded-2xl" />
          <Skeleton className="h-60 w-full rounded-2xl" />
        </LoadingRegion>
      ) : earnings.isError ? (
        <ErrorState message={errorMessage(earnings.error)} onRetry={() => void earnings.refetch()} retrying={earnings.isFetching} />
      ) : (
        <div className="flex flex-col gap-4" aria-busy={earnings.isFetching}>
          <EarningsTotals totals={earnings.data.totals} money={money} />
          {earnings.data.totals.orders === 0 ? (
            <EmptyState icon={<WalletIcon className="size-7" />} title={t('earnings.empty')} description={t('earnings.empty_hint')} />
          ) : (
            <>
              <section aria-label={t('earnings.chart')} className="rounded-2xl border border-line bg-surface p-3">
                <EarningsChart days={earnings.data.days} money={money} />
              </section>
              <EarningsTable days={earnings.data.days} money={money} />
            </>
          )}
        </div>
      )}
    </>
  );
}
