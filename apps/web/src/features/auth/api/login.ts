import { useMutation } from '@tanstack/react-query';
import type { AuthLogin, AuthSession } from '@storefront/contract';
import { api } from '@/lib/api-client';

/** Errors are shown by the form: field problems under the fields, the rest toasted. */
export const login = (body: AuthLogin) => api.post<AuthSession>('auth/login', body, { silent: true });

export const useLogin = () => useMutation({ mutationFn: login });
