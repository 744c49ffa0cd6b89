import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@storefront/ui/error-boundary';
import type { ZoneMapProps } from './zone-map-props';

// Leaflet and the drawing tools stay out of the console's first download: they load with the zones pages.
const LeafletZoneMap = lazy(() => import('./leaflet-zone-map'));

/** The zones on a map: every zone outlined, the one in hand drawn and edited with the drawing tools when `onOutline` is given. */
export function ZoneMap(props: ZoneMapProps) {
  return (
    <ErrorBoundary fallback={<div className="map-backdrop flex size-full items-center justify-center p-6 text-center text-sm text-muted">{props.texts.unavailable}</div>}>
      <Suspense fallback={<div aria-hidden="true" className="map-backdrop size-full animate-pulse" />}>
        <LeafletZoneMap {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
