import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MostTips } from '@storefront/contract';
import { api } from '@/lib/api-client';

/** The delivery tip customers choose most often (major units): checkout marks that preset. */
export const getMostTips = (signal?: AbortSignal) => api.get<MostTips>('most-tips', { silent: true, signal });

export const mostTipsQueryOptions = () => queryOptions({ queryKey: ['most-tips'], queryFn: ({ signal }) => getMostTips(signal) });

export const useMostTips = () => useQuery(mostTipsQueryOptions());
