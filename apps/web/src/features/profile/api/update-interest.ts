import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CUSTOMER_QUERY_ROOT } from '@/lib/query-roots';

export const updateInterest = (interest: number[]) => api.post<{ message: string }>('customer/update-interest', { interest });

export function useUpdateInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInterest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CUSTOMER_QUERY_ROOT] }),
  });
}
