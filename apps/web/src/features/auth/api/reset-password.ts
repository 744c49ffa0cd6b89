import { useMutation } from '@tanstack/react-query';
import type { AuthResetPassword } from '@storefront/contract';
import { api } from '@/lib/api-client';

/** Step 3: spends the code and sets the password; the server signs every device out. */
export const resetPassword = (body: AuthResetPassword) => api.put<{ message: string }>('auth/reset-password', body, { silent: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
