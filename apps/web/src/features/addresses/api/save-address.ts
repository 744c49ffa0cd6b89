import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerAddressInput, CustomerAddressSaved } from '@storefront/contract';
import { api } from '@/lib/api-client';
import { ADDRESSES_QUERY_ROOT } from './get-addresses';

export interface SaveAddress {
  /** Set to update that address (PUT), absent to add one (POST). */
  id?: number;
  input: CustomerAddressInput;
}

/** Errors are shown by the form: field problems under the fields, the rest toasted. */
export const saveAddress = ({ id, input }: SaveAddress) =>
  id === undefined
    ? api.post<CustomerAddressSaved>('customer/address/add', input, { silent: true })
    : api.put<CustomerAddressSaved>(`customer/address/update/${id}`, input, { silent: true });

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADDRESSES_QUERY_ROOT] }),
  });
}
