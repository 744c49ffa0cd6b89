import { useMutation } from '@tanstack/react-query';
import type { OrderPlaced } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { useReadSettingsOnMaintenance } from '@/lib/closed-for-maintenance';

export interface PrescriptionInput {
  fields: Record<string, string | number | undefined>;
  images: File[];
}

/** POST customer/order/prescription/place as multipart: the photos and where to deliver. */
export function placePrescription({ fields, images }: PrescriptionInput) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined && value !== '') form.append(key, String(value));
  for (const image of images) form.append('order_attachment[]', image);
  return api.post<OrderPlaced>('customer/order/prescription/place', form);
}

export const usePlacePrescription = () => useMutation({ mutationFn: placePrescription, onError: useReadSettingsOnMaintenance() });
