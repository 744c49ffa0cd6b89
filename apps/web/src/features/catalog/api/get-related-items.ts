import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Item } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { ITEM_QUERY_ROOT } from '@/lib/query-roots';
import { scopedKey } from '@/lib/query-scope';

/** Items of the same category as item `id`. */
export const getRelatedItems = (id: number, signal?: AbortSignal) =>
  api.get<Item[]>(`items/related-items/${id}`, { query: { limit: 10 }, silent: true, signal });

export const relatedItemsQueryOptions = (id: number) =>
  queryOptions({ queryKey: scopedKey(ITEM_QUERY_ROOT, id, 'related'), queryFn: ({ signal }) => getRelatedItems(id, signal) });

export const useRelatedItems = (id: number) => useQuery(relatedItemsQueryOptions(id));
