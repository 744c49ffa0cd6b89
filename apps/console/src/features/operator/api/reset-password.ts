import { useMutation } from '@tanstack/react-query';
import type { OperatorResetPassword } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const resetPassword = (body: OperatorResetPassword) => api.post<{ message: string }>('operator/auth/reset-password', body, { keepSession: true });

/** Sets the new password with the mailed link's token; every session of the account is signed out. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
