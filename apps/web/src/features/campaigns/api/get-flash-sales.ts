import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlashSalePage } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { scopedKey } from '@/lib/query-scope';

/** The home asks for 2 flash sales and shows at most 15 of their products. */
export const FLASH_SALES_LIMIT = 2;
export const FLASH_PRODUCTS_SHOWN = 15;

export const getFlashSales = (signal?: AbortSignal) =>
  api.get<FlashSalePage>('flash-sales', { query: { limit: FLASH_SALES_LIMIT, offset: 1 }, silent: true, signal });

export const flashSalesQueryOptions = () =>
  queryOptions({ queryKey: scopedKey('flash-sales'), queryFn: ({ signal }) => getFlashSales(signal) });

export const useFlashSales = () => useQuery(flashSalesQueryOptions());
