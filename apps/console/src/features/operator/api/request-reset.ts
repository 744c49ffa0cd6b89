import { useMutation } from '@tanstack/react-query';
import type { OperatorForgotPassword } from '@storefront/contract';
import { api } from '../../../lib/api-client';

export const requestReset = (body: OperatorForgotPassword) => api.post<{ message: string }>('operator/auth/forgot-password', body, { keepSession: true });

/** Mails a link to choose a new password; the server answers the same whether or not the account exists. */
export const useRequestReset = () => useMutation({ mutationFn: requestReset });
