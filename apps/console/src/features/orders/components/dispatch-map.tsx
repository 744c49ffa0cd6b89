import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@storefront/ui/api-error';
import { ClientOnly } from '@storefront/ui/client-only';
import { ErrorBoundary } from '@storefront/ui/error-boundary';
import { useDispatchFeed } from '../hooks/use-dispatch-feed';
import { DISPATCH_COLORS } from './dispatch-colors';
import { LiveState } from './live-state';

// Leaflet stays out of the main bundle: it downloads when the map is first opened.
const DispatchLeaflet = lazy(() => import('./dispatch-leaflet'));

/**
 * The dispatch map's page part: the whole picture once, then what changed (only the orders and couriers
 * that moved or ended) as the business's push stream tells of changes, with counts and a legend beside the map.
 */
export function DispatchMap({ center, tileUrl, attribution }: { center: [number, number]; tileUrl?: string; attribution?: string }) {
  const { t } = useTranslation();
  const { answer, failure, live } = useDispatchFeed();
  // `applied`: how many answers the map has drawn (a test waits for the last one).
  const [counts, setCounts] = useState({ orders: 0, couriers: 0, applied: 0 });
  const onCounts = useCallback((c: { orders: number; couriers: number }) => setCounts((was) => ({ ...c, applied: was.applied + 1 })), []);

  const legend = [
    ['waiting', DISPATCH_COLORS.waiting], ['carried', DISPATCH_COLORS.carried], ['store', DISPATCH_COLORS.store], ['free', DISPATCH_COLORS.free], ['busy', DISPATCH_COLORS.busy],
  ] as const;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-xl font-bold">{t('business_orders.dispatch_title')}</h1>
            <LiveState live={live} />
          </div>
          <p className="text-sm text-muted" aria-live="polite" data-testid="dispatch-counts" data-orders={counts.orders} data-couriers={counts.couriers} data-applied={counts.applied}>
            {t('business_orders.dispatch_counts', { orders: counts.orders, couriers: counts.couriers })}
          </p>
        </div>
        <ul className="flex flex-wrap gap-3 text-xs" aria-label={t('business_orders.legend')}>
          {legend.map(([key, color]) => (
            <li key={key} className="flex items-center gap-1.5"><span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: color }} />{t(`business_orders.legend_${key}`)}</li>
          ))}
        </ul>
      </div>
      {failure !== null && <p role="alert" className="text-sm text-red-600 dark:text-red-400">{errorMessage(failure) ?? t('errors.generic')}</p>}
      <div className="h-[70vh] min-h-80 overflow-hidden rounded-2xl border border-line">
        <ErrorBoundary fallback={<p className="p-6 text-center text-sm text-muted">{t('orders.map_unavailable')}</p>}>
          <Suspense fallback={<div aria-hidden="true" className="map-backdrop size-full animate-pulse" />}>
            <ClientOnly>
              <DispatchLeaflet answer={answer} center={center} label={t('business_orders.dispatch_title')} tileUrl={tileUrl} attribution={attribution} onCounts={onCounts} />
            </ClientOnly>
          </Suspense>
        </ErrorBoundary>
      </div>
    </div>
  );
}
