import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { cn } from '@storefront/ui/cn';
import { CollapseIcon, CrosshairIcon, ExpandIcon, PinIcon } from '@storefront/ui/icons';
import { Spinner } from '@storefront/ui/spinner';
import type { LocationPickerOptions } from '@/lib/location-request';
import { getSavedLocation, saveDeliveryLocation, type DeliveryLocation, type LatLng } from '@/lib/session';
import { placeDetailsQueryOptions } from '../api/get-place-details';
import { useZones } from '../api/get-zones';
import { LOCATION_QUERY_ROOT } from '../api/query-keys';
import { MAP_MODAL_HEIGHT_PX, MAP_ZOOM_INITIAL, MAP_ZOOM_PICKED, roundLatLng, sameLatLng } from '../constants';
import { useCurrentPosition } from '../hooks/use-current-position';
import { useResolvedLocation, type KnownAddress } from '../hooks/use-resolved-location';
import type { MapSettings } from '../map-settings';
import { CenterPin } from './center-pin';
import { LocationMap } from './location-map';
import type { MapView } from './location-map-props';
import { LocationPermissionDialog } from './location-permission-dialog';
import { LocationSearch } from './location-search';

export interface LocationPickerBodyProps {
  options: LocationPickerOptions;
  settings: MapSettings;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  onClose: () => void;
  /** Default mode, after saving: the app goes on to the module choice. `replaced` when a location was saved before. */
  onContinue: (location: DeliveryLocation, context: { replaced: boolean }) => void;
}

/** Where the map opens: a requested point or the saved location up close, else the business default. */
function startingPoint(options: LocationPickerOptions, settings: MapSettings) {
  const saved = options.center ? null : getSavedLocation();
  const near = options.center ?? saved?.latLng;
  const center = roundLatLng(near ?? settings.defaultCenter);
  const known: KnownAddress | null = saved ? { latLng: center, address: saved.address } : null;
  return { view: { center, zoom: near ? MAP_ZOOM_PICKED : MAP_ZOOM_INITIAL, id: 0 }, known };
}

