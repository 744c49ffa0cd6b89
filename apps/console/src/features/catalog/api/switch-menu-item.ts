import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import type { ConsoleItemPage, ConsoleItemRow } from '@storefront/contract';
import { ApiError, errorMessage } from '@storefront/ui/api-error';
import { toast } from '@storefront/ui/toast';
import { api } from '../../../lib/api-client';
import { itemsPath, menuKeys } from './menu-keys';

/** A quick switch of a list row: its stock, or whether it is on sale. */
export type RowChange = { stock: number } | { active: boolean };

export const switchMenuItem = (storeId: number, row: ConsoleItemRow, change: RowChange) =>
  api.put<ConsoleItemRow>(itemsPath(storeId, `/${row.id}/${'stock' in change ? 'stock' : 'active'}`), { ...change, version: row.version });

/**
 * Shows the change in the list at once and sends it with the version the row was read at; a refusal
 * puts the row back. A 409 (someone else changed the item) says so and reads the list again.
 */
export function useSwitchMenuItem(storeId: number) {
  const queryClient = useQueryClient();
  const lists = { queryKey: menuKeys.lists(storeId) };
  const patch = (id: number, change: Partial<ConsoleItemRow>) =>
    queryClient.setQueriesData<ConsoleItemPage>(lists, (page) => page && { ...page, items: page.items.map((r) => (r.id === id ? { ...r, ...change } : r)) });
  return useMutation({
    mutationFn: ({ row, change }: { row: ConsoleItemRow; change: RowChange }) => switchMenuItem(storeId, row, change),
    onMutate: async ({ row, change }) => {
      await queryClient.cancelQueries(lists);
      const before = queryClient.getQueriesData<ConsoleItemPage>(lists);
      patch(row.id, change);
      return { before };
    },
    onError: (error, _vars, context) => {
      for (const [key, page] of context?.before ?? []) queryClient.setQueryData(key, page);
      const conflict = error instanceof ApiError && error.status === 409;
      toast.error(conflict ? i18n.t('catalog.changed_elsewhere') : (errorMessage(error) ?? i18n.t('errors.generic')));
      if (conflict) void queryClient.invalidateQueries(lists);
    },
    onSuccess: (row) => {
      patch(row.id, row);
      void queryClient.invalidateQueries({ queryKey: menuKeys.item(storeId, row.id) });
    },
  });
}
