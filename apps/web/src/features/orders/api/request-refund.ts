import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@storefront/ui/toast';
import { api } from '@/lib/api-client';
import { ORDERS_QUERY_ROOT } from '@/lib/query-roots';

export interface RefundRequest {
  orderId: number;
  reason: string;
  note: string;
  images: File[];
}

/** RefundRequestBody as multipart: order_id, reason, the note when written and each photo as image[]. */
export function refundFormData({ orderId, reason, note, images }: RefundRequest): FormData {
  const form = new FormData();
  form.append('order_id', String(orderId));
  form.append('reason', reason);
  if (note.trim()) form.append('note', note.trim());
  for (const image of images) form.append('image[]', image, image.name);
  return form;
}

/** Errors show inside the refund dialog, which stays open to fix them. */
export const requestRefund = (request: RefundRequest) =>
  api.post<{ message: string }>('customer/order/refund-request', refundFormData(request), { silent: true });

export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: ({ message }) => {
      toast.success(message);
      return queryClient.invalidateQueries({ queryKey: [ORDERS_QUERY_ROOT] });
    },
  });
}
