import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A failed deletion shows only its first message. */
export const removeAccount = () => api.delete<{ message: string }>('customer/remove-account', { silent: true });

export const useRemoveAccount = () => useMutation({ mutationFn: removeAccount });
