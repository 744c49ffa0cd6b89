import { useMutation } from '@tanstack/react-query';
import type { AuthVerifyResetToken } from '@storefront/contract';
import { api } from '@/lib/api-client';

/** Step 2: checks the code without spending it; a wrong one answers 422 with the server's text. */
export const verifyResetToken = (body: AuthVerifyResetToken) => api.post<{ message: string }>('auth/verify-token', body, { silent: true });

export const useVerifyResetToken = () => useMutation({ mutationFn: verifyResetToken });
