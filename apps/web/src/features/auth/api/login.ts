import { useMutation } from '@tanstack/react-query';
import type { AuthLogin, AuthSession, AuthVerificationNeeded } from '@storefront/contract';
import { api } from '@/lib/api-client';

/** A session, or (HTTP 202) a code texted to the account's unverified phone. */
export type AuthAnswer = AuthSession | AuthVerificationNeeded;

export const needsVerification = (answer: AuthAnswer): answer is AuthVerificationNeeded => 'verification' in answer;

/** Errors are shown by the form: field problems under the fields, the rest toasted. */
export const login = (body: AuthLogin) => api.post<AuthAnswer>('auth/login', body, { silent: true });

export const useLogin = () => useMutation({ mutationFn: login });
