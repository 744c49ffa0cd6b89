import { useMutation } from '@tanstack/react-query';
import type { AuthForgotPassword, AuthResetCodeSent } from '@storefront/contract';
import { api } from '@/lib/api-client';

/** Step 1 of the reset (and its resend): the answer is the same whether or not an account matches. */
export const forgotPassword = (body: AuthForgotPassword) => api.post<AuthResetCodeSent>('auth/forgot-password', body, { silent: true });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
