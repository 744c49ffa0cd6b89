import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleAddOn, ConsoleAddOnCreate, ConsoleAddOnList, ConsoleAddOnUpdate } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { addOnsPath, menuKeys } from './menu-keys';

export const createAddOn = (storeId: number, body: ConsoleAddOnCreate) => api.post<ConsoleAddOn>(addOnsPath(storeId), body);
export const updateAddOn = (storeId: number, addOnId: number, body: ConsoleAddOnUpdate) => api.put<ConsoleAddOn>(addOnsPath(storeId, `/${addOnId}`), body);

/** Keeps a saved add-on in the list at once, and has the list and the item editor's choices read again. */
function useSaved(storeId: number) {
  const queryClient = useQueryClient();
  return (saved: ConsoleAddOn) => {
    queryClient.setQueryData<ConsoleAddOnList>(menuKeys.addOns(storeId), (list) => list && {
      add_ons: list.add_ons.some((a) => a.id === saved.id) ? list.add_ons.map((a) => (a.id === saved.id ? saved : a)) : [...list.add_ons, saved],
    });
    void queryClient.invalidateQueries({ queryKey: menuKeys.addOns(storeId) });
    void queryClient.invalidateQueries({ queryKey: menuKeys.allChoices(storeId) });
  };
}

export function useCreateAddOn(storeId: number) {
  const saved = useSaved(storeId);
  return useMutation({ mutationFn: (body: ConsoleAddOnCreate) => createAddOn(storeId, body), onSuccess: saved });
}

/** A save names the version read: a 409 (ApiAnswerError) carries the add-on now and the fields changed since. */
export function useUpdateAddOn(storeId: number) {
  const saved = useSaved(storeId);
  return useMutation({ mutationFn: ({ id, body }: { id: number; body: ConsoleAddOnUpdate }) => updateAddOn(storeId, id, body), onSuccess: saved });
}
