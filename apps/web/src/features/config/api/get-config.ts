import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Config } from '@storefront/contract';
import { api } from '@/lib/api-client';

export const getConfig = () => api.get<Config>('config');

export const configQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: 5 * 60_000 });

export const useConfig = () => useQuery(configQueryOptions());

/** The map tiles the business configured, if any (else maps show only the basemap they ship). */
export function useMapTiles(): { url: string; attribution: string } | undefined {
  const { data: config } = useConfig();
  return config?.map_tile_url ? { url: config.map_tile_url, attribution: config.map_attribution } : undefined;
}
