import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Item } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { ITEM_QUERY_ROOT } from '@/lib/query-roots';
import { scopedKey } from '@/lib/query-scope';

/** One item by id or slug. */
export const getItemDetails = (idOrSlug: string, signal?: AbortSignal) =>
  api.get<Item>(`items/details/${encodeURIComponent(idOrSlug)}`, { silent: true, signal });

export const itemDetailsQueryOptions = (idOrSlug: string) =>
  queryOptions({ queryKey: scopedKey(ITEM_QUERY_ROOT, idOrSlug), queryFn: ({ signal }) => getItemDetails(idOrSlug, signal) });

export const useItemDetails = (idOrSlug: string) => useQuery(itemDetailsQueryOptions(idOrSlug));
