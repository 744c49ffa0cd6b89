import { useTranslation } from 'react-i18next';
import type { CourierDelivery, CourierEarnings } from '@storefront/contract';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { EmptyState } from '@storefront/ui/empty-state';
import { ErrorState } from '@storefront/ui/error-state';
import { CoinsIcon } from '@storefront/ui/icons';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { useEarnings } from '../api/get-earnings';
import { DeliveryHistory } from './delivery-history';
import { CashCard, TallyCard } from './earnings-cards';

/**
 * The history across the pages loaded. A delivery made while the courier reads shifts the server's
 * pages by one, so a page may repeat the last one's end: each order is kept once.
 */
function historyOf(pages: readonly CourierEarnings[]): CourierDelivery[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.deliveries).filter((d) => !seen.has(d.order_id) && seen.add(d.order_id));
}

/** What the courier earned today and this week, the cash to hand back, and the deliveries page by page. */
export function EarningsView() {
  const { t } = useTranslation();
  const earnings = useEarnings();
  if (earnings.isPending) {
    return (
      <LoadingRegion label={t('common.loading')} className="flex flex-col gap-3">
        <div className="grid grid-cols-2 gap-3">
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
        <Skeleton className="h-24 w-full rounded-2xl" />
        {[0, 1, 2].map((i) => <Skeleton key={i} className="h-20 w-full rounded-2xl" />)}
      </LoadingRegion>
    );
  }
  if (!earnings.data) return <ErrorState message={errorMessage(earnings.error)} onRetry={() => void earnings.refetch()} retrying={earnings.isFetching} />;
  const { pages } = earnings.data;
  // The tallies and the cash of the newest answer.
  const latest = pages[pages.length - 1]!;
  const history = historyOf(pages);
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <TallyCard title={t('couriers.today')} tally={latest.today} />
        <TallyCard title={t('couriers.this_week')} tally={latest.week} />
      </div>
      <CashCard amount={latest.cash_in_hand} />
      <section aria-labelledby="courier-history-title" className="flex flex-col gap-3">
        <h2 id="courier-history-title" className="text-lg font-bold">{t('couriers.history')}</h2>
        {history.length === 0 ? (
          <EmptyState icon={<CoinsIcon className="size-7" />} title={t('couriers.no_deliveries')} description={t('couriers.no_deliveries_hint')} />
        ) : (
          <DeliveryHistory deliveries={history} />
        )}
        {earnings.isFetchNextPageError && (
          <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">{errorMessage(earnings.error) ?? t('errors.generic')}</p>
        )}
        {earnings.hasNextPage && (
          <Button variant="outline" size="lg" className="w-full" onClick={() => void earnings.fetchNextPage()} disabled={earnings.isFetchingNextPage}>
            {t(earnings.isFetchingNextPage ? 'common.loading' : 'couriers.show_more')}
          </Button>
        )}
      </section>
    </>
  );
}
