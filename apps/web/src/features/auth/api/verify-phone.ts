import { useMutation } from '@tanstack/react-query';
import type { AuthSession, AuthVerifyPhone } from '@storefront/contract';
import { api } from '@/lib/api-client';

/** The texted code proves the phone; the answer is the session that sign-up or login held back. */
export const verifyPhone = (body: AuthVerifyPhone) => api.post<AuthSession>('auth/verify-phone', body, { silent: true });

export const useVerifyPhone = () => useMutation({ mutationFn: verifyPhone });
