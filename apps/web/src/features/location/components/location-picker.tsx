import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@storefront/ui/dialog';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { MAP_MODAL_HEIGHT_PX } from '../constants';
import type { MapSettings } from '../map-settings';
import { LocationPickerBody, type LocationPickerBodyProps } from './location-picker-body';

export interface LocationPickerProps extends Pick<LocationPickerBodyProps, 'options' | 'onClose' | 'onContinue'> {
  /** Undefined while the configuration loads. */
  settings: MapSettings | undefined;
}

/** The location picker modal: search, map with centre pin, current location, fullscreen, confirm. */
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
