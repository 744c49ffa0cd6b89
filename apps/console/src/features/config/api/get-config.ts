import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Config } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const getConfig = (signal?: AbortSignal) => api.get<Config>('config', { signal });

export const configQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: ({ signal }) => getConfig(signal), staleTime: 5 * 60_000 });

/** The business settings: the console shows the business's name. */
export const useConfig = () => useQuery(configQueryOptions());
