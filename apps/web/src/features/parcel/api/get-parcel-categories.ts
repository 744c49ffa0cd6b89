import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParcelCategory } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

export const getParcelCategories = (signal?: AbortSignal) => api.get<ParcelCategory[]>('parcel-category', { silent: true, signal });

export const parcelCategoriesQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('parcel', 'categories'), queryFn: ({ signal }) => getParcelCategories(signal), staleTime: 5 * 60_000 });

export const useParcelCategories = () => useQuery(parcelCategoriesQueryOptions());
