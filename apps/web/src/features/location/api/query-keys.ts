/**
 * Every query of this feature sits under one root. Its answers depend only on their
 * arguments (coordinates, text, place id), so a location change need not refetch them.
 */
export const LOCATION_QUERY_ROOT = 'location';

export const locationQueryKey = <T extends readonly unknown[]>(...parts: T) => [LOCATION_QUERY_ROOT, ...parts] as const;
