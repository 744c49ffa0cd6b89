import { useTranslation } from 'react-i18next';
import { Skeleton } from '@storefront/ui/skeleton';
import { useZones } from '../api/get-zones';

/** A zone by its name; its number when the list cannot name it (inactive zone, list unavailable). */
export function ZoneName({ id }: { id: number }) {
  const { t } = useTranslation();
  const zones = useZones();
  if (zones.isPending) return <Skeleton className="inline-block h-4 w-24 align-middle" />;
  const zone = zones.data?.find((z) => z.id === id);
  return <bdi>{zone?.name ?? t('zones.zone_number', { id })}</bdi>;
}
