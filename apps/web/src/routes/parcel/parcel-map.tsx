import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointPickerProps } from '@/components/map/point-picker-props';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import type { MapSettings } from '@/features/location/map-settings';

// The map and its search download with the first party's map, not with the page.
const PointPicker = lazy(async () => ({ default: (await import('@/features/location/components/point-picker')).PointPicker }));

/** The location feature's point picker (search, pin, current location) for one party of the parcel. */
export function ParcelMap({ settings, ...props }: PointPickerProps & { settings: MapSettings | null }) {
  const { t } = useTranslation();
  const waiting = (
    <LoadingRegion label={t('common.loading')} className="space-y-2.5">
      <Skeleton className="h-12 rounded-xl" />
      <Skeleton className="h-[236px] rounded-xl" />
    </LoadingRegion>
  );
  return settings ? <Suspense fallback={waiting}>{<PointPicker {...props} settings={settings} />}</Suspense> : waiting;
}
