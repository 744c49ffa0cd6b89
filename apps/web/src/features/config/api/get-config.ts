import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Config } from '@storefront/contract';
import { api } from '@/lib/api-client';

export const getConfig = () => api.get<Config>('config');

export const configQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: 5 * 60_000 });

export const useConfig = () => useQuery(configQueryOptions());