export function LocationPickerBody({ options, settings, fullscreen, onToggleFullscreen, onClose, onContinue }: LocationPickerBodyProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const zones = useZones();
  const [start] = useState(() => startingPoint(options, settings));
  const [view, setView] = useState<MapView>(start.view);
  const [center, setCenter] = useState<LatLng>(start.view.center);
  const [known, setKnown] = useState<KnownAddress | null>(start.known);
  const [moving, setMoving] = useState(false);
  const [placePending, setPlacePending] = useState(Boolean(options.place));
  const placeRequest = useRef(0);
  const resolved = useResolvedLocation(center, known);

  // When the pin ends up outside every zone, the error button keeps the last good point.
  const lastValid = useRef<DeliveryLocation | null>(null);
  useEffect(() => {
    if (resolved.location) lastValid.current = resolved.location;
  }, [resolved.location]);

  const moveTo = useCallback((latLng: LatLng, address?: string) => {
    const target = roundLatLng(latLng);
    setKnown(address ? { latLng: target, address } : null);
    setCenter(target);
    setView((current) => ({ center: target, zoom: MAP_ZOOM_PICKED, id: current.id + 1 }));
  }, []);

  // Goes to a chosen place; the caller has already shown the lookup as pending.
  const goToPlace = useCallback(
    async (placeId: string, description: string) => {
      const request = ++placeRequest.current;
      try {
        const { result } = await queryClient.fetchQuery(placeDetailsQueryOptions(placeId));
        if (request === placeRequest.current) moveTo(result.geometry.location, result.formatted_address || description);
      } catch {
        // The API client has shown the error; the map stays where it was.
      } finally {
        if (request === placeRequest.current) setPlacePending(false);
      }
    },
    [queryClient, moveTo],
  );

  const choosePlace = (placeId: string, description: string) => {
    setPlacePending(true);
    void goToPlace(placeId, description);
  };

  // A place chosen before the picker opened, e.g. in the landing page's search.
  const initialPlace = options.place;
  useEffect(() => {
    if (!initialPlace) return;
    const timer = window.setTimeout(() => void goToPlace(initialPlace.placeId, initialPlace.description));
    return () => window.clearTimeout(timer);
  }, [initialPlace, goToPlace]);

  const position = useCurrentPosition(moveTo);

  const onMoveEnd = useCallback((latLng: LatLng) => {
    setMoving(false);
    const next = roundLatLng(latLng);
    setCenter((current) => (sameLatLng(current, next) ? current : next));
  }, []);

  const save = (location: DeliveryLocation) => {
    saveDeliveryLocation(location);
    // Everything but the location lookups was fetched for the old zone.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== LOCATION_QUERY_ROOT });
  };

  const confirm = () => {
    const location = resolved.location;
    if (!location) return;
    const replaced = getSavedLocation() !== null;
    save(location);
    if (options.mode === 'parcel') {
      options.onPick?.(location);
      onClose();
    } else if (options.mode === 'store') {
      onClose();
    } else {
      onContinue(location, { replaced });
    }
  };

  const closeOutsideZones = () => {
    if (lastValid.current) save(lastValid.current);
    onClose();
  };

  const busy = resolved.resolving || placePending || position.locating;
  const zoneError = busy ? null : resolved.zoneError;

  return (
    <div className={cn('mt-4 flex flex-col gap-3', fullscreen && 'min-h-0 flex-1')}>
      <LocationSearch
        onSelect={(p) => choosePlace(p.place_id, p.description)}
        defaultValue={options.place?.description}
        autoFocus
      />

      <div
        className={cn('relative isolate overflow-hidden rounded-xl ring-1 ring-line', fullscreen && 'min-h-0 flex-1')}
        style={fullscreen ? undefined : { height: MAP_MODAL_HEIGHT_PX }}
      >
        <LocationMap
          view={view}
          zones={zones.data ?? []}
          tileUrl={settings.tileUrl}
          attribution={settings.attribution}
          onMoveStart={() => setMoving(true)}
          onMoveEnd={onMoveEnd}
        />
        <CenterPin lifted={moving} />
        <button
          type="button"
          onClick={onToggleFullscreen}
          aria-pressed={fullscreen}
          aria-label={fullscreen ? t('location.exit_fullscreen') : t('location.fullscreen')}
          title={fullscreen ? t('location.exit_fullscreen') : t('location.fullscreen')}
          className="absolute end-3 top-3 z-10 grid size-9 place-items-center rounded-xl bg-surface text-ink shadow-md ring-1 ring-black/5 transition hover:bg-surface-2 dark:ring-white/10"
        >
          {fullscreen ? <CollapseIcon className="size-4.5" /> : <ExpandIcon className="size-4.5" />}
        </button>
        <button
          type="button"
          data-testid="use-current-location"
          onClick={position.locate}
          disabled={position.locating}
          className="absolute end-3 bottom-3 z-10 flex h-10 items-center gap-2 rounded-full bg-surface ps-3 pe-4 text-sm font-semibold text-brand-700 shadow-lg ring-1 ring-black/5 transition hover:bg-brand-50 disabled:opacity-80 dark:text-brand-300 dark:ring-white/10 dark:hover:bg-brand-950"
        >
          {position.locating ? <Spinner className="size-4.5" /> : <CrosshairIcon className="size-4.5" />}
          {position.locating ? t('location.locating') : t('location.use_current_location')}
        </button>
      </div>

      <div className="flex items-start gap-3 rounded-xl bg-surface-2 px-3 py-2.5" aria-live="polite">
        <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
          <PinIcon className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold text-muted">{t('location.deliver_to')}</p>
          {resolved.address && !placePending ? (
            <p data-testid="resolved-address" title={resolved.address} className="line-clamp-2 text-sm font-semibold text-ink">
              {resolved.address}
            </p>
          ) : busy ? (
            <p className="text-sm text-muted">{t('location.resolving')}</p>
          ) : (
            <p className={cn('text-sm', resolved.addressFailed ? 'text-red-600 dark:text-red-400' : 'text-muted')}>
              {resolved.addressFailed ? t('location.address_failed') : t('location.move_map_hint')}
            </p>
          )}
        </div>
      </div>

      <Button
        size="lg"
        data-testid="pick-location-button"
        variant={zoneError ? 'danger' : 'primary'}
        disabled={!zoneError && (busy || !resolved.location)}
        aria-busy={busy}
        onClick={zoneError ? closeOutsideZones : confirm}
        // The server's message can be long: let it wrap instead of cutting it off.
        className="h-auto! min-h-12 w-full py-2.5 text-center whitespace-normal!"
      >
        {busy && <Spinner className="size-4.5" />}
        {zoneError ?? t('location.pick_locations')}
      </Button>

      <LocationPermissionDialog open={position.denied} onClose={position.dismissDenied} />
    </div>
  );
}
