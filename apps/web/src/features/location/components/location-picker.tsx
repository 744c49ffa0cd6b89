import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import type { LocationPickerOptions } from '@/lib/location-request';
import type { DeliveryLocation, LatLng } from '@/lib/session';
import { MAP_MODAL_HEIGHT_PX } from '../constants';
import { LocationPickerBody } from './location-picker-body';

/** Business settings the picker needs; the app passes them from the configuration. */
export interface MapSettings {
  defaultCenter: LatLng;
  tileUrl: string;
  attribution: string;
}

export interface LocationPickerProps {
  options: LocationPickerOptions;
  /** Undefined while the configuration loads. */
  settings: MapSettings | undefined;
  onClose: () => void;
  /** Default mode, after saving: the app goes on to the module choice. `replaced` when a location was saved before. */
  onContinue: (location: DeliveryLocation, context: { replaced: boolean }) => void;
}

/** Spec §2 location picker modal: search, map with centre pin, current location, fullscreen, confirm. */
export function LocationPicker({ options, settings, onClose, onContinue }: LocationPickerProps) {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(false);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('location.pick_location')}
      description={fullscreen ? undefined : t('location.picker_description')}
      widthClass="max-w-2xl"
      fullscreen={fullscreen}
      data-testid="location-picker"
    >
      {settings ? (
        <LocationPickerBody
          options={options}
          settings={settings}
          fullscreen={fullscreen}
          onToggleFullscreen={() => setFullscreen((value) => !value)}
          onClose={onClose}
          onContinue={onContinue}
        />
      ) : (
        <LoadingRegion label={t('common.loading')} className="mt-4 space-y-3">
          <Skeleton className="h-12 rounded-xl" />
          <Skeleton className="rounded-xl" style={{ height: MAP_MODAL_HEIGHT_PX }} />
          <Skeleton className="h-12 rounded-xl" />
        </LoadingRegion>
      )}
    </Dialog>
  );
}
