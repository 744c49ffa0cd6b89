import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleAddOnRemoved } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { addOnsPath, menuKeys } from './menu-keys';

export const deleteAddOn = (storeId: number, addOnId: number) => api.delete<ConsoleAddOnRemoved>(addOnsPath(storeId, `/${addOnId}`));

/** Removes an add-on, which the server takes from every item: the whole menu (items, choices, add-ons) is read again. */
export function useDeleteAddOn(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addOnId: number) => deleteAddOn(storeId, addOnId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.all(storeId) }),
  });
}
