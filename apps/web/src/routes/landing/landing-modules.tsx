import type { Config } from '@storefront/contract';
import { ErrorState } from '@storefront/ui/error-state';
import { useZoneId } from '@/features/location/api/get-zone-id';
import { ModuleChooser, ModuleChooserSkeleton } from '@/features/modules/components/module-chooser';
import { errorMessage } from '@/lib/api-client';
import { STORAGE_KEYS, useStoredItem } from '@/lib/storage';

/**
 * Modules for the saved zone; without one, for the business's default location, whose
 * zone, coordinates and address are saved along with the module the visitor picks.
 */
export function LandingModules({ config }: { config: Config }) {
  const storedZone = useStoredItem(STORAGE_KEYS.zoneId);
  const lookup = useZoneId(storedZone ? null : config.default_location);

  if (storedZone) return <ModuleChooser zoneId={storedZone} />;
  if (lookup.isPending) return <ModuleChooserSkeleton />;
  if (lookup.isError) {
    return <ErrorState message={errorMessage(lookup.error)} onRetry={() => void lookup.refetch()} retrying={lookup.isFetching} />;
  }
  return (
    <ModuleChooser
      zoneId={lookup.data.zone_id}
      pendingLocation={{ zoneId: lookup.data.zone_id, latLng: config.default_location, address: config.address }}
    />
  );
}
