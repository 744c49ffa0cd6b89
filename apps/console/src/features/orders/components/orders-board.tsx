import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@storefront/ui/api-error';
import { Button } from '@storefront/ui/button';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { Tabs } from '@storefront/ui/tabs';
import { useRecentOrders, useRunningOrders } from '../api/get-store-orders';
import { alertsOn, enableAlerts } from '../hooks/new-order-alert';
import type { StreamState } from '../hooks/use-store-stream';
import { COLUMNS, columnsOf, type ColumnKey } from './board-columns';
import { LiveState } from './live-state';
import { OrderCard } from './order-card';

/** The minute the board's ages are counted from, moving on by itself. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The store's orders by state. New orders arrive live (the store's push stream, kept open by the
 * store's layout) with a chime and a browser notification once alerts are on; on a phone one column
 * shows at a time, chosen by tabs with counts.
 */
export function OrdersBoard({ storeId, live }: { storeId: number; live: StreamState }) {
  const { t } = useTranslation();
  const running = useRunningOrders(storeId);
  const recent = useRecentOrders(storeId);
  const now = useMinute();
  const [alerts, setAlerts] = useState(alertsOn);
  const [column, setColumn] = useState<ColumnKey>('new');

  if (running.isError) {
    return <ErrorState message={errorMessage(running.error)} onRetry={() => void running.refetch()} retrying={running.isFetching} />;
  }
  if (!running.data) {
    return (
      <LoadingRegion label={t('common.loading')} className="grid gap-3 md:grid-cols-3">
        {[0, 1, 2].map((i) => <Skeleton key={i} className="h-40 rounded-2xl" />)}
      </LoadingRegion>
    );
  }
  const columns = columnsOf(running.data.orders, recent.data?.orders ?? [], now);
  const label = (key: ColumnKey) => `${t(`orders.columns.${key}`)} (${columns[key].length})`;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">{t('orders.title')}</h1>
        <div className="flex items-center gap-3">
          <LiveState live={live} />
          {!alerts && (
            <Button size="sm" variant="outline" onClick={() => void enableAlerts().then(() => setAlerts(true))}>{t('orders.alerts_on')}</Button>
          )}
        </div>
      </div>
      <Tabs className="md:hidden" label={t('orders.columns_label')} value={column} onChange={setColumn} options={COLUMNS.map((c) => ({ value: c.key, label: label(c.key) }))} />
      <div className="grid gap-4 md:auto-cols-[minmax(15rem,1fr)] md:grid-flow-col md:overflow-x-auto md:pb-2">
        {COLUMNS.map(({ key }) => (
          <section key={key} aria-label={label(key)} data-column={key} className={`flex-col gap-3 ${column === key ? 'flex' : 'hidden md:flex'}`}>
            <h2 className="hidden text-sm font-bold text-muted md:block">{label(key)}</h2>
            {columns[key].length === 0
              ? <p className="rounded-2xl border border-dashed border-line p-6 text-center text-sm text-muted">{t(`orders.empty.${key}`)}</p>
              : columns[key].map((order) => <OrderCard key={order.id} storeId={storeId} order={order} now={now} />)}
          </section>
        ))}
      </div>
    </div>
  );
}
