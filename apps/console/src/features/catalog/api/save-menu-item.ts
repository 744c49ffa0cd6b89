import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleItem, ConsoleItemCreate, ConsoleItemUpdate } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { itemsPath, menuKeys } from './menu-keys';

export const createMenuItem = (storeId: number, body: ConsoleItemCreate) => api.post<ConsoleItem>(itemsPath(storeId), body);
export const updateMenuItem = (storeId: number, itemId: number, body: ConsoleItemUpdate) => api.put<ConsoleItem>(itemsPath(storeId, `/${itemId}`), body);

/** Keeps a saved item as the editor's, and has the lists read again. */
function useSaved(storeId: number) {
  const queryClient = useQueryClient();
  return (item: ConsoleItem) => {
    queryClient.setQueryData(menuKeys.item(storeId, item.id), item);
    void queryClient.invalidateQueries({ queryKey: menuKeys.lists(storeId) });
  };
}

export function useCreateMenuItem(storeId: number) {
  const saved = useSaved(storeId);
  return useMutation({ mutationFn: (body: ConsoleItemCreate) => createMenuItem(storeId, body), onSuccess: saved });
}

/** A save names the version the editor read: a 409 (ApiAnswerError) carries the item now and the fields changed since. */
export function useUpdateMenuItem(storeId: number, itemId: number) {
  const saved = useSaved(storeId);
  return useMutation({ mutationFn: (body: ConsoleItemUpdate) => updateMenuItem(storeId, itemId, body), onSuccess: saved });
}

/** Pictures added to an item (multipart/form-data), at the version the editor holds. */
export const uploadItemPictures = (storeId: number, itemId: number, version: number, files: readonly File[]) => {
  const form = new FormData();
  form.append('version', String(version));
  for (const file of files) form.append('image', file);
  return api.post<ConsoleItem>(itemsPath(storeId, `/${itemId}/images`), form);
};

export function useUploadItemPictures(storeId: number, itemId: number) {
  const saved = useSaved(storeId);
  return useMutation({ mutationFn: ({ version, files }: { version: number; files: readonly File[] }) => uploadItemPictures(storeId, itemId, version, files), onSuccess: saved });
}
