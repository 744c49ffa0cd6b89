import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ItemPage } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';
import { COMMON_CONDITIONS_STALE_MS } from './cache-times';

/** Common-condition items, 20 a page. */
export const getConditionItems = (conditionId: number, signal?: AbortSignal) =>
  api.get<ItemPage>('common-condition/items', { query: { condition_id: conditionId, limit: 20, offset: 1 }, silent: true, signal });

export const conditionItemsQueryOptions = (conditionId: number | undefined) =>
  queryOptions({
    queryKey: scopedKey('common-conditions', conditionId, 'items'),
    queryFn: conditionId ? ({ signal }) => getConditionItems(conditionId, signal) : skipToken,
    staleTime: COMMON_CONDITIONS_STALE_MS,
  });

export const useConditionItems = (conditionId: number | undefined) => useQuery(conditionItemsQueryOptions(conditionId));
