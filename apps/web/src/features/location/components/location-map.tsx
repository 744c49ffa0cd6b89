import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/error-boundary';
import { MapIcon } from '@/components/ui/icons';
import type { LatLng } from '@/lib/session';
import type { ZoneArea } from '../api/get-zones';

/** A request to show `center` at `zoom`; a new `id` applies it even when the values repeat. */
export interface MapView {
  center: LatLng;
  zoom: number;
  id: number;
}

/** What the picker needs from a map; the Leaflet implementation loads only when a map is shown. */
export interface LocationMapProps {
  view: MapView;
  zones: ZoneArea[];
  /** Empty: no tile layer at all, just the neutral background and the zones. */
  tileUrl?: string;
  attribution?: string;
  onMoveStart?: () => void;
  /** The centre after the visitor dragged or zoomed, or after a requested view was reached. */
  onMoveEnd: (center: LatLng) => void;
}

const LeafletMap = lazy(() => import('./leaflet-map'));

export function LocationMap(props: LocationMapProps) {
  return (
    <ErrorBoundary fallback={<MapUnavailable />}>
      <Suspense fallback={<div aria-hidden="true" className="map-backdrop size-full animate-pulse" />}>
        <LeafletMap {...props} />
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
