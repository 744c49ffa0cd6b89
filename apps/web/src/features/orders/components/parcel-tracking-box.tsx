import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TruckIcon } from '@storefront/ui/icons';
import type { MapTiles } from './delivery-map';
import { TrackOrderForm, type TrackRequest } from './track-order-form';

// Every module's home loads this box's code; the drawer's (and the review prompt's in it) waits for the first tracking.
const OrderTrackingDrawer = lazy(async () => ({ default: (await import('./order-tracking-drawer')).OrderTrackingDrawer }));

/** The parcel tracking box: the tracking form in a small card that opens the tracking drawer. */
export function ParcelTrackingBox({ dialCode, mapTiles }: { dialCode?: string; mapTiles?: MapTiles }) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<TrackRequest | null>(null);
  // Once opened the drawer stays mounted, so that it can slide out.
  const [tracked, setTracked] = useState(false);
  return (
    <section aria-labelledby="parcel-tracking-title" data-testid="parcel-tracking-box" className="rounded-3xl border border-line bg-surface p-5 shadow-sm">
      <div className="mb-4 flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-400">
          <TruckIcon className="size-5" />
        </span>
        <div>
          <h2 id="parcel-tracking-title" className="font-bold">{t('tracking.box_title')}</h2>
          <p className="text-sm text-muted">{t('tracking.box_description')}</p>
        </div>
      </div>
      <TrackOrderForm
        compact
        dialCode={dialCode}
        onTrack={(next) => {
          setTracked(true);
          setRequest(next);
        }}
      />
      {tracked && (
        <Suspense>
          <OrderTrackingDrawer orderId={request?.orderId ?? null} guest={request?.guest} mapTiles={mapTiles} onClose={() => setRequest(null)} />
        </Suspense>
      )}
    </section>
  );
}
