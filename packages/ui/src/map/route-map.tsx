import { lazy, Suspense } from 'react';
import { ClientOnly } from '../client-only';
import { ErrorBoundary } from '../error-boundary';
import { MapIcon } from '../icons';
import type { RouteMapProps } from './route-points';

export { ROUTE_COLORS, type RouteMapProps, type RoutePoint, type RoutePointKind } from './route-points';

// Leaflet stays out of the main bundle: it downloads the first time a route map is shown.
const LeafletRouteMap = lazy(() => import('./leaflet-route-map'));

/** A delivery's store, courier and destination, joined by the road when a path is given (else a straight dashed line), fitted to view. */
export function RouteMap(props: RouteMapProps) {
  return (
    <ErrorBoundary fallback={<MapUnavailable text={props.unavailableText} />}>
      <Suspense fallback={<div aria-hidden="true" className="map-backdrop size-full animate-pulse" />}>
        <ClientOnly>
          <LeafletRouteMap {...props} />
        </ClientOnly>
      </Suspense>
    </ErrorBoundary>
  );
}

function MapUnavailable({ text }: { text: string }) {
  return (
    <div className="map-backdrop flex size-full flex-col items-center justify-center gap-2 p-6 text-center text-sm text-muted">
      <MapIcon className="size-7" />
      <p className="max-w-xs">{text}</p>
    </div>
  );
}
