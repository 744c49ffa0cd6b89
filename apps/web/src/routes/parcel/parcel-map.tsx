import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import type { PointPickerProps } from '@/components/map/point-picker-props';
import { roundLatLng, sameLatLng } from '@/features/location/constants';
import type { MapSettings } from '@/features/location/map-settings';
import { getSavedLocation, type DeliveryLocation } from '@/lib/session';

// The map and its search download with the first party's map, not with the page.
const PointPicker = lazy(async () => ({ default: (await import('@/features/location/components/point-picker')).PointPicker }));

/**
 * The location feature's point picker (search, pin, current location) for one party of the parcel.
 * Without a start it opens on the current location (or the business default) and reports that point at
 * once: for the receiver that would silently copy the sender's address, so only a point the customer
 * moved to counts.
 */
export function ParcelMap({ settings, start, onChange }: PointPickerProps & { settings: MapSettings | null }) {
  const { t } = useTranslation();
  const [opening] = useState(() => (start || !settings ? null : roundLatLng(getSavedLocation()?.latLng ?? settings.defaultCenter)));
  const report = (location: DeliveryLocation | null) => {
    if (location && opening && sameLatLng(roundLatLng(location.latLng), opening)) return;
    onChange(location);
  };
  const waiting = (
    <LoadingRegion label={t('common.loading')} className="space-y-2.5">
      <Skeleton className="h-12 rounded-xl" />
      <Skeleton className="h-[236px] rounded-xl" />
    </LoadingRegion>
  );
  return settings ? <Suspense fallback={waiting}>{<PointPicker start={start} onChange={report} settings={settings} />}</Suspense> : waiting;
}
