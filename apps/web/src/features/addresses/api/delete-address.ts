import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADDRESSES_QUERY_ROOT } from './get-addresses';

export const deleteAddress = (id: number) =>
  api.delete<{ message: string }>('customer/address/delete', { query: { address_id: id } });

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADDRESSES_QUERY_ROOT] }),
  });
}
