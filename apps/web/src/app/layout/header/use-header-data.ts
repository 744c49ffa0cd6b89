import { useEffect } from 'react';
import { useConfig } from '@/features/config/api/get-config';
import { useModules } from '@/features/modules/api/get-modules';
import { useSelectModule } from '@/features/modules/hooks/use-select-module';
import { saveSelectedModule, useSelectedModule } from '@/lib/session';
import { STORAGE_KEYS, useStoredItem } from '@/lib/storage';

/** What both headers show: business identity, session, and the modules of the saved zone. */
export function useHeaderData() {
  const config = useConfig();
  const token = useStoredItem(STORAGE_KEYS.token);
  const zoneId = useStoredItem(STORAGE_KEYS.zoneId);
  const location = useStoredItem(STORAGE_KEYS.location);
  const modules = useModules(zoneId);
  const stored = useSelectedModule();
  // The stored choice keeps the name of the language it was made in: the zone's list names it in this one.
  const fresh = stored ? modules.data?.find((m) => m.id === stored.id) : undefined;
  const selectedModule = fresh ?? stored;
  useEffect(() => {
    if (fresh && stored && fresh.module_name !== stored.module_name) saveSelectedModule(fresh);
  }, [fresh, stored]);
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
