import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZoneList } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const getZones = (signal?: AbortSignal) => api.get<ZoneList>('zone/list', { signal });

export const zonesQueryOptions = () =>
  queryOptions({ queryKey: ['zones', 'list'], queryFn: ({ signal }) => getZones(signal), staleTime: 10 * 60_000 });

/** The active zones with their names in the console's language. */
export const useZones = () => useQuery(zonesQueryOptions());
