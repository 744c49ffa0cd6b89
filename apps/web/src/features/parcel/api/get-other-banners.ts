import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OtherBanners } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

/** The module's promotional banners. */
export const getOtherBanners = (signal?: AbortSignal) => api.get<OtherBanners>('other-banners', { silent: true, signal });

export const otherBannersQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('parcel', 'other-banners'), queryFn: ({ signal }) => getOtherBanners(signal), staleTime: 5 * 60_000 });

export const useOtherBanners = () => useQuery(otherBannersQueryOptions());
