import { useMutation } from '@tanstack/react-query';
import type { AuthSession, AuthSignUp } from '@storefront/contract';
import { api } from '@/lib/api-client';

export const signUp = (body: AuthSignUp) => api.post<AuthSession>('auth/sign-up', body, { silent: true });

export const useSignUp = () => useMutation({ mutationFn: signUp });
