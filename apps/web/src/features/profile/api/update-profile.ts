import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerProfileUpdated } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { CUSTOMER_QUERY_ROOT } from '@/lib/query-roots';

export interface ProfileChanges {
  f_name: string;
  l_name: string;
  email: string;
  phone: string;
  /** The cropped photo, when a new one was chosen. */
  image?: Blob | null;
  /** Sent only when filled, with its confirmation. */
  password?: string;
  confirm_password?: string;
}

/** Sent as multipart: f_name, l_name, phone, email, image and the optional password. */
export function profileFormData({ image, password, confirm_password, ...fields }: ProfileChanges): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (image) data.append('image', image, image.type === 'image/png' ? 'photo.png' : 'photo.jpg');
  if (password) {
    data.append('password', password);
    data.append('confirm_password', confirm_password ?? '');
  }
  return data;
}

export const updateProfile = (changes: ProfileChanges) =>
  api.post<CustomerProfileUpdated>('customer/update-profile', profileFormData(changes), { silent: true });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CUSTOMER_QUERY_ROOT] }),
  });
}
