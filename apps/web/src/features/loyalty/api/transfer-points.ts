import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PointTransfer, PointTransferred } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { CUSTOMER_QUERY_ROOT, LOYALTY_QUERY_ROOT, WALLET_QUERY_ROOT } from '@/lib/query-roots';

/** Converts points to wallet money; a refusal (422, e.g. below the minimum) shows in the dialog. */
export const transferPoints = (point: number) => {
  const body: PointTransfer = { point };
  return api.post<PointTransferred>('customer/loyalty-point/point-transfer', body, { silent: true });
};

/** Points, wallet balance and both histories changed: all of them are asked again. */
export function useTransferPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: transferPoints,
    onSuccess: () => {
      for (const root of [CUSTOMER_QUERY_ROOT, LOYALTY_QUERY_ROOT, WALLET_QUERY_ROOT]) void client.invalidateQueries({ queryKey: [root] });
    },
  });
}
