import { useMutation } from '@tanstack/react-query';
import type { AuthSignUp } from '@storefront/contract';
import { api } from '@/lib/api-client';
import type { AuthAnswer } from './login';

export const signUp = (body: AuthSignUp) => api.post<AuthAnswer>('auth/sign-up', body, { silent: true });

export const useSignUp = () => useMutation({ mutationFn: signUp });
