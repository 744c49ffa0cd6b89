import { requireLocation } from '@/lib/location-request';

/**
 * `requireLocation()` is true when a delivery location is saved; otherwise it opens the
 * "insert delivery location" prompt and returns false. Other features, which may not import
 * this one, call the same function from `@/lib/location-request` (with `openLocationPicker`).
 */
export const useRequireLocation = (): (() => boolean) => requireLocation;
