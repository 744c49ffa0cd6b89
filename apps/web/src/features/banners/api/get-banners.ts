import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banners } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

/** Banners are cached 5 minutes. */
export const BANNERS_STALE_MS = 5 * 60_000;

/** The home carousel: banners, and the running basic campaigns beside them. */
export const getBanners = (signal?: AbortSignal) => api.get<Banners>('banners', { silent: true, signal });

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('banners'), queryFn: ({ signal }) => getBanners(signal), staleTime: BANNERS_STALE_MS });

export const useBanners = () => useQuery(bannersQueryOptions());
