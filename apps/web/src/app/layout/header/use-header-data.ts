import { useConfig } from '@/features/config/api/get-config';
import { useModules } from '@/features/modules/api/get-modules';
import { useSelectModule } from '@/features/modules/hooks/use-select-module';
import { useSelectedModule } from '@/lib/session';
import { STORAGE_KEYS, useStoredItem } from '@/lib/storage';

/** What both headers show: business identity, session, and the modules of the saved zone. */
export function useHeaderData() {
  const config = useConfig();
  const token = useStoredItem(STORAGE_KEYS.token);
  const zoneId = useStoredItem(STORAGE_KEYS.zoneId);
  const location = useStoredItem(STORAGE_KEYS.location);
  const modules = useModules(zoneId);
  const selectedModule = useSelectedModule();
  const selectModule = useSelectModule();
  const isParcel = selectedModule?.module_type === 'parcel';

  return {
    config: config.data,
    configPending: config.isPending,
    signedIn: Boolean(token),
    location,
    // The logo leads to the landing page until a location is saved.
    logoTo: zoneId ? '/home' : '/',
    modules: modules.data ?? [],
    selectedModule,
    selectModule,
    isParcel,
  };
}
