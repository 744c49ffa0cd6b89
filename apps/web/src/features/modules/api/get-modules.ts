import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { HEADERS, type Module } from '@storefront/contract';
import { api } from '@/lib/api-client';

/** Modules offered in the given zones (the JSON array string stored as `zoneid`). */
export const getModules = (zoneId: string) => api.get<Module[]>('module', { headers: { [HEADERS.zoneId]: zoneId } });

export const modulesQueryOptions = (zoneId: string | null | undefined) =>
  queryOptions({
    queryKey: ['modules', zoneId],
    queryFn: zoneId ? () => getModules(zoneId) : skipToken,
    staleTime: 5 * 60_000,
  });

export const useModules = (zoneId: string | null | undefined) => useQuery(modulesQueryOptions(zoneId));
