import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@storefront/ui/cn';
import { CrosshairIcon, PinIcon } from '@storefront/ui/icons';
import { Spinner } from '@storefront/ui/spinner';
import type { PointPickerProps } from '@/components/map/point-picker-props';
import { getSavedLocation, type LatLng } from '@/lib/session';
import { placeDetailsQueryOptions } from '../api/get-place-details';
import { useZones } from '../api/get-zones';
import { MAP_MODAL_HEIGHT_PX, MAP_ZOOM_INITIAL, MAP_ZOOM_PICKED, roundLatLng, sameLatLng } from '../constants';
import { useCurrentPosition } from '../hooks/use-current-position';
import { useResolvedLocation, type KnownAddress } from '../hooks/use-resolved-location';
import type { MapSettings } from '../map-settings';
import { CenterPin } from './center-pin';
import { LocationMap } from './location-map';
import type { MapView } from './location-map-props';
import { LocationPermissionDialog } from './location-permission-dialog';
import { LocationSearch } from './location-search';

/** Opens at the given point, else the delivery location, else the business default from afar. */
function firstView(start: PointPickerProps['start'], defaultCenter: LatLng) {
  const near = start ?? getSavedLocation();
  const center = roundLatLng(near?.latLng ?? defaultCenter);
  const known: KnownAddress | null = near ? { latLng: center, address: near.address } : null;
  return { view: { center, zoom: near ? MAP_ZOOM_PICKED : MAP_ZOOM_INITIAL, id: 0 }, known };
}

/**
 * The picker's search, map, centre pin and current-location button without its saving: it only
 * reports the point, with its address and zones, to a form such as the address form.
 */
export function PointPicker({ start, onChange, settings }: PointPickerProps & { settings: MapSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const zones = useZones();
  const [first] = useState(() => firstView(start, settings.defaultCenter));
  const [view, setView] = useState<MapView>(first.view);
  const [center, setCenter] = useState<LatLng>(first.view.center);
  const [known, setKnown] = useState<KnownAddress | null>(first.known);
  const [moving, setMoving] = useState(false);
  const resolved = useResolvedLocation(center, known);

  const moveTo = useCallback((latLng: LatLng, address?: string) => {
    const target = roundLatLng(latLng);
    setKnown(address ? { latLng: target, address } : null);
    setCenter(target);
    setView((current) => ({ center: target, zoom: MAP_ZOOM_PICKED, id: current.id + 1 }));
  }, []);
  const position = useCurrentPosition(moveTo);

  const choosePlace = async (placeId: string, description: string) => {
    try {
      const { result } = await queryClient.fetchQuery(placeDetailsQueryOptions(placeId));
      moveTo(result.geometry.location, result.formatted_address || description);
    } catch {
      // The API client has shown the error; the map stays where it was.
    }
  };

  // The resolved location is a new object on every render: report it only when it changes.
  const location = resolved.location;
  const reported = location ? `${location.zoneId}|${location.latLng.lat},${location.latLng.lng}|${location.address}` : '';
  const onChangeRef = useRef(onChange);
  const latest = useRef(location);
  useEffect(() => {
    onChangeRef.current = onChange;
    latest.current = location;
  });
  useEffect(() => {
    onChangeRef.current(reported ? latest.current : null);
  }, [reported]);

  return (
    <div className="flex flex-col gap-2.5">
      <LocationSearch onSelect={(p) => void choosePlace(p.place_id, p.description)} />
      <div className="relative isolate overflow-hidden rounded-xl ring-1 ring-line" style={{ height: MAP_MODAL_HEIGHT_PX }}>
        <LocationMap
          view={view}
          zones={zones.data ?? []}
          tileUrl={settings.tileUrl}
          attribution={settings.attribution}
          onMoveStart={() => setMoving(true)}
          onMoveEnd={(latLng) => {
            setMoving(false);
            const next = roundLatLng(latLng);
            setCenter((current) => (sameLatLng(current, next) ? current : next));
          }}
        />
        <CenterPin lifted={moving} />
        <button
          type="button"
          data-testid="use-current-location"
          onClick={position.locate}
          disabled={position.locating}
          aria-label={t('location.use_current_location')}
          title={t('location.use_current_location')}
          className="absolute end-3 bottom-3 z-10 grid size-10 place-items-center rounded-full bg-surface text-brand-700 shadow-lg ring-1 ring-black/5 hover:bg-brand-50 dark:text-brand-300 dark:ring-white/10 dark:hover:bg-brand-950"
        >
          {position.locating ? <Spinner className="size-4.5" /> : <CrosshairIcon className="size-4.5" />}
        </button>
      </div>
      <p aria-live="polite" className={cn('flex items-start gap-2 text-sm', resolved.zoneError ? 'text-red-600 dark:text-red-400' : 'text-muted')}>
        <PinIcon className="mt-0.5 size-4 shrink-0" />
        <span data-testid="point-status" className="line-clamp-2">
          {resolved.resolving ? t('location.resolving') : (resolved.zoneError ?? resolved.address ?? t('location.move_map_hint'))}
        </span>
      </p>
      <LocationPermissionDialog open={position.denied} onClose={position.dismissDenied} />
    </div>
  );
}
