import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FlashSaleItemPage } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { FIRST_PAGE, nextPage } from '@/lib/paging';
import { scopedKey } from '@/lib/query-scope';

export const getFlashSaleItems = (flashSaleId: number, offset: number, signal?: AbortSignal) =>
  api.get<FlashSaleItemPage>('flash-sales/items', { query: { flash_sale_id: flashSaleId, limit: 15, offset }, silent: true, signal });

export const flashSaleItemsInfiniteOptions = (flashSaleId: number) =>
  infiniteQueryOptions({
    queryKey: scopedKey('flash-sales', flashSaleId, 'items'),
    queryFn: ({ pageParam, signal }) => getFlashSaleItems(flashSaleId, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage<FlashSaleItemPage>((page) => page.products),
  });

export const useFlashSaleItems = (flashSaleId: number) => useInfiniteQuery(flashSaleItemsInfiniteOptions(flashSaleId));
