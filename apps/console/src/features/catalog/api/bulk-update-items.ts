import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleBulkDone, ConsoleBulkRow } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { itemsPath, menuKeys } from './menu-keys';

export const bulkUpdateItems = (storeId: number, rows: readonly ConsoleBulkRow[]) => api.post<ConsoleBulkDone>(itemsPath(storeId, '/bulk'), { rows });

/** All rows or none: a 422 (ApiAnswerError) carries the report of every refused row. */
export function useBulkUpdateItems(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: readonly ConsoleBulkRow[]) => bulkUpdateItems(storeId, rows),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all(storeId) }),
  });
}
