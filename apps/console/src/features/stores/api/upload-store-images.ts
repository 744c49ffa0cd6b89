import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreSettings } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { storeSettingsQueryOptions } from './get-store-settings';

export interface StoreImagesUpload {
  version: number;
  logo?: File;
  cover_photo?: File;
}

/** A new logo, cover photo or both, as multipart/form-data. */
export function uploadStoreImages(storeId: number, { version, logo, cover_photo }: StoreImagesUpload) {
  const form = new FormData();
  form.append('version', String(version));
  if (logo) form.append('logo', logo);
  if (cover_photo) form.append('cover_photo', cover_photo);
  return api.put<StoreSettings>(`console/stores/${storeId}/images`, form);
}

/** Uploads the pictures; the answer (their new addresses) becomes the settings in the cache. */
export function useUploadStoreImages(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: StoreImagesUpload) => uploadStoreImages(storeId, upload),
    onSuccess: (settings) => queryClient.setQueryData(storeSettingsQueryOptions(storeId).queryKey, settings),
  });
}
