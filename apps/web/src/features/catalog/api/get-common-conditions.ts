import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommonCondition } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';
import { COMMON_CONDITIONS_STALE_MS } from './cache-times';

/** Pharmacy's common conditions (cold, allergy…), cached 480 000 ms. */
export const getCommonConditions = (signal?: AbortSignal) => api.get<CommonCondition[]>('common-condition', { silent: true, signal });

export const commonConditionsQueryOptions = () =>
  queryOptions({
    queryKey: scopedKey('common-conditions'),
    queryFn: ({ signal }) => getCommonConditions(signal),
    staleTime: COMMON_CONDITIONS_STALE_MS,
  });

export const useCommonConditions = () => useQuery(commonConditionsQueryOptions());
