import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierShift, CourierState } from '@storefront/contract';
import { api } from '../../../lib/api-client';
import { courierKeys } from './courier-keys';

export const setShift = (body: CourierShift) => api.put<CourierState>('console/courier/shift', body);

/** Going online or offline: the answer is the courier's state; the offers are read again (none while offline). */
export function useSetShift(language: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setShift,
    onSuccess: (state) => {
      queryClient.setQueryData([...courierKeys.state(), language], state);
      void queryClient.invalidateQueries({ queryKey: courierKeys.offers() });
    },
  });
}
