import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@storefront/ui/error-boundary';
import { MapIcon } from '@storefront/ui/icons';
import { ClientOnly } from '@storefront/ui/client-only';
import type { LocationMapProps } from './location-map-props';

const LeafletMap = lazy(() => import('./leaflet-map'));

export function LocationMap(props: LocationMapProps) {
  return (
    <ErrorBoundary fallback={<MapUnavailable />}>
      <Suspense fallback={<div aria-hidden="true" className="map-backdrop size-full animate-pulse" />}>
        <ClientOnly>
          <LeafletMap {...props} />
        </ClientOnly>
      </Suspense>
    </ErrorBoundary>
  );
}

function MapUnavailable() {
  const { t } = useTranslation();
  return (
    <div className="map-backdrop flex size-full flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted">
      <MapIcon className="size-7" />
      <p className="max-w-xs">{t('location.map_unavailable')}</p>
    </div>
  );
}
