import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourierOffers } from '@storefront/contract';
import { api, retryUnlessRefused } from '../../../lib/api-client';
import { courierKeys } from './courier-keys';

/** Offers are read this often while the courier is online: other couriers take them, stores confirm new ones. */
export const OFFERS_REFRESH_MS = 10_000;

export const getOffers = (signal?: AbortSignal) => api.get<CourierOffers>('console/courier/offers', { signal });

export const offersQueryOptions = (online: boolean) =>
  queryOptions({
    queryKey: courierKeys.offers(),
    queryFn: ({ signal }) => getOffers(signal),
    enabled: online,
    refetchInterval: online ? OFFERS_REFRESH_MS : false,
    refetchOnWindowFocus: true,
    retry: retryUnlessRefused,
  });

/** Orders waiting in the courier's zones, oldest first; read only while online. */
export const useOffers = (online: boolean) => useQuery(offersQueryOptions(online));
