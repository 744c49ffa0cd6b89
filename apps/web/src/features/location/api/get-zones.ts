import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ZoneListItem } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { locationQueryKey } from './query-keys';

/** A delivery zone's outline, drawn on the map so the covered area shows even without tiles. */
export type ZoneArea = ZoneListItem;

export const getZones = () => api.get<ZoneArea[]>('zone/list', { silent: true });

export const zonesQueryOptions = () =>
  queryOptions({ queryKey: locationQueryKey('zones'), queryFn: () => getZones(), staleTime: 30 * 60_000, retry: false });

export const useZones = () => useQuery(zonesQueryOptions());
