import { getSelectedModule, getZoneId } from './session';

/**
 * Catalogue answers depend on the zone and module headers the api client reads from storage,
 * so their query keys carry both: switching module shows that module's cache, never another's.
 */
export const scopedKey = <T extends readonly unknown[]>(root: string, ...parts: T) =>
  [root, getZoneId(), getSelectedModule()?.id ?? null, ...parts] as const;
