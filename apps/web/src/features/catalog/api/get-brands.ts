import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

/** Brands with items in the zones and module, by name. */
export const getBrands = (signal?: AbortSignal) => api.get<Brand[]>('brand', { silent: true, signal });

export const brandsQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('brands'), queryFn: ({ signal }) => getBrands(signal), staleTime: 5 * 60_000 });

export const useBrands = () => useQuery(brandsQueryOptions());
